import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/routes.ts';
import addressesRoutes from './addresses/routes.ts';
import geoRoutes from './addresses/geo.routes.ts';
import adminRoutes from './admin/routes.ts';
import authRoutes from './auth/routes.ts';
import cartRoutes from './cart/routes.ts';
import catalogRoutes from './catalog/routes.ts';
import checkoutRoutes from './checkout/routes.ts';
import companyRoutes from './company/routes.ts';
import couponsRoutes from './coupons/routes.ts';
import marketingRoutes from './marketing/routes.ts';
import ordersRoutes from './orders/routes.ts';
import searchRoutes from './search/routes.ts';

/** Every domain's routes, registered under /api by buildApp. */
export const apiModules: FastifyPluginAsync[] = [
  companyRoutes,
  catalogRoutes,
  searchRoutes,
  geoRoutes,
  authRoutes,
  accountRoutes,
  cartRoutes,
  couponsRoutes,
  addressesRoutes,
  checkoutRoutes,
  ordersRoutes,
  marketingRoutes,
  adminRoutes,
];
