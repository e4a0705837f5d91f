import { m } from '@shop/contract/text';
// The back office decides on reviews (decision 260): a pending review is approved (shown) or rejected; an approved one
// can be withdrawn (rejected). The product's review count and star sum change in the same transaction.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AdminPage, AdminReview, AdminReviewListQuery, ReviewStatus } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { members, orderLines, products, reviews } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { pageWindow } from '../../lib/paging.ts';
import { iso, isoOrNull } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { countRating } from '../catalog/index.ts';

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  orderId: orderLines.orderId,
  memberEmail: members.email,
  rating: reviews.rating,
  text: reviews.text,
  status: reviews.status,
  createdAt: reviews.createdAt,
  decidedAt: reviews.decidedAt,
};

type ReviewRow = Omit<AdminReview, 'createdAt' | 'decidedAt'> & { createdAt: Date; decidedAt: Date | null };

const toAdminReview = (r: ReviewRow): AdminReview => ({ ...r, createdAt: iso(r.createdAt), decidedAt: isoOrNull(r.decidedAt) });

function selectReviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .leftJoin(members, eq(members.id, reviews.memberId));
}

/** GET /api/admin/reviews: one status's reviews, a page at a time; the oldest pending first, else the newest first. */
export async function listReviews(db: Db, query: Required<Pick<AdminReviewListQuery, 'status'>> & { page: number; pageSize: number }): Promise<AdminPage<AdminReview>> {
  const where = eq(reviews.status, query.status);
  const order = query.status === 'pending' ? [asc(reviews.createdAt), asc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    selectReviews(db).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { items: rows.map(toAdminReview), total, page: query.page, pageSize: query.pageSize };
}

/**
 * POST /api/admin/reviews/:id/approve and /reject. Approving takes a pending review; rejecting a pending or an
 * approved one. The status changes only from the one read (a conditional UPDATE), so two admins deciding at once count
 * the stars once.
 */
export async function decideReview(db: Db, actorId: number, id: number, to: Exclude<ReviewStatus, 'pending'>): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: reviews.status, rating: reviews.rating, productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    if (!current) throw notFound('This review does not exist.');
    const allowed = to === 'approved' ? current.status === 'pending' : current.status !== 'rejected';
    if (!allowed) throw conflict(to === 'approved' ? m`This review is ${current.status} already: only a pending review can be approved.` : m`This review is rejected already.`);
    const [moved] = await tx
      .update(reviews)
      .set({ status: to, decidedAt: new Date() })
      .where(and(eq(reviews.id, id), eq(reviews.status, current.status)))
      .returning({ id: reviews.id });
    if (!moved) throw conflict('Someone else decided on this review just now: reload the list.');
    const sign = to === 'approved' ? 1 : current.status === 'approved' ? -1 : 0;
    if (sign !== 0) await countRating(tx, current.productId, current.rating, sign);
    await recordAudit(tx, { actorId, action: to === 'approved' ? 'approve' : 'reject', entity: 'review', entityId: id, detail: { from: current.status } });
  });
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return toAdminReview(row);
}
