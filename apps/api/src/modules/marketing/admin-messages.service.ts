import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMessage, AdminPage } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { recordAudit } from '../audit/index.ts';
import { containsPattern, pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { ACKNOWLEDGE_WITHIN_HOURS, acknowledgeBy, grievanceState, overdueOf, resolveBy, ticketOf } from './grievance.ts';

const toAdminMessage = (m: typeof contactMessages.$inferSelect, now = new Date()): AdminMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  receivedAt: iso(m.createdAt),
  readAt: isoOrNull(m.readAt),
  ticket: ticketOf(m.id, m.createdAt),
  state: grievanceState(m),
  acknowledgedAt: isoOrNull(m.acknowledgedAt),
  resolvedAt: isoOrNull(m.resolvedAt),
  resolutionNote: m.resolutionNote,
  acknowledgeBy: iso(acknowledgeBy(m.createdAt)),
  resolveBy: iso(resolveBy(m.createdAt)),
  ...overdueOf(m, now),
});

/** Messages late now: not acknowledged 48 hours after receipt, or not resolved a month after it. */
const overdue = or(
  and(isNull(contactMessages.acknowledgedAt), isNull(contactMessages.resolvedAt), lt(contactMessages.createdAt, sql`now() - make_interval(hours => ${ACKNOWLEDGE_WITHIN_HOURS})`)),
  and(isNull(contactMessages.resolvedAt), lt(contactMessages.createdAt, sql`now() - interval '1 month'`)),
);

export async function listMessages(db: Db, q: { page: number; pageSize: number; unread?: boolean; search?: string }): Promise<AdminPage<AdminMessage> & { unreadCount: number; overdueCount: number }> {
  const filters: (SQL | undefined)[] = [];
  if (q.unread !== undefined) filters.push(q.unread ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt));
  if (q.search) {
    const pattern = containsPattern(q.search);
    filters.push(or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.message, pattern)));
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(q);
  const [rows, [{ total }], [{ unreadCount }], [{ overdueCount }]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unreadCount: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
    db.select({ overdueCount: count() }).from(contactMessages).where(overdue),
  ]);
  const now = new Date();
  return { items: rows.map((m) => toAdminMessage(m, now)), total, page: q.page, pageSize: q.pageSize, unreadCount, overdueCount };
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

/** Acknowledges a complaint (it counts as read); a resolved one, or one acknowledged before, is refused. */
export async function acknowledgeMessage(db: Db, actorId: number, id: number): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ acknowledgedAt: new Date(), readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.acknowledgedAt), isNull(contactMessages.resolvedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!exists) throw notFound('No such message.');
      throw conflict('This message has already been acknowledged.');
    }
    await recordAudit(tx, { actorId, action: 'acknowledge', entity: 'message', entityId: id, detail: { ticket: ticketOf(row.id, row.createdAt) } });
    return toAdminMessage(row);
  });
}

/** Resolves a complaint with a note of what was done (acknowledging it too, if it was not yet); once only. */
export async function resolveMessage(db: Db, actorId: number, id: number, note: string): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(contactMessages)
      .set({ resolvedAt: now, resolutionNote: note, acknowledgedAt: sql`coalesce(${contactMessages.acknowledgedAt}, now())`, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.resolvedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!exists) throw notFound('No such message.');
      throw conflict('This message has already been resolved.');
    }
    await recordAudit(tx, { actorId, action: 'resolve', entity: 'message', entityId: id, detail: { ticket: ticketOf(row.id, row.createdAt) } });
    return toAdminMessage(row);
  });
}
