/** The coupons module's door: the rules that decide whether and how much a coupon takes off. */
import type { FastifyPluginAsync } from 'fastify';
import adminCalls from './admin.routes.ts';
export { lockCartCoupon, recordCouponUse, recountCouponUse } from './uses.ts';
export { couponBlocked, couponDiscountPaise, couponOffers, couponShortfall, couponUseCounts, type CouponOffer, type CouponRow } from './rules.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
