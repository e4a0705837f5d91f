/** The coupons module's door: the rules that decide whether and how much a coupon takes off. */
export { couponBlocked, couponDiscountPaise, couponShortfall, couponUseCounts, type CouponRow } from './rules.ts';
