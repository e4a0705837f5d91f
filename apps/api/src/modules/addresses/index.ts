/** The addresses module's door: what other modules may use of a member's delivery addresses. */
import type { FastifyPluginAsync } from 'fastify';
import geoCalls from './geo.routes.ts';
import storeCalls from './store.routes.ts';
export { eraseAddressesOf, findOwnAddress } from './service.ts';
export { addressAnswers } from './store.routes.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [geoCalls, storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [];
