// Reviews by verified buyers (issue 35, decision 260; E-Commerce Rules 4(9)): a member reviews a product only for an
// order line of it that was delivered to them, once per line; the shop shows a review only after approving it.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { REVIEW_LIST_LIMIT, type Review } from '@shop/contract';
import { orderStatusCodes } from '@shop/contract/format';
import type { Db } from '../../db/client.ts';
import { categories, members, orderLines, orders, products, reviews } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/reply.ts';
import { iso } from '../../lib/time.ts';
import { productShown } from '../catalog/index.ts';

/** The member's delivered order lines of the product not reviewed yet, oldest first. */
function unreviewedLines(db: Db, memberId: number, productId: number) {
  return db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(and(eq(orders.memberId, memberId), eq(orders.status, orderStatusCodes.Delivered), eq(orderLines.productId, productId), isNull(reviews.id)))
    .orderBy(asc(orderLines.id));
}

async function productOnSale(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), productShown))
    .limit(1);
  if (!row) throw notFound('This product is no longer available.');
}

/** GET /api/reviews?pid=: the approved reviews, newest first. */
export async function approvedReviews(db: Db, productId: number): Promise<Review[]> {
  await productOnSale(db, productId);
  const rows = await db
    .select({ id: reviews.id, firstName: members.firstName, rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt })
    .from(reviews)
    .leftJoin(members, eq(members.id, reviews.memberId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEW_LIST_LIMIT);
  return rows.map((r) => ({ Id: r.id, Name: r.firstName?.trim() || 'A verified buyer', Rating: r.rating, Text: r.text, CreatedAt: iso(r.createdAt) }));
}

/** GET /api/reviews/mine?pid=: can the member review it now, and how many of their reviews of it wait. */
export async function myReviews(db: Db, memberId: number, productId: number): Promise<{ CanReview: boolean; Pending: number }> {
  const [lines, [{ pending }]] = await Promise.all([
    unreviewedLines(db, memberId, productId).limit(1),
    db
      .select({ pending: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.memberId, memberId), eq(reviews.productId, productId), eq(reviews.status, 'pending'))),
  ]);
  return { CanReview: lines.length > 0, Pending: pending };
}

/**
 * POST /api/reviews: a pending review of the member's oldest delivered, unreviewed line of the product. The line is
 * unique in reviews, so two calls at once save one review and refuse the other.
 */
export async function writeReview(db: Db, memberId: number, input: { productID: number; rating: number; text: string }): Promise<{ Id: number; Status: 'pending' }> {
  await productOnSale(db, input.productID);
  const [line] = await unreviewedLines(db, memberId, input.productID).limit(1);
  if (!line) {
    const [bought] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.memberId, memberId), eq(orders.status, orderStatusCodes.Delivered), eq(orderLines.productId, input.productID)))
      .limit(1);
    throw forbidden(
      bought
        ? 'You have already reviewed each delivery of this product: you can review it again after your next delivery.'
        : 'Only shoppers who received this product can review it: you can write a review once an order with it is delivered to you.',
    );
  }
  const [saved] = await db
    .insert(reviews)
    .values({ orderLineId: line.id, productId: input.productID, memberId, rating: input.rating, text: input.text })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!saved) throw forbidden('You have already reviewed each delivery of this product: you can review it again after your next delivery.');
  return { Id: saved.id, Status: 'pending' };
}
