import type { FastifyPluginAsync } from 'fastify';
import * as account from './account/index.ts';
import * as addresses from './addresses/index.ts';
import * as admin from './admin/index.ts';
import * as auth from './auth/index.ts';
import * as cart from './cart/index.ts';
import * as catalog from './catalog/index.ts';
import * as checkout from './checkout/index.ts';
import * as comeback from './comeback/index.ts';
import * as company from './company/index.ts';
import * as coupons from './coupons/index.ts';
import * as delivery from './delivery/index.ts';
import * as invoices from './invoices/index.ts';
import * as marketing from './marketing/index.ts';
import * as orders from './orders/index.ts';
import * as payments from './payments/index.ts';
import * as reviews from './reviews/index.ts';
import * as workflows from '../workflows/index.ts';

/**
 * Each domain owns its calls, whoever makes them: its store routes (shoppers and visitors) and its admin routes
 * (under /api/admin, inside the back office's scope, which checks the admin's token before anything). Each comes
 * through the domain's door; the paths are the route table's (@shop/contract/calls). The calls that start a
 * workflow (a change spanning modules) are the workflows' (apps/api/src/workflows).
 */
const domains: { storeRoutes: FastifyPluginAsync[]; adminRoutes: FastifyPluginAsync[] }[] = [company, catalog, addresses, auth, account, cart, checkout, delivery, orders, comeback, reviews, invoices, payments, marketing, coupons, admin, workflows];

export const storeModules: FastifyPluginAsync[] = domains.flatMap((domain) => domain.storeRoutes);

export const adminModules: FastifyPluginAsync[] = domains.flatMap((domain) => domain.adminRoutes);

/** Everything under /api: the store's calls, then the back office's scope with every domain's admin calls. */
export const apiModules: FastifyPluginAsync[] = [...storeModules, admin.backOffice(adminModules)];
