import { m } from '@shop/contract/text';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderStatusWord, paymentStatusWord, type PaymentStatusCode } from '@shop/contract/format';
import { type AdminOrderDetail, type AdminOrderSummary, type AdminPage } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members, orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';
import { queueOrderMail } from './mail-outbox.ts';
import { OrderStatus, PaymentMode, PaymentStatus, ShopNote } from './status.ts';
import { addHistoryNote } from './short-lines.ts';
import { nextStatuses } from './transitions.ts';
import { isUniqueViolation } from '../../db/rows.ts';
import { recordAudit } from '../audit/index.ts';
import { slotWordsOf } from './slot-words.ts';
import type { SubstituteChoice } from '@shop/contract';
import { containsPattern, outer, pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { formatPaiseAsINR, paiseFromRupees, rupeesFromPaise } from '../../lib/money.ts';

/**
 * The day an order is due out: its delivery slot's day, or for an order without a slot (store pickup, courier) the day
 * after it was placed, in India (issue 33).
 */
export const dueDay = sql<string>`coalesce(${orders.slotDay}, ((${orders.createdAt} at time zone 'Asia/Kolkata')::date + 1))`;

/** A Pending order whose due day is before `today` (an India day, or SQL for one): the back office flags it. */
export const overdueOn = (today: string | SQL) => sql<boolean>`(${orders.status} = ${OrderStatus.Pending} and ${dueDay} < ${today}::date)`;

/** Overdue as of the database's today in India, so nothing waits unseen. */
export const overdue = overdueOn(sql`(now() at time zone 'Asia/Kolkata')`);

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
  paymentMode: orders.paymentMode,
  paymentStatus: orders.paymentStatus,
  dueDay: sql<string>`to_char(${dueDay}, 'YYYY-MM-DD')`,
  overdue,
};
type SummaryRow = {
  id: number;
  tranId: string;
  invoiceNumber: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string | null;
  memberId: number | null;
  status: number;
  payablePaise: number;
  itemCount: number;
  paymentMode: string;
  paymentStatus: string;
  dueDay: string;
  overdue: boolean;
};

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
    paymentMode: r.paymentMode,
    paymentStatus: r.paymentStatus as PaymentStatusCode,
    paymentStatusName: paymentStatusWord(r.paymentStatus),
    dueDay: r.dueDay,
    overdue: Boolean(r.overdue),
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
  q: { page: number; pageSize: number; status?: number; from?: string; to?: string; search?: string; payment?: string; overdue?: boolean },
): Promise<AdminPage<AdminOrderSummary>> {
  const filters: (SQL | undefined)[] = [];
  if (q.overdue) filters.push(overdue);
  if (q.status) filters.push(eq(orders.status, q.status));
  if (q.payment) filters.push(eq(orders.paymentStatus, q.payment));
  if (q.from) filters.push(gte(orders.createdAt, istDayStart(q.from)));
  if (q.to) filters.push(lt(orders.createdAt, istDayStart(q.to, 1)));
  if (q.search) {
    const pattern = containsPattern(q.search);
    filters.push(or(ilike(orders.tranId, pattern), ilike(orders.invoiceNumber, pattern), ilike(orders.creditNoteNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern)));
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
    paymentDueAt: o.paymentStatus === PaymentStatus.Awaiting ? isoOrNull(o.paymentDueAt) : null,
    upiRef: o.upiRef,
    paidAt: isoOrNull(o.paidAt),
    creditNoteNumber: o.creditNoteNumber,
    creditNoteDate: isoOrNull(o.creditNoteDate),
    shippingOptionName: o.shippingOptionName,
    // Orders placed before addresses named their receiver (issue 33) have none: '' says so.
    address: o.address ? { ...o.address, receiverName: o.address.receiverName ?? '', receiverMobile: o.address.receiverMobile ?? '' } : null,
    total: rupeesFromPaise(o.totalPaise),
    discount: rupeesFromPaise(o.discountPaise),
    couponCode: o.couponCode,
    couponDiscount: rupeesFromPaise(o.couponDiscountPaise),
    delivery: rupeesFromPaise(o.deliveryPaise),
    slot: slotWordsOf(o),
    refundDue: rupeesFromPaise(o.refundDuePaise),
    refundRef: o.refundRef,
    refundedAt: isoOrNull(o.refundedAt),
    paidAmount: o.paidPaise === null ? null : rupeesFromPaise(o.paidPaise),
    lines: lines.map((l) => ({ id: l.id, substitute: l.substitute as SubstituteChoice, substitutedFor: l.substitutedFor, productId: l.productId, name: l.name, image: l.image, packSize: l.packSize, unitPrice: rupeesFromPaise(l.unitPricePaise), mrp: rupeesFromPaise(l.mrpPaise), qty: l.qty, total: rupeesFromPaise(l.totalPaise) })),
    history: history.map(({ row, firstName, lastName }) => ({
      status: row.status,
      statusName: orderStatusWord(row.status),
      note: row.note,
      changedBy: firstName === null ? null : `${firstName} ${lastName}`.trim(),
      at: iso(row.createdAt),
    })),
    nextStatuses: nextStatuses(o.status, o.paymentStatus),
  };
}

/**
 * The back office records that a UPI order's payment arrived, by its 12-digit UPI reference (UTR): only while the
 * order awaits its payment, one UTR pays one order (a unique index holds it when two admins race), and the amount
 * received must be the order's total (a part payment is not taken: the shop returns it). In one
 * transaction: the payment (guarded, so the expiry sweep and a second admin cannot both win), the customer's mail
 * queued in the outbox, and the audit row.
 */
export async function markOrderPaid(db: Db, actorId: number, id: number, { utr, amount }: { utr: string; amount: number }): Promise<AdminOrderDetail> {
  const amountPaise = paiseFromRupees(amount);
  try {
    return await db.transaction(async (tx) => {
      // Locked, so an expiry sweep claiming the same order waits for this one or is waited for.
      const [o] = await tx
        .select({ tranId: orders.tranId, status: orders.status, paymentMode: orders.paymentMode, paymentStatus: orders.paymentStatus, upiRef: orders.upiRef, payablePaise: orders.payablePaise })
        .from(orders)
        .where(eq(orders.id, id))
        .limit(1)
        .for('update');
      if (!o) throw notFound('No such order.');
      if (o.paymentMode !== PaymentMode.Upi) throw conflict(m`Order ${o.tranId} is paid by cash on delivery: there is no UPI payment to record.`);
      if (o.paymentStatus === PaymentStatus.Paid) throw conflict(m`Order ${o.tranId} is already marked paid (UTR ${o.upiRef}).`);
      if (o.paymentStatus !== PaymentStatus.Awaiting || o.status !== OrderStatus.Pending) {
        throw conflict(
          m`Order ${o.tranId} no longer awaits a payment: it was cancelled and its stock returned, so it cannot be marked paid. If the customer paid anyway, refund UTR ${utr} to them, or ask them to order again.`,
        );
      }
      if (amountPaise !== o.payablePaise) {
        throw badRequest(m`Amount received (${formatPaiseAsINR(amountPaise)}) must be the order's total, ${formatPaiseAsINR(o.payablePaise)}: check the payment in the bank statement, and return a payment of a different amount to the customer.`);
      }
      const [taken] = await tx.select({ tranId: orders.tranId }).from(orders).where(eq(orders.upiRef, utr)).limit(1);
      if (taken) throw conflict(m`UTR ${utr} is already recorded for order ${taken.tranId}: one UPI payment pays one order. Please check the reference.`);
      const paid = await tx
        .update(orders)
        .set({ paymentStatus: PaymentStatus.Paid, upiRef: utr, paidAt: new Date(), paidPaise: amountPaise })
        .where(and(eq(orders.id, id), eq(orders.paymentStatus, PaymentStatus.Awaiting)))
        .returning({ id: orders.id });
      if (!paid.length) throw conflict(m`Order ${o.tranId} was changed by someone else just now. Please reload it.`);
      await queueOrderMail(tx, id, 'paymentReceived');
      // The order's history says when it was paid and who recorded it, beside its status changes (issue 33).
      await addHistoryNote(tx, id, o.status, ShopNote.paidByUpi(formatPaiseAsINR(o.payablePaise), utr), actorId);
      await recordAudit(tx, { actorId, action: 'paid', entity: 'order', entityId: id, detail: { tranId: o.tranId, utr, amount: rupeesFromPaise(o.payablePaise) } });
      return getOrder(tx, id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      const [taken] = await db.select({ tranId: orders.tranId }).from(orders).where(eq(orders.upiRef, utr)).limit(1);
      throw conflict(m`UTR ${utr} is already recorded for order ${taken?.tranId ?? 'another order'}: one UPI payment pays one order. Please check the reference.`);
    }
    throw e;
  }
}

/** The back office's last words after a change the customer is mailed about: whether the customer will be told. */
export const customerTold = (order: { customerEmail: string | null }) => (order.customerEmail ? 'The customer will be told by e-mail.' : 'There is no e-mail address to tell the customer.');

export async function pendingOrders(db: Db, limit: number) {
  return orderSummaries(db, eq(orders.status, OrderStatus.Pending), { limit, oldestFirst: true });
}

export async function ordersOfMember(db: Db, memberId: number, limit: number) {
  return orderSummaries(db, eq(orders.memberId, memberId), { limit });
}
