import { m, wordText } from '@shop/contract/text';
import type { AdminOrderDetail } from '@shop/contract/admin';
import type { OrderDetails } from '@shop/contract';
import type { Db, DbOrTx } from '../db/client.ts';
import { conflict } from '../http/reply.ts';
import { indiaDay } from '../lib/time.ts';
import type { Language } from '../i18n/translate.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { returnStock, returnToBatches, takeFromBatches } from '../modules/catalog/index.ts';
import { freeSlot } from '../modules/delivery/index.ts';
import { issueCancellationCreditNote } from '../modules/invoices/index.ts';
import {
  cancelledByCustomerNote,
  getOrder,
  memberOrderDetails,
  moveStatus,
  orderLinesOf,
  orderStateOf,
  OrderStatus,
  orderStatusWord,
  ownOrder,
  queueOrderMail,
  recordDocumentNumber,
  refusalOf,
  settleCancelledPayment,
  slotOf,
  type OrderMailKind,
  type StatusMove,
} from '../modules/orders/index.ts';

/**
 * An order's status moves, whoever asks (the member's cancel, the back office, the expiry of an unpaid UPI order,
 * the demo shop's past), in the caller's transaction:
 * - the status, with a guarded update and a history row (orders); false when someone moved it first;
 * - cancelled: every unit back on the shelf, and a shipped order's back in the batches it left (catalog), its place
 *   in the delivery slot freed (delivery), an unpaid UPI request closed or a paid order's money owed back (orders,
 *   decision 250);
 * - shipped: the units leave their batches, earliest expiry first, each batch's units recorded against the order
 *   (catalog, decisions 270 and 282);
 * - the customer's mail queued (orders' outbox);
 * - cancelled: the invoice reversed by a credit note whose number is the transaction's last statement (invoices,
 *   decision 113), written on the order.
 */
export async function moveOrder(tx: DbOrTx, move: StatusMove & { mail: OrderMailKind | null }): Promise<boolean> {
  if (!(await moveStatus(tx, move))) return false;
  const at = move.at ?? new Date();
  if (move.to === OrderStatus.Cancelled) {
    await returnStock(tx, await orderLinesOf(tx, move.orderId));
    await returnToBatches(tx, move.orderId);
    const slot = await slotOf(tx, move.orderId);
    if (slot) await freeSlot(tx, slot.slotId, slot.day);
    await settleCancelledPayment(tx, move.orderId);
  }
  if (move.to === OrderStatus.Shipped) await takeFromBatches(tx, move.orderId, await orderLinesOf(tx, move.orderId), indiaDay(at), at);
  if (move.mail) await queueOrderMail(tx, move.orderId, move.mail);
  if (move.to === OrderStatus.Cancelled) await recordDocumentNumber(tx, move.orderId, await issueCancellationCreditNote(tx, move.orderId, at));
  return true;
}

/** POST /api/order/cancel: the member cancels their own Pending order, in one transaction. */
export async function cancelByMember(db: Db, memberId: number, id: number, reason: string, language: Language = 'en'): Promise<OrderDetails> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, memberId, id);
    if (order.status !== OrderStatus.Pending) {
      if (order.status === OrderStatus.Cancelled) throw conflict('This order is Cancelled and can no longer be cancelled.');
      const status = wordText(orderStatusWord(order.status));
      throw conflict(order.status === OrderStatus.Shipped ? m`This order is ${status} and can no longer be cancelled. Please contact us for help.` : m`This order is ${status} and can no longer be cancelled.`);
    }
    const moved = await moveOrder(tx, { orderId: id, from: OrderStatus.Pending, to: OrderStatus.Cancelled, changedBy: memberId, note: cancelledByCustomerNote(reason), mail: 'cancelled' });
    if (!moved) throw conflict('This order was changed just now. Please reload it.');
    return memberOrderDetails(tx, memberId, id, language);
  });
}

/** The mail the customer gets for each move the shop makes. */
const mailOfMove: Record<number, OrderMailKind> = { [OrderStatus.Shipped]: 'shipped', [OrderStatus.Delivered]: 'delivered', [OrderStatus.Cancelled]: 'cancelledByShop' };

/** PUT /api/admin/orders/:id/status: the shop moves an order to a new status, recorded in the audit log. */
export async function changeStatusByShop(db: Db, actorId: number, id: number, to: number, note = ''): Promise<AdminOrderDetail> {
  return db.transaction(async (tx) => {
    const current = await orderStateOf(tx, id);
    const refusal = refusalOf(current.tranId, current.status, to, current.paymentStatus);
    if (refusal) throw conflict(refusal);
    const moved = await moveOrder(tx, { orderId: id, from: current.status, to, changedBy: actorId, note, mail: mailOfMove[to] ?? null });
    if (!moved) throw conflict(m`Order ${current.tranId} was changed by someone else just now. Please reload it.`);
    await recordAudit(tx, { actorId, action: 'status', entity: 'order', entityId: id, detail: { tranId: current.tranId, from: orderStatusWord(current.status), to: orderStatusWord(to), note } });
    return getOrder(tx, id);
  });
}
