import type { FastifyPluginAsync } from 'fastify';
import accountStore from './account/store.routes.ts';
import accountAdmin from './account/admin.routes.ts';
import addressesStore from './addresses/store.routes.ts';
import geoStore from './addresses/geo.routes.ts';
import backOffice from './admin/scope.routes.ts';
import dashboardAdmin from './admin/dashboard.routes.ts';
import uploadsAdmin from './admin/uploads.routes.ts';
import authStore from './auth/store.routes.ts';
import cartStore from './cart/store.routes.ts';
import catalogStore from './catalog/store.routes.ts';
import productsAdmin from './catalog/admin-products.routes.ts';
import categoriesAdmin from './catalog/admin-categories.routes.ts';
import checkoutStore from './checkout/store.routes.ts';
import companyStore from './company/store.routes.ts';
import companyAdmin from './company/admin.routes.ts';
import couponsStore from './cart/coupon.routes.ts';
import couponsAdmin from './coupons/admin.routes.ts';
import marketingStore from './marketing/store.routes.ts';
import marketingAdmin from './marketing/admin.routes.ts';
import ordersStore from './orders/store.routes.ts';
import ordersAdmin from './orders/admin.routes.ts';
import searchStore from './catalog/search/store.routes.ts';

/**
 * Each domain owns its calls, whoever makes them: its store routes (shoppers and visitors, under /api) and its
 * admin routes (under /api/admin, inside the back office's scope, which checks the admin's token before anything).
 */
export const storeModules: FastifyPluginAsync[] = [
  companyStore,
  catalogStore,
  searchStore,
  geoStore,
  authStore,
  accountStore,
  cartStore,
  couponsStore,
  addressesStore,
  checkoutStore,
  ordersStore,
  marketingStore,
];

export const adminModules: FastifyPluginAsync[] = [dashboardAdmin, productsAdmin, categoriesAdmin, companyAdmin, ordersAdmin, couponsAdmin, accountAdmin, marketingAdmin, uploadsAdmin];

/** Everything under /api: the store's calls, then the back office's scope with every domain's admin calls. */
export const apiModules: FastifyPluginAsync[] = [...storeModules, backOffice(adminModules)];
