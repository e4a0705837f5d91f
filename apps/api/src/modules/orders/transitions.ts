import type { Message } from '../../http/reply.ts';
import { m, wordText } from '@shop/contract/text';
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderStatusWord } from '@shop/contract/format';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { OrderStatus, PaymentStatus } from './status.ts';

/**
 * An order's statuses and the moves between them: Pending -> Shipped -> Delivered; Cancelled from Pending or
 * Shipped; Delivered and Cancelled are final. What a move does beyond the order (stock back, the slot freed, the
 * credit note) is the workflow's, workflows/order-status.ts.
 */
const allowedMoves: Record<number, number[]> = {
  [OrderStatus.Pending]: [OrderStatus.Shipped, OrderStatus.Cancelled],
  [OrderStatus.Shipped]: [OrderStatus.Delivered, OrderStatus.Cancelled],
  [OrderStatus.Delivered]: [],
  [OrderStatus.Cancelled]: [],
};

/**
 * The statuses an order may move to now. A UPI order awaiting its payment is not shipped before the payment arrives
 * (the back office marks it paid first); it can still be cancelled.
 */
export const nextStatuses = (from: number, paymentStatus: string = PaymentStatus.CashOnDelivery): number[] =>
  (allowedMoves[from] ?? []).filter((to) => !(paymentStatus === PaymentStatus.Awaiting && to === OrderStatus.Shipped));

/** Why an order cannot move from one status to another (the back office's wording), or null when it can. */
export function refusalOf(tranId: string, from: number, to: number, paymentStatus: string = PaymentStatus.CashOnDelivery): Message | null {
  if (nextStatuses(from, paymentStatus).includes(to)) return null;
  if (paymentStatus === PaymentStatus.Awaiting && to === OrderStatus.Shipped && from === OrderStatus.Pending) {
    return m`Order ${tranId} is awaiting its UPI payment: mark it paid with the UPI reference (UTR) before shipping it.`;
  }
  const fromName = wordText(orderStatusWord(from));
  if (from === to) return m`Order ${tranId} is already ${fromName}.`;
  const next = nextStatuses(from).map(orderStatusWord);
  if (!next.length) return m`Order ${tranId} is ${fromName}: its status can no longer change.`;
  return m`Order ${tranId} is ${fromName}: it can only become ${next.join(' or ')}, not ${wordText(orderStatusWord(to))}.`;
}

/**
 * A paid order that is cancelled owes back what was paid and not yet returned: its total now, plus a short pick's
 * refund still owed (decision 250). A short pick's refund already made stays in the history and the audit log. An
 * unpaid UPI order's payment request is closed (Expired: no payment is taken for it any more).
 */
export async function settleCancelledPayment(tx: DbOrTx, orderId: number) {
  await tx
    .update(orders)
    .set({ paymentStatus: PaymentStatus.Expired })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PaymentStatus.Awaiting)));
  await tx
    .update(orders)
    .set({
      refundDuePaise: sql`${orders.payablePaise} + case when ${orders.refundRef} is null then ${orders.refundDuePaise} else 0 end`,
      refundRef: null,
      refundedAt: null,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PaymentStatus.Paid)));
}

export type StatusMove = { orderId: number; from: number; to: number; changedBy: number | null; note: string; at?: Date };

/**
 * Moves an order's status from `from` to `to` with a guarded update (so two people cannot both move it) and writes
 * the history row. False when the order was no longer in `from` (someone else moved it first). changedBy is null
 * for the shop's own clock (an unpaid UPI order expiring); `at` is when it moved, for the demo shop's past orders.
 */
export async function moveStatus(tx: DbOrTx, move: StatusMove): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ status: move.to })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  if (!moved.length) return false;
  await tx.insert(orderStatusHistory).values({ orderId: move.orderId, status: move.to, note: move.note, changedBy: move.changedBy, ...(move.at && { createdAt: move.at }) });
  return true;
}

/** The products and quantities of an order's lines, in line order (what a cancellation gives back, what shipping takes). */
export async function orderLinesOf(tx: DbOrTx, orderId: number): Promise<{ productId: number; qty: number }[]> {
  return tx.select({ productId: orderLines.productId, qty: orderLines.qty }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** The delivery slot the order holds a place in, or null. */
export async function slotOf(tx: DbOrTx, orderId: number): Promise<{ slotId: number; day: string } | null> {
  const [slot] = await tx.select({ slotId: orders.slotId, slotDay: orders.slotDay }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return slot?.slotId && slot.slotDay ? { slotId: slot.slotId, day: slot.slotDay } : null;
}

/** Where an order stands, for deciding a move: its status, payment status and transaction id (404 when there is no such order). */
export async function orderStateOf(tx: DbOrTx, orderId: number): Promise<{ status: number; tranId: string; paymentStatus: string }> {
  const [state] = await tx.select({ status: orders.status, tranId: orders.tranId, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!state) throw notFound('No such order.');
  return state;
}
