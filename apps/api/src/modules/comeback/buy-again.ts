// Buying again (issue 17, part 2; decision 132): what the member bought before. (Reordering puts one order back in
// the cart: reorder.ts.)
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { BUY_AGAIN_LIMIT, type Product } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { categories, orderLines, orders, products } from '../../db/schema/index.ts';
import { productColumns, productShown, toProduct } from '../catalog/index.ts';
import { OrderStatus } from '../orders/index.ts';

/**
 * GET /api/buyagain: the products of the member's orders (cancelled ones aside) still on sale, ranked by a sum over
 * the orders that held each of them of ½ per 30 days of age: bought often and lately first; ties by the last purchase.
 */
export async function buyAgain(db: Db, memberId: number): Promise<Product[]> {
  const bought = db
    .select({
      productId: orderLines.productId,
      score: sql<number>`sum(power(0.5, extract(epoch from (now() - ${orders.createdAt})) / 2592000.0))`.as('score'),
      last: sql<Date>`max(${orders.createdAt})`.as('last'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.memberId, memberId), ne(orders.status, OrderStatus.Cancelled)))
    .groupBy(orderLines.productId)
    .as('bought');
  const rows = await db
    .select(productColumns)
    .from(bought)
    .innerJoin(products, eq(products.id, bought.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productShown)
    .orderBy(desc(bought.score), desc(bought.last), desc(products.popularity))
    .limit(BUY_AGAIN_LIMIT);
  return rows.map(toProduct);
}
