export { couponBlocked, couponDiscountPaise, couponShortfall, couponUseCounts, type CouponRow } from './rules.ts';
