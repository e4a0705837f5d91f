export { priceCart, toAppliedCoupon, toCartLine, type PricedCart } from './pricing.ts';
