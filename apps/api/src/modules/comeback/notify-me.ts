import { m } from '@shop/contract/text';
// "Notify me" (issue 17, part 3; decision 133): a member asks for one mail when a product out of stock is back.
// Migration 0015's trigger closes the requests and queues their mails in the order mail outbox in the transaction
// that brought the stock back; the outbox worker renders them (orders/back-in-stock-mail.ts). Nothing is ever put in a cart.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotifyMeRequest } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { categories, products, stockRequests } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { iso } from '../../lib/time.ts';
import { productColumns, productShown, toProduct } from '../catalog/index.ts';

/** The most requests one member may have waiting. */
export const NOTIFY_ME_LIMIT = 50;

/** GET /api/notifyme: the member's waiting requests, newest first, for products still on sale. */
export async function waitingRequests(db: Db, memberId: number): Promise<NotifyMeRequest[]> {
  const rows = await db
    .select({ ...productColumns, requestedAt: stockRequests.createdAt })
    .from(stockRequests)
    .innerJoin(products, eq(products.id, stockRequests.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(stockRequests.memberId, memberId), isNull(stockRequests.closedAt), productShown))
    .orderBy(desc(stockRequests.createdAt), desc(stockRequests.id))
    .limit(NOTIFY_ME_LIMIT);
  return rows.map(({ requestedAt, ...row }) => ({ Product: toProduct(row), RequestedAt: iso(requestedAt) }));
}

/**
 * POST /api/notifyme: a waiting request for a product on sale and out of stock (a product in stock is refused: it can
 * be bought now). Asking again while one waits changes nothing.
 */
export async function requestNotification(db: Db, memberId: number, productId: number): Promise<NotifyMeRequest[]> {
  const [product] = await db
    .select({ stock: products.stock, minQty: products.minQty, name: products.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), productShown))
    .limit(1);
  if (!product) throw notFound('This product is no longer available.');
  if (product.stock >= product.minQty) throw conflict(m`${product.name} is in stock: you can add it to your cart now.`);
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(stockRequests).where(and(eq(stockRequests.memberId, memberId), isNull(stockRequests.closedAt)));
    if (n >= NOTIFY_ME_LIMIT) throw conflict(m`You can wait for at most ${NOTIFY_ME_LIMIT} products at a time.`);
    await tx.insert(stockRequests).values({ memberId, productId }).onConflictDoNothing();
  });
  return waitingRequests(db, memberId);
}

/** POST /api/notifyme/cancel: withdraws the member's waiting request for the product. */
export async function cancelNotification(db: Db, memberId: number, productId: number): Promise<NotifyMeRequest[]> {
  // Read first: a refused call writes nothing.
  const [waiting] = await db
    .select({ id: stockRequests.id })
    .from(stockRequests)
    .where(and(eq(stockRequests.memberId, memberId), eq(stockRequests.productId, productId), isNull(stockRequests.closedAt)))
    .limit(1);
  if (!waiting) throw notFound('You are not waiting for this product.');
  await db.update(stockRequests).set({ closedAt: new Date() }).where(and(eq(stockRequests.id, waiting.id), isNull(stockRequests.closedAt)));
  return waitingRequests(db, memberId);
}

/** For the back office: how many members wait for each of these products (products nobody waits for are left out). */
export async function waitingCounts(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: stockRequests.productId, n: count() })
    .from(stockRequests)
    .where(and(inArray(stockRequests.productId, productIds), isNull(stockRequests.closedAt)))
    .groupBy(stockRequests.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
