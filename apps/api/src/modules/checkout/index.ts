/** The checkout module's door: the delivery options' charges for a cart, the order review and placing the order. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
export { bookOrderSlot, checkedSlot, emptyCartMessage, quoteOrder, recheckQuote, type CheckedOrder } from './place-order.ts';
export { quoteExpiredMessage, verifyQuote, type QuoteClaims } from './quote-token.ts';
export { type OrderLimits } from './open-orders.ts';
export { checkoutAnswers } from './store.routes.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [];
