import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '@shop/contract/admin';
import { substituteWords } from '@shop/contract/format';
import type { Db, Tx } from '../../db/client.ts';
import { couponUses, coupons, orderLines, orders, orderStatusHistory, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';
import { formatPaiseAsINR, paiseFromRupees } from '../../lib/money.ts';
import { recordAudit } from '../audit/index.ts';
import { couponDiscountPaise, couponShortfall } from '../coupons/index.ts';
import { getOrder, OrderStatus, PaymentStatus, queueOrderMailAgain } from '../orders/index.ts';
import { issueShortPickCreditNote } from '../invoices/index.ts';

/** Sums an order's lines again after a change: MRP total, selling-price total, and the coupon on the new items total. */
async function retotal(tx: Tx, order: typeof orders.$inferSelect) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const totalPaise = lines.reduce((n, l) => n + l.mrpPaise * l.qty, 0);
  const itemsPaise = lines.reduce((n, l) => n + l.totalPaise, 0);
  let couponPaise = 0;
  if (order.couponCode) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, order.couponCode)).limit(1);
    // The coupon follows its own rules on the smaller total: below its minimum it no longer applies (decision 126).
    if (coupon && !couponShortfall(coupon, itemsPaise)) couponPaise = Math.min(couponDiscountPaise(coupon, itemsPaise), order.couponDiscountPaise);
    await tx.update(couponUses).set({ discountPaise: couponPaise }).where(eq(couponUses.orderId, order.id));
  }
  const payablePaise = itemsPaise - couponPaise + order.deliveryPaise;
  return { totalPaise, discountPaise: totalPaise - itemsPaise, couponDiscountPaise: couponPaise, payablePaise };
}

/**
 * POST /api/admin/orders/:id/short: `qty` units of a Pending order's line are not on the shelf. With `pid` they are
 * replaced by that product, at its price but never more than the short units cost (the line's choice must not be
 * "Don't replace"); without it they are removed. In one transaction: the lines, the substitute's stock (taken with the
 * guarded update), the totals, the coupon, the cash-on-delivery amount, a paid UPI order's refund owed, a history note,
 * the audit row, the shopper's mail listing what changed, and a credit note for what the total fell by. The short units' stock stays taken: they were not there.
 */
export async function shortLine(db: Db, actorId: number, orderId: number, input: { line: number; qty: number; pid?: number }): Promise<{ order: AdminOrderDetail; change: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order) throw notFound('No such order.');
    if (order.status !== OrderStatus.Pending) throw conflict(`Order ${order.tranId} is no longer Pending: only a Pending order's items can be marked short.`);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, input.line), eq(orderLines.orderId, orderId)))
      .limit(1);
    if (!line) throw notFound(`Order ${order.tranId} has no such line.`);
    if (input.qty > line.qty) throw badRequest(`The line has only ${line.qty} of ${line.name}: at most ${line.qty} can be short.`);

    let change: string;
    if (input.pid !== undefined) {
      if (line.substitute === 'none') throw conflict(`The customer chose "${substituteWords.none}" for ${line.name}: remove it instead.`);
      if (input.pid === line.productId) throw conflict(`A short item cannot be replaced by itself: choose another product, or remove it.`);
      const [p] = await tx.select().from(products).where(eq(products.id, input.pid)).limit(1).for('no key update');
      if (!p) throw notFound('No such product to substitute.');
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${input.qty}`, updatedAt: new Date() })
        .where(and(eq(products.id, p.id), sql`${products.stock} >= ${input.qty}`))
        .returning({ id: products.id });
      if (!taken.length) throw conflict(`Only ${p.stock} of ${p.name} in stock: choose another product, or remove the item.`);
      // Never more than the short units cost: the substitute at its own price, or at the short item's if that is lower.
      const unit = Math.min(p.pricePaise, line.unitPricePaise);
      const mrp = Math.max(p.mrpPaise, unit);
      await tx.insert(orderLines).values({
        orderId,
        productId: p.id,
        name: p.name,
        image: p.image,
        packSize: p.packSize,
        unitPricePaise: unit,
        mrpPaise: mrp,
        qty: input.qty,
        discountPaise: (mrp - unit) * input.qty,
        totalPaise: unit * input.qty,
        // A substitute is sold at its own HSN code and GST rate.
        hsn: p.hsn,
        gstRate: p.gstRate,
        substitute: 'none',
        substitutedFor: line.name,
      });
      change = `${input.qty} x ${line.name} (${line.packSize}) replaced by ${p.name} (${p.packSize}) at ${formatPaiseAsINR(unit)} each.`;
    } else {
      const others = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
      if (others.length === 1 && input.qty === line.qty) throw conflict(`${line.name} is the order's only item: cancel the order instead.`);
      change = `${input.qty} x ${line.name} (${line.packSize}) removed: we ran short of it.`;
    }
    const left = line.qty - input.qty;
    if (left === 0) await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    else await tx.update(orderLines).set({ qty: left, totalPaise: line.unitPricePaise * left, discountPaise: (line.mrpPaise - line.unitPricePaise) * left }).where(eq(orderLines.id, line.id));

    const totals = await retotal(tx, order);
    const owedBack = order.paymentStatus === PaymentStatus.Paid ? Math.max(0, order.payablePaise - totals.payablePaise) : 0;
    await tx
      .update(orders)
      // A refund already paid back stays in the history and the audit log; a later shortfall is a new amount owed.
      .set({ ...totals, ...(owedBack ? (order.refundRef ? { refundDuePaise: owedBack, refundRef: null, refundedAt: null } : { refundDuePaise: order.refundDuePaise + owedBack }) : {}) })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status: OrderStatus.Pending, note: change, changedBy: actorId });
    await recordAudit(tx, { actorId, action: 'short', entity: 'order', entityId: orderId, detail: { tranId: order.tranId, change, payable: [order.payablePaise, totals.payablePaise], refundDue: owedBack } });
    await queueOrderMailAgain(tx, orderId, 'changed');
    // What was not delivered is credited against the invoice, at the short item's HSN and rate (decision 251), last.
    const short = { description: `${line.name} (${line.packSize})`, hsn: line.hsn, ratePct: line.gstRate, packSize: line.packSize, qty: input.qty };
    await issueShortPickCreditNote(tx, orderId, new Date(), short, order.payablePaise - totals.payablePaise, change);
    return { order: await getOrder(tx, orderId), change };
  });
}

/**
 * POST /api/admin/orders/:id/refund: the refund owed (after a cancellation or a short pick) was paid back, with its
 * reference; the amount must be what is owed, so a typing slip is caught before it reaches the books.
 */
export async function recordRefund(db: Db, actorId: number, orderId: number, input: { ref: string; amount: number }): Promise<AdminOrderDetail> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order) throw notFound('No such order.');
    if (!order.refundDuePaise) throw conflict(`Order ${order.tranId} owes no refund.`);
    if (order.refundRef) throw conflict(`Order ${order.tranId}'s refund is already recorded (${order.refundRef}).`);
    if (paiseFromRupees(input.amount) !== order.refundDuePaise) {
      throw badRequest(`Refund amount (${formatPaiseAsINR(paiseFromRupees(input.amount))}) must be what is owed, ${formatPaiseAsINR(order.refundDuePaise)}.`);
    }
    await tx.update(orders).set({ refundRef: input.ref, refundedAt: new Date() }).where(eq(orders.id, orderId));
    await recordAudit(tx, { actorId, action: 'refund', entity: 'order', entityId: orderId, detail: { tranId: order.tranId, ref: input.ref, amount: order.refundDuePaise } });
    return getOrder(tx, orderId);
  });
}
