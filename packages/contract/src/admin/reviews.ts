import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { pageOf, pagingQuery } from './common.ts';

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** GET /api/admin/reviews: reviews in one status (pending unless asked), oldest pending first, newest otherwise. */
export const adminReviewListQuery = pagingQuery.extend({
  status: z.enum(reviewStatuses, { error: 'status must be pending, approved or rejected.' }).default('pending'),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuery>;

export const adminReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  orderId: z.number().int(),
  memberEmail: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewListReply = envelope(pageOf(adminReview));
export const adminReviewReply = envelope(adminReview);
