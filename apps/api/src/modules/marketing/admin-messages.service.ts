import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminMessage, AdminPage } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { recordAudit } from '../audit/index.ts';
import { containsPattern, pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';

const toAdminMessage = (m: typeof contactMessages.$inferSelect): AdminMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  receivedAt: iso(m.createdAt),
  readAt: isoOrNull(m.readAt),
});

export async function listMessages(db: Db, q: { page: number; pageSize: number; unread?: boolean; search?: string }): Promise<AdminPage<AdminMessage> & { unreadCount: number }> {
  const filters: (SQL | undefined)[] = [];
  if (q.unread !== undefined) filters.push(q.unread ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt));
  if (q.search) {
    const pattern = containsPattern(q.search);
    filters.push(or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.message, pattern)));
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(q);
  const [rows, [{ total }], [{ unreadCount }]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unreadCount: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { items: rows.map(toAdminMessage), total, page: q.page, pageSize: q.pageSize, unreadCount };
}

export async function markMessage(db: Db, actorId: number, id: number, read: boolean): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound('No such message.');
    await recordAudit(tx, { actorId, action: read ? 'read' : 'unread', entity: 'message', entityId: id, detail: { from: row.email } });
    return toAdminMessage(row);
  });
}
