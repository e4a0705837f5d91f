/**
 * The fulfilment module's door: the calls about where and when the shop delivers (GET /api/pincode, the back office's
 * areas, slots and closed days) and packing by slot (the picking list). The rules live in the delivery module, which
 * the sign-up and the company details also read, so its calls live here (decision 089: no module cycle).
 */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
