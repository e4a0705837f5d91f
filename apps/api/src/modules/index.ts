import type { FastifyPluginAsync } from 'fastify';
import geoRoutes from './addresses/geo.routes.ts';
import catalogRoutes from './catalog/routes.ts';
import companyRoutes from './company/routes.ts';

/** Every domain's routes, registered under /api by buildApp. */
export const apiModules: FastifyPluginAsync[] = [companyRoutes, catalogRoutes, geoRoutes];
