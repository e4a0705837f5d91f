/**
 * The comeback module's door: what brings a member back (issue 17; decision 272): buy again, order again (one of the
 * member's orders back in the cart through add to cart's rules) and "notify me" when a product is back in stock. It
 * reads orders, the cart and the catalogue; none of them reads it.
 */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
export { waitingCounts } from './notify-me.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [];
