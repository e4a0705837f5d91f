import { and, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMember, AdminMemberDetail, AdminPage } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { addresses, members, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { revokeAllSessions } from '../session/index.ts';
import { memberName, updateMember } from '../auth/index.ts';
import { OrderStatus, ordersOfMember } from '../orders/index.ts';
import { recordAudit } from '../audit/index.ts';
import { containsPattern, outer, pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { rupeesFromPaise } from '../../lib/money.ts';

const MemberStatus = { Disabled: 0, Active: 1, Closed: 2 } as const;
const statusNames = { 0: 'Disabled', 1: 'Active', 2: 'Closed' } as const;
const statusFilter = { active: MemberStatus.Active, disabled: MemberStatus.Disabled, closed: MemberStatus.Closed } as const;

const orderStats = (db: Db) =>
  db
    .select({ memberId: orders.memberId, orderCount: count().as('order_count'), lastOrderAt: max(orders.createdAt).as('last_order_at') })
    .from(orders)
    .groupBy(orders.memberId)
    .as('order_stats');

type MemberRow = { member: typeof members.$inferSelect; orderCount: number | null; lastOrderAt: Date | string | null };

function toAdminMember({ member: m, orderCount, lastOrderAt }: MemberRow): AdminMember {
  return {
    id: m.id,
    name: memberName(m),
    email: m.email,
    mobile: m.mobile,
    pincode: m.pincode,
    role: m.role,
    status: m.status,
    statusName: statusNames[m.status as keyof typeof statusNames] ?? 'Disabled',
    joinedAt: iso(m.createdAt),
    orderCount: Number(orderCount ?? 0),
    lastOrderAt: isoOrNull(lastOrderAt),
  };
}

export async function listMembers(
  db: Db,
  q: { page: number; pageSize: number; search?: string; role?: 'member' | 'admin'; status?: keyof typeof statusFilter },
): Promise<AdminPage<AdminMember>> {
  const filters: (SQL | undefined)[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    filters.push(
      or(
        /^\d{1,9}$/.test(q.search) ? eq(members.id, Number(q.search)) : undefined,
        ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
        ilike(members.email, pattern),
        ilike(members.mobile, pattern),
      ),
    );
  }
  if (q.role) filters.push(eq(members.role, q.role));
  if (q.status) filters.push(eq(members.status, statusFilter[q.status]));
  const where = and(...filters);
  const stats = orderStats(db);
  const { limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ member: members, orderCount: stats.orderCount, lastOrderAt: stats.lastOrderAt })
      .from(members)
      .leftJoin(stats, eq(stats.memberId, members.id))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { items: rows.map(toAdminMember), total, page: q.page, pageSize: q.pageSize };
}

export async function getMember(db: Db, id: number): Promise<AdminMemberDetail> {
  const stats = orderStats(db);
  const [row] = await db
    .select({
      member: members,
      orderCount: stats.orderCount,
      lastOrderAt: stats.lastOrderAt,
      totalSpentPaise: sql<number>`(select coalesce(sum(o.payable_paise), 0) from ${orders} o where o.member_id = ${outer(members, members.id)} and o.status <> ${OrderStatus.Cancelled})::bigint`,
      addressCount: sql<number>`(select count(*) from ${addresses} a where a.member_id = ${outer(members, members.id)} and a.deleted_at is null)::int`,
    })
    .from(members)
    .leftJoin(stats, eq(stats.memberId, members.id))
    .where(eq(members.id, id))
    .limit(1);
  if (!row) throw notFound('No such member.');
  return { ...toAdminMember(row), totalSpent: rupeesFromPaise(Number(row.totalSpentPaise)), addressCount: row.addressCount, recentOrders: await ordersOfMember(db, id, 5) };
}

/** Disabling signs the member out everywhere at once; a closed account stays closed. */
export async function setMemberActive(db: Db, actorId: number, id: number, active: boolean): Promise<AdminMemberDetail> {
  if (id === actorId && !active) throw conflict('You cannot disable your own account.');
  await db.transaction(async (tx) => {
    const [m] = await tx.select({ status: members.status, email: members.email }).from(members).where(eq(members.id, id)).limit(1);
    if (!m) throw notFound('No such member.');
    if (m.status === MemberStatus.Closed) throw conflict('This account was closed by its owner and cannot be changed.');
    const status = active ? MemberStatus.Active : MemberStatus.Disabled;
    if (m.status === status) return;
    await updateMember(tx, id, { status });
    if (!active) await revokeAllSessions(tx as unknown as Db, id);
    await recordAudit(tx, { actorId, action: active ? 'enable' : 'disable', entity: 'member', entityId: id, detail: { email: m.email } });
  });
  return getMember(db, id);
}
