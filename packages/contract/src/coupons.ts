import { z } from 'zod';
import { envelope } from './envelope.ts';
import { appliedCoupon, cartTotals } from './cart.ts';

/** POST /api/coupon/apply (auth): applies a code to the member's cart (replacing any other coupon). */
export const applyCouponBody = z.object({
  code: z
    .string({ error: 'Please enter a coupon code.' })
    .trim()
    .min(1, { error: 'Please enter a coupon code.' })
    .max(40, { error: 'A coupon code is at most 40 characters.' })
    .transform((c) => c.toUpperCase()),
});
export type ApplyCouponInput = z.input<typeof applyCouponBody>;

/** The cart's totals after the coupon change, so the page can show them at once. */
export const couponReply = envelope(appliedCoupon.nullable()).extend(cartTotals.shape);
export type CouponReply = z.infer<typeof couponReply>;
/** POST /api/coupon/remove (auth, no body) answers couponReply too, with data null. */

/**
 * GET /api/coupon/offers (auth): the coupons the member can use on the cart now, then those a few rupees away (issue
 * 33). MoreNeeded is what the cart still needs, counted on the price after product discounts (0 when usable); Saving
 * what the coupon takes off now, or at its minimum order.
 */
export const couponOffer = z.object({
  Code: z.string(),
  Description: z.string(),
  HindiDescription: z.string().nullable(),
  MinOrder: z.number(),
  FirstOrderOnly: z.boolean(),
  Usable: z.boolean(),
  MoreNeeded: z.number(),
  Saving: z.number(),
});
export type CouponOffer = z.infer<typeof couponOffer>;
export const couponOffersReply = envelope(z.array(couponOffer));
export type CouponOffersReply = z.infer<typeof couponOffersReply>;
