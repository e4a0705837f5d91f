/** The cart module's door: the priced cart, as checkout and the order review read it. */
export { priceCart, toAppliedCoupon, toCartLine, type PricedCart } from './pricing.ts';
