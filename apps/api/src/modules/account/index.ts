/** The account module's door: the member's account calls and the back office's member calls. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
export { accountToClose, recordDeletion } from './deletion.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
