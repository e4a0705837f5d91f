import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderStatusWord } from '@shop/contract/format';
import { type AdminOrderDetail, type AdminOrderSummary, type AdminPage } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members, orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import type { OrderMailKind } from './order-mails.ts';
import { OrderStatus } from './status.ts';
import { nextStatuses, refusalOf, transitionOrThrow } from './transitions.ts';
import { recordAudit } from '../audit/index.ts';
import { containsPattern, outer, pageWindow } from '../../lib/paging.ts';
import { iso } from '../../lib/time.ts';
import { rupeesFromPaise } from '../../lib/money.ts';

const summaryColumns = {
  id: orders.id,
  tranId: orders.tranId,
  invoiceNumber: orders.invoiceNumber,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  memberId: orders.memberId,
  status: orders.status,
  payablePaise: orders.payablePaise,
  itemCount: sql<number>`(select coalesce(sum(l.qty), 0) from ${orderLines} l where l.order_id = ${outer(orders, orders.id)})::int`,
};
type SummaryRow = { id: number; tranId: string; invoiceNumber: string; createdAt: Date; customerName: string; customerEmail: string | null; memberId: number | null; status: number; payablePaise: number; itemCount: number };

export function toSummary(r: SummaryRow): AdminOrderSummary {
  return {
    id: r.id,
    tranId: r.tranId,
    invoiceNumber: r.invoiceNumber,
    placedAt: iso(r.createdAt),
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    memberId: r.memberId,
    status: r.status,
    statusName: orderStatusWord(r.status),
    payable: rupeesFromPaise(r.payablePaise),
    itemCount: r.itemCount,
  };
}

/** Orders as summaries, newest first (or oldest first, for the queue of waiting orders). */
export async function orderSummaries(db: DbOrTx, where: SQL | undefined, opts: { limit: number; offset?: number; oldestFirst?: boolean }) {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(where)
    .orderBy(opts.oldestFirst ? asc(orders.createdAt) : desc(orders.createdAt), opts.oldestFirst ? asc(orders.id) : desc(orders.id))
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
  return rows.map(toSummary);
}

/** The start of a calendar day in India, as a timestamp. */
const istDayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Kolkata')`;

export async function listOrders(
  db: Db,
  q: { page: number; pageSize: number; status?: number; from?: string; to?: string; search?: string },
): Promise<AdminPage<AdminOrderSummary>> {
  const filters: (SQL | undefined)[] = [];
  if (q.status) filters.push(eq(orders.status, q.status));
  if (q.from) filters.push(gte(orders.createdAt, istDayStart(q.from)));
  if (q.to) filters.push(lt(orders.createdAt, istDayStart(q.to, 1)));
  if (q.search) {
    const pattern = containsPattern(q.search);
    filters.push(or(ilike(orders.tranId, pattern), ilike(orders.invoiceNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern)));
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(q);
  const [items, [{ total }]] = await Promise.all([orderSummaries(db, where, { limit, offset }), db.select({ total: count() }).from(orders).where(where)]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function getOrder(db: DbOrTx, id: number): Promise<AdminOrderDetail> {
  const [order] = await db
    .select({ ...summaryColumns, row: orders })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  if (!order) throw notFound('No such order.');
  const [lines, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    db
      .select({ row: orderStatusHistory, firstName: members.firstName, lastName: members.lastName })
      .from(orderStatusHistory)
      .leftJoin(members, eq(members.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const o = order.row;
  return {
    ...toSummary(order),
    paymentMode: o.paymentMode,
    shippingOptionName: o.shippingOptionName,
    address: o.address ?? null,
    total: rupeesFromPaise(o.totalPaise),
    discount: rupeesFromPaise(o.discountPaise),
    couponCode: o.couponCode,
    couponDiscount: rupeesFromPaise(o.couponDiscountPaise),
    delivery: rupeesFromPaise(o.deliveryPaise),
    lines: lines.map((l) => ({ productId: l.productId, name: l.name, image: l.image, packSize: l.packSize, unitPrice: rupeesFromPaise(l.unitPricePaise), mrp: rupeesFromPaise(l.mrpPaise), qty: l.qty, total: rupeesFromPaise(l.totalPaise) })),
    history: history.map(({ row, firstName, lastName }) => ({
      status: row.status,
      statusName: orderStatusWord(row.status),
      note: row.note,
      changedBy: firstName === null ? null : `${firstName} ${lastName}`.trim(),
      at: iso(row.createdAt),
    })),
    nextStatuses: nextStatuses(o.status),
  };
}

/** The mail the customer gets for each move the shop makes. */
const mailOfMove: Record<number, OrderMailKind> = { [OrderStatus.Shipped]: 'shipped', [OrderStatus.Delivered]: 'delivered', [OrderStatus.Cancelled]: 'cancelledByShop' };

/** Moves an order to a new status (transitionOrder: history, stock, the customer's mail) and records it in the audit log. */
export async function changeOrderStatus(db: Db, actorId: number, id: number, to: number, note = ''): Promise<{ order: AdminOrderDetail; from: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: orders.status, tranId: orders.tranId }).from(orders).where(eq(orders.id, id)).limit(1);
    if (!current) throw notFound('No such order.');
    const refusal = refusalOf(current.tranId, current.status, to);
    if (refusal) throw conflict(refusal);
    await transitionOrThrow(
      tx,
      { orderId: id, from: current.status, to, changedBy: actorId, note, mail: mailOfMove[to] ?? null },
      `Order ${current.tranId} was changed by someone else just now. Please reload it.`,
    );
    await recordAudit(tx, { actorId, action: 'status', entity: 'order', entityId: id, detail: { tranId: current.tranId, from: orderStatusWord(current.status), to: orderStatusWord(to), note } });
    return { order: await getOrder(tx, id), from: current.status };
  });
}

export async function pendingOrders(db: Db, limit: number) {
  return orderSummaries(db, eq(orders.status, OrderStatus.Pending), { limit, oldestFirst: true });
}

export async function ordersOfMember(db: Db, memberId: number, limit: number) {
  return orderSummaries(db, eq(orders.memberId, memberId), { limit });
}
