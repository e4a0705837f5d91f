/** The company module's door: the shop's details and banners, for shoppers and the back office. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
export { companyAnswers } from './store.routes.ts';
export { grievanceOfficer } from './admin-company.service.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
