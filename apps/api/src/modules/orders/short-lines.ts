import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderLines, orders, orderStatusHistory, products } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import type { Text } from '@shop/contract/text';
import { PaymentStatus } from './status.ts';

/** An order's lines and totals as a short pick changes them (workflows/short-pick.ts tells the whole story). */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The order, locked until the transaction ends, so that two changes to it queue. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  if (!order) throw notFound('No such order.');
  return order;
}

/** One line of the order, or undefined when the order has no such line. */
export async function orderLineOf(tx: DbOrTx, orderId: number, lineId: number): Promise<OrderLineRow | undefined> {
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
    .limit(1);
  return line;
}

export async function lineCountOf(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return row.n;
}

/**
 * The substitute's line: `qty` units of `product` at `unitPaise` each (never more than the short item cost), at the
 * substitute's own HSN code and GST rate, naming the item it replaces.
 */
export async function addSubstituteLine(tx: DbOrTx, orderId: number, replaced: OrderLineRow, product: typeof products.$inferSelect, qty: number, unitPaise: number) {
  const mrp = Math.max(product.mrpPaise, unitPaise);
  await tx.insert(orderLines).values({
    orderId,
    productId: product.id,
    name: product.name,
    image: product.image,
    packSize: product.packSize,
    unitPricePaise: unitPaise,
    mrpPaise: mrp,
    qty,
    discountPaise: (mrp - unitPaise) * qty,
    totalPaise: unitPaise * qty,
    hsn: product.hsn,
    gstRate: product.gstRate,
    substitute: 'none',
    substitutedFor: replaced.name,
  });
}

/** The line keeps `qty` fewer units; with none left it goes. */
export async function shortenLine(tx: DbOrTx, line: OrderLineRow, qty: number) {
  const left = line.qty - qty;
  if (left === 0) await tx.delete(orderLines).where(eq(orderLines.id, line.id));
  else await tx.update(orderLines).set({ qty: left, totalPaise: line.unitPricePaise * left, discountPaise: (line.mrpPaise - line.unitPricePaise) * left }).where(eq(orderLines.id, line.id));
}

/** The order's lines summed again: MRP total and selling-price total. */
export async function lineTotalsOf(tx: DbOrTx, orderId: number): Promise<{ totalPaise: number; itemsPaise: number }> {
  const lines = await tx.select({ mrpPaise: orderLines.mrpPaise, qty: orderLines.qty, totalPaise: orderLines.totalPaise }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return { totalPaise: lines.reduce((n, l) => n + l.mrpPaise * l.qty, 0), itemsPaise: lines.reduce((n, l) => n + l.totalPaise, 0) };
}

/**
 * The order's new totals after its lines changed, and for a paid order the refund it now owes (returned). A refund
 * already paid back stays in the history and the audit log; a later shortfall is a new amount owed.
 */
export async function setOrderTotals(tx: DbOrTx, order: OrderRow, totals: { totalPaise: number; itemsPaise: number; couponDiscountPaise: number }): Promise<{ payablePaise: number; owedBack: number }> {
  const payablePaise = totals.itemsPaise - totals.couponDiscountPaise + order.deliveryPaise;
  const owedBack = order.paymentStatus === PaymentStatus.Paid ? Math.max(0, order.payablePaise - payablePaise) : 0;
  const refund = owedBack ? (order.refundRef ? { refundDuePaise: owedBack, refundRef: null, refundedAt: null } : { refundDuePaise: order.refundDuePaise + owedBack }) : {};
  await tx
    .update(orders)
    .set({ totalPaise: totals.totalPaise, discountPaise: totals.totalPaise - totals.itemsPaise, couponDiscountPaise: totals.couponDiscountPaise, payablePaise, ...refund })
    .where(eq(orders.id, order.id));
  return { payablePaise, owedBack };
}

/**
 * A line in the order's history that does not change its status (a short pick, a payment recorded): a ShopNote, kept
 * in English and as its text's id and values.
 */
export async function addHistoryNote(tx: DbOrTx, orderId: number, status: number, note: Text, changedBy: number | null) {
  const values = Object.fromEntries(Object.entries(note.values ?? {}).map(([key, value]) => [key, String(value)]));
  await tx.insert(orderStatusHistory).values({ orderId, status, note: note.english, noteText: { id: note.id, values }, changedBy });
}
