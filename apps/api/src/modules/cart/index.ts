/** The cart module's door: the priced cart, as checkout and the order review read it */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import couponCalls from './coupon.routes.ts';
export { addToCart, cartLineOf, cartQuantity, clearCart, nameIn, setLineSubstitute } from './service.ts';
export { priceCart, toAppliedCoupon, toCartLine, type PricedCart } from './pricing.ts';
export { cartAnswers } from './store.routes.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls, couponCalls];
export const adminRoutes: FastifyPluginAsync[] = [];
