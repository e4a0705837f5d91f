/** The back office's shell: its scope (the admin token check around every admin call), dashboard and uploads. */
import type { FastifyPluginAsync } from 'fastify';
import dashboardCalls from './dashboard.routes.ts';
import uploadsCalls from './uploads.routes.ts';
import backOffice from './scope.routes.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [];
export const adminRoutes: FastifyPluginAsync[] = [dashboardCalls, uploadsCalls];
export { backOffice };
