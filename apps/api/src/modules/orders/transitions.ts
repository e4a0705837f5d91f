import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderStatusWord } from '@shop/contract/format';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, orderStatusHistory, products } from '../../db/schema/index.ts';
import { conflict } from '../../http/reply.ts';
import { issueCancellationCreditNote } from '../invoices/index.ts';
import { queueOrderMail } from './mail-outbox.ts';
import { freeSlot } from '../delivery/index.ts';
import { takeFromBatches } from '../catalog/index.ts';
import { indiaDay } from '../../lib/time.ts';
import type { OrderMailKind } from './order-mails.ts';
import { OrderStatus, PaymentStatus } from './status.ts';

/**
 * The one place an order changes status, whoever asks (the member's cancel, the back office's status change):
 * Pending -> Shipped -> Delivered; Cancelled from Pending or Shipped; Delivered and Cancelled are final.
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
export function refusalOf(tranId: string, from: number, to: number, paymentStatus: string = PaymentStatus.CashOnDelivery): string | null {
  if (nextStatuses(from, paymentStatus).includes(to)) return null;
  if (paymentStatus === PaymentStatus.Awaiting && to === OrderStatus.Shipped && from === OrderStatus.Pending) {
    return `Order ${tranId} is awaiting its UPI payment: mark it paid with the UPI reference (UTR) before shipping it.`;
  }
  const fromName = orderStatusWord(from);
  if (from === to) return `Order ${tranId} is already ${fromName}.`;
  const next = nextStatuses(from).map(orderStatusWord);
  if (!next.length) return `Order ${tranId} is ${fromName}: its status can no longer change.`;
  return `Order ${tranId} is ${fromName}: it can only become ${next.join(' or ')}, not ${orderStatusWord(to)}.`;
}

/** Puts every unit of a cancelled order back on the shelf, locking the products in id order as checkout does. */
async function restoreStock(tx: DbOrTx, orderId: number) {
  const lines = await tx.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const ids = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  // Locked in id order and in the same mode as checkout locks them, so a cancel and a checkout never deadlock.
  if (ids.length) await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
  await tx.execute(sql`
    update ${products} p set stock = p.stock + l.qty, updated_at = now()
    from (select product_id, sum(qty)::int as qty from ${orderLines} where order_id = ${orderId} group by product_id) l
    where p.id = l.product_id`);
}

/**
 * A paid order that is cancelled owes back what was paid and not yet returned: its total now, plus a short pick's
 * refund still owed (decision 250). A short pick's refund already made stays in the history and the audit log.
 */
async function owePaidOrderBack(tx: DbOrTx, orderId: number) {
  await tx
    .update(orders)
    .set({
      refundDuePaise: sql`${orders.payablePaise} + case when ${orders.refundRef} is null then ${orders.refundDuePaise} else 0 end`,
      refundRef: null,
      refundedAt: null,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, PaymentStatus.Paid)));
}

/**
 * Moves an order from `from` to `to` inside the caller's transaction: the guarded update (so two people cannot both
 * move it), the history row, on cancelling every unit put back (and with it the coupon use, since uses on cancelled
 * orders do not count) and its delivery slot's place freed, and an unpaid UPI payment request closed (Expired: no
 * payment is taken for it any more), and the customer's mail queued in the same transaction; a cancelled order's tax
 * invoice is reversed by a credit note whose number is the transaction's last statement (decision 113); a paid order
 * owes its payment back (decision 250). Returns false
 * when the order was no longer in `from` (someone else moved it first). changedBy is null for the shop's own clock
 * (an unpaid UPI order expiring).
 */
export async function transitionOrder(
  tx: DbOrTx,
  /** `at`: when it moved, for the demo shop's past orders (modules/demo); now otherwise. */
  move: { orderId: number; from: number; to: number; changedBy: number | null; note: string; mail: OrderMailKind | null; at?: Date },
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ status: move.to })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  if (!moved.length) return false;
  await tx.insert(orderStatusHistory).values({ orderId: move.orderId, status: move.to, note: move.note, changedBy: move.changedBy, ...(move.at && { createdAt: move.at }) });
  if (move.to === OrderStatus.Cancelled) {
    await restoreStock(tx, move.orderId);
    // The order's place in its delivery slot is free again.
    const [slot] = await tx.select({ slotId: orders.slotId, slotDay: orders.slotDay }).from(orders).where(eq(orders.id, move.orderId)).limit(1);
    if (slot?.slotId && slot.slotDay) await freeSlot(tx, slot.slotId, slot.slotDay);
    await tx
      .update(orders)
      .set({ paymentStatus: PaymentStatus.Expired })
      .where(and(eq(orders.id, move.orderId), eq(orders.paymentStatus, PaymentStatus.Awaiting)));
    await owePaidOrderBack(tx, move.orderId);
  }
  if (move.to === OrderStatus.Shipped) {
    // What leaves the shop leaves its batches, earliest expiry first (decision 270).
    const lines = await tx.select({ productId: orderLines.productId, qty: orderLines.qty }).from(orderLines).where(eq(orderLines.orderId, move.orderId)).orderBy(asc(orderLines.id));
    await takeFromBatches(tx, lines, indiaDay(move.at ?? new Date()));
  }
  if (move.mail) await queueOrderMail(tx, move.orderId, move.mail);
  // Every saved order has its tax invoice, so every cancellation issues a credit note, last (its counter is shared).
  if (move.to === OrderStatus.Cancelled) await issueCancellationCreditNote(tx, move.orderId, move.at ?? new Date());
  return true;
}

/** transitionOrder, refusing with 409 when someone moved the order first. */
export async function transitionOrThrow(tx: DbOrTx, move: Parameters<typeof transitionOrder>[1], movedByOther: string) {
  if (!(await transitionOrder(tx, move))) throw conflict(movedByOther);
}
