/**
 * The fulfilment module's door: packing by slot (the picking list) and short picks with the refunds they owe. They
 * read orders, batches and coupons, which themselves read delivery's rules, so they stay above delivery (decision
 * 089: no module cycle); the calls about where and when the shop delivers are delivery's own (decision 272).
 */
import type { FastifyPluginAsync } from 'fastify';
import adminCalls from './admin.routes.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
