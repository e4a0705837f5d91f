import { m } from '@shop/contract/text';
import { eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/reply.ts';
import { formatPaiseAsINR, paiseFromRupees } from '../../lib/money.ts';
import { recordAudit } from '../audit/index.ts';
import { getOrder } from './admin.service.ts';
import { lockOrder } from './short-lines.ts';

/**
 * POST /api/admin/orders/:id/refund: the refund owed (after a cancellation or a short pick) was paid back, with its
 * reference; the amount must be what is owed, so a typing slip is caught before it reaches the books.
 */
export async function recordRefund(db: Db, actorId: number, orderId: number, input: { ref: string; amount: number }): Promise<AdminOrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order.refundDuePaise) throw conflict(m`Order ${order.tranId} owes no refund.`);
    if (order.refundRef) throw conflict(m`Order ${order.tranId}'s refund is already recorded (${order.refundRef}).`);
    if (paiseFromRupees(input.amount) !== order.refundDuePaise) {
      throw badRequest(m`Refund amount (${formatPaiseAsINR(paiseFromRupees(input.amount))}) must be what is owed, ${formatPaiseAsINR(order.refundDuePaise)}.`);
    }
    await tx.update(orders).set({ refundRef: input.ref, refundedAt: new Date() }).where(eq(orders.id, orderId));
    await recordAudit(tx, { actorId, action: 'refund', entity: 'order', entityId: orderId, detail: { tranId: order.tranId, ref: input.ref, amount: order.refundDuePaise } });
    return getOrder(tx, orderId);
  });
}
