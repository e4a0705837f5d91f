// "Notify me" (issue 17, part 3; decision 133): a member asks for one mail when a product out of stock is back.
// Migration 0015's trigger closes the requests and queues their mails in the order mail outbox in the transaction
// that brought the stock back; the outbox worker (mail-outbox.ts) renders them here. Nothing is ever put in a cart.
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NotifyMeRequest } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { categories, members, products, stockRequests } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { iso } from '../../lib/time.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { productColumns, productShown, toProduct } from '../catalog/index.ts';
import { composeMail, shopIdentity, type Mail } from '../mail/index.ts';

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
  if (product.stock >= product.minQty) throw conflict(`${product.name} is in stock: you can add it to your cart now.`);
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(stockRequests).where(and(eq(stockRequests.memberId, memberId), isNull(stockRequests.closedAt)));
    if (n >= NOTIFY_ME_LIMIT) throw conflict(`You can wait for at most ${NOTIFY_ME_LIMIT} products at a time.`);
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

/** The back-in-stock mail of a closed request, with the product as it is now; null when there is nobody to mail. */
export async function renderBackInStockMail(app: FastifyInstance, stockRequestId: number): Promise<Mail | null> {
  const [[row], shop] = await Promise.all([
    app.db
      .select({ email: members.email, firstName: members.firstName, productId: products.id, name: products.name, packSize: products.packSize, pricePaise: products.pricePaise })
      .from(stockRequests)
      .innerJoin(members, eq(members.id, stockRequests.memberId))
      .innerJoin(products, eq(products.id, stockRequests.productId))
      .where(eq(stockRequests.id, stockRequestId))
      .orderBy(asc(stockRequests.id))
      .limit(1),
    shopIdentity(app.db, app.config.mailFrom),
  ]);
  if (!row?.email) return null;
  return composeMail({
    to: row.email,
    subject: `${row.name} is back in stock`,
    shopName: shop.name,
    greeting: `Namaste ${row.firstName},`,
    blocks: [
      { p: `Good news: ${row.name} (${row.packSize}) is back in stock at ${shop.name}, at ${formatPaiseAsINR(row.pricePaise)}. You asked us to tell you once; this is that mail.` },
      { button: { label: 'See the product', href: `${app.config.publicUrl.replace(/\/+$/, '')}/product/${row.productId}` } },
      { note: 'Stock can sell out again quickly. We have not put anything in your cart.' },
    ],
    footer: `You receive this mail because you asked ${shop.name} to tell you when this product is back in stock.`,
  });
}
