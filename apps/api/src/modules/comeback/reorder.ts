import { m } from '@shop/contract/text';
// Reordering (issue 17, part 2; decision 132): one of the member's orders put back in the cart through add to cart's
// own rules. The order is read from its tables (the orders module depends on the cart's pricing, not the reverse).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReorderReply } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/reply.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { addToCart, cartQuantity } from '../cart/index.ts';

/**
 * POST /api/reorder: each product of one of the member's own orders added to the cart with add to cart's rules, at the
 * order's quantity brought within the product's maximum and stock (and raised to its minimum). A line the rules
 * refuse is skipped with their words; nothing of another member's order is read. Each line carries the product's
 * Hindi name, and its note or reason is written in the language asked for (the reply's msg is translated on its way out).
 */
export async function reorder(db: Db, memberId: number, orderId: number, language: Language = 'en'): Promise<ReorderReply> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId))).limit(1);
  if (!order) throw notFound('No such order.');
  const lines = await db
    .select({ productId: orderLines.productId, name: orderLines.name, qty: sql<number>`sum(${orderLines.qty})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId, orderLines.name)
    .orderBy(sql`min(${orderLines.id})`);
  const now = await db
    .select({ id: products.id, hindiName: products.hindiName, stock: products.stock, minQty: products.minQty, maxQty: products.maxQty })
    .from(products)
    .where(inArray(products.id, lines.map((l) => l.productId)));
  const byId = new Map(now.map((p) => [p.id, p]));
  const added: ReorderReply['data']['Added'] = [];
  const skipped: ReorderReply['data']['Skipped'] = [];
  for (const line of lines) {
    const p = byId.get(line.productId);
    const hindiName = p?.hindiName ?? null;
    const wanted = p ? Math.max(p.minQty, Math.min(line.qty, p.maxQty, p.stock)) : line.qty;
    try {
      const { qty } = await addToCart(db, memberId, line.productId, wanted, language);
      const note = qty === line.qty ? null : qty > line.qty ? m`${qty} in your cart (you ordered ${line.qty}).` : m`Only ${qty} can be added now (you ordered ${line.qty}).`;
      added.push({ Id: line.productId, Name: line.name, HindiName: hindiName, Qty: qty, Note: note && translate(note, language) });
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      skipped.push({ Id: line.productId, Name: line.name, HindiName: hindiName, Reason: translate(err.text, language) });
    }
  }
  const msg = !added.length
    ? 'None of this order can be added to your cart now.'
    : skipped.length
      ? `${added.length} of ${lines.length} products added to your cart; ${skipped.length} could not be.`
      : added.some((a) => a.Note)
        ? 'Your order is back in your cart, some quantities changed.'
        : 'Your order is back in your cart.';
  return { response: true, msg, data: { Added: added, Skipped: skipped }, totalCartQuantity: await cartQuantity(db, memberId) };
}
