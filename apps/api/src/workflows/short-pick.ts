import { m, type Text } from '@shop/contract/text';
import type { AdminOrderDetail } from '@shop/contract/admin';
import { substituteWords } from '@shop/contract/format';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../http/reply.ts';
import { formatPaiseAsINR } from '../lib/money.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { takeSubstitute } from '../modules/catalog/index.ts';
import { recountCouponUse } from '../modules/coupons/index.ts';
import { issueShortPickCreditNote } from '../modules/invoices/index.ts';
import {
  addHistoryNote,
  addSubstituteLine,
  getOrder,
  lineCountOf,
  lineTotalsOf,
  lockOrder,
  orderLineOf,
  OrderStatus,
  queueOrderMailAgain,
  setOrderTotals,
  shortenLine,
  ShopNote,
} from '../modules/orders/index.ts';

/**
 * POST /api/admin/orders/:id/short: `qty` units of a Pending order's line are not on the shelf. With `pid` they are
 * replaced by that product, at its price but never more than the short units cost (the line's choice must not be
 * "Don't replace"); without it they are removed. One transaction; the short units' stock stays taken: they were
 * not there.
 */
export async function shortPick(db: Db, actorId: number, orderId: number, input: { line: number; qty: number; pid?: number }): Promise<{ order: AdminOrderDetail; change: string }> {
  return db.transaction(async (tx) => {
    // 1. The order, locked, still Pending, and the line that ran short.
    const order = await lockOrder(tx, orderId);
    if (order.status !== OrderStatus.Pending) throw conflict(m`Order ${order.tranId} is no longer Pending: only a Pending order's items can be marked short.`);
    const line = await orderLineOf(tx, orderId, input.line);
    if (!line) throw notFound(m`Order ${order.tranId} has no such line.`);
    if (input.qty > line.qty) throw badRequest(m`The line has only ${line.qty} of ${line.name}: at most ${line.qty} can be short.`);

    // 2. The substitute's units taken from stock and its line added, or the units simply removed.
    let change: Text;
    if (input.pid !== undefined) {
      if (line.substitute === 'none') throw conflict(m`The customer chose "${substituteWords.none}" for ${line.name}: remove it instead.`);
      if (input.pid === line.productId) throw conflict(`A short item cannot be replaced by itself: choose another product, or remove it.`);
      const substitute = await takeSubstitute(tx, input.pid, input.qty);
      if (!substitute) throw notFound('No such product to substitute.');
      const p = substitute.product;
      if (!substitute.taken) throw conflict(m`Only ${p.stock} of ${p.name} in stock: choose another product, or remove the item.`);
      // Never more than the short units cost: the substitute at its own price, or at the short item's if that is lower.
      const unit = Math.min(p.pricePaise, line.unitPricePaise);
      await addSubstituteLine(tx, orderId, line, p, input.qty, unit);
      change = ShopNote.replaced(input.qty, `${line.name} (${line.packSize})`, `${p.name} (${p.packSize})`, formatPaiseAsINR(unit));
    } else {
      if ((await lineCountOf(tx, orderId)) === 1 && input.qty === line.qty) throw conflict(m`${line.name} is the order's only item: cancel the order instead.`);
      change = ShopNote.removed(input.qty, `${line.name} (${line.packSize})`);
    }
    await shortenLine(tx, line, input.qty);

    // 3. The totals again: the coupon on the smaller total (coupons), the amount payable and any refund owed (orders).
    const lineTotals = await lineTotalsOf(tx, orderId);
    const couponDiscountPaise = await recountCouponUse(tx, order, lineTotals.itemsPaise);
    const { payablePaise, owedBack } = await setOrderTotals(tx, order, { ...lineTotals, couponDiscountPaise });

    // 4. The history, the audit row and the shopper's mail listing what changed.
    await addHistoryNote(tx, orderId, OrderStatus.Pending, change, actorId);
    await recordAudit(tx, { actorId, action: 'short', entity: 'order', entityId: orderId, detail: { tranId: order.tranId, change: change.english, payable: [order.payablePaise, payablePaise], refundDue: owedBack } });
    await queueOrderMailAgain(tx, orderId, 'changed');

    // 5. What was not delivered is credited against the invoice, at the short item's HSN and rate (decision 251), last.
    const short = { description: `${line.name} (${line.packSize})`, hsn: line.hsn, ratePct: line.gstRate, packSize: line.packSize, qty: input.qty };
    await issueShortPickCreditNote(tx, orderId, new Date(), short, order.payablePaise - payablePaise, change.english);
    return { order: await getOrder(tx, orderId), change: change.english };
  });
}
