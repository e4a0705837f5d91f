import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AdminPage, AdminSubscriber } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { containsPattern, pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';

type Filter = { search?: string; status?: 'pending' | 'confirmed' | 'unsubscribed' };

const whereOf = (q: Filter) =>
  and(...([q.search ? ilike(newsletterSubscribers.email, containsPattern(q.search)) : undefined, q.status ? eq(newsletterSubscribers.status, q.status) : undefined] as (SQL | undefined)[]));

const toAdminSubscriber = (s: typeof newsletterSubscribers.$inferSelect): AdminSubscriber => ({
  id: s.id,
  email: s.email,
  status: s.status,
  subscribedAt: iso(s.createdAt),
  confirmedAt: isoOrNull(s.confirmedAt),
});

export async function listSubscribers(db: Db, q: Filter & { page: number; pageSize: number }): Promise<AdminPage<AdminSubscriber>> {
  const where = whereOf(q);
  const { limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(newsletterSubscribers).where(where).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { items: rows.map(toAdminSubscriber), total, page: q.page, pageSize: q.pageSize };
}

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every matching subscriber as CSV (header row first), oldest first. */
export async function subscribersCsv(db: Db, q: Filter): Promise<{ csv: string; rows: number }> {
  const rows = await db.select().from(newsletterSubscribers).where(whereOf(q)).orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  const lines = [['email', 'status', 'subscribed_at', 'confirmed_at'].join(',')];
  for (const s of rows.map(toAdminSubscriber)) lines.push([s.email, s.status, s.subscribedAt, s.confirmedAt ?? ''].map(cell).join(','));
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
