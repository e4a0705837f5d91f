/** The marketing module's door: newsletter and contact calls, and the back office's messages and subscribers. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
export { contactMessagesOf } from './contact.service.ts';
export { eraseMarketingOf } from './erase.ts';
export { grievanceState, ticketOf } from './grievance.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
