import { said } from './text.ts';
import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';
import { wholeNumber } from './cart.ts';

// Reviews by verified buyers (issue 35, decision 260): one per delivered order line, shown once the shop approved it.

/** The longest review text. */
export const REVIEW_TEXT_MAX = 1000;
/** The most approved reviews GET /api/reviews returns, newest first. */
export const REVIEW_LIST_LIMIT = 50;

/** POST /api/reviews (auth): stars from 1 to 5 and a few words about a product the member received. */
export const reviewBody = z.object({
  productID: wholeNumber('productID', 1, 2_147_483_647),
  rating: wholeNumber('rating', 1, 5),
  text: z
    .string({ error: 'Please write a few words about the product.' })
    .trim()
    .min(1, { error: 'Please write a few words about the product.' })
    .max(REVIEW_TEXT_MAX, { error: said`A review can be at most ${REVIEW_TEXT_MAX} characters.` }),
});
export type ReviewInput = z.input<typeof reviewBody>;

/** GET /api/reviews?pid= and GET /api/reviews/mine?pid=. */
export const reviewsQuery = z.object({ pid: idParam('pid') });

/** An approved review: the buyer's first name ("A verified buyer" once the account is closed), stars, text and date. */
export const review = z.object({ Id: z.number().int(), Name: z.string(), Rating: z.number().int(), Text: z.string(), CreatedAt: z.string() });
export type Review = z.infer<typeof review>;
export const reviewListReply = envelope(z.array(review));
export type ReviewListReply = z.infer<typeof reviewListReply>;

/**
 * GET /api/reviews/mine?pid= (auth): whether the member can review the product now (a delivered order line of it not
 * yet reviewed), and how many of their reviews of it wait for the shop.
 */
export const myReviewsReply = envelope(z.object({ CanReview: z.boolean(), Pending: z.number().int() }));
export type MyReviewsReply = z.infer<typeof myReviewsReply>;

/** POST /api/reviews: the review saved, waiting for the shop. */
export const reviewSavedReply = envelope(z.object({ Id: z.number().int(), Status: z.literal('pending') }));
export type ReviewSavedReply = z.infer<typeof reviewSavedReply>;
