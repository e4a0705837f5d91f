/**
 * The workflows' door: the changes that span modules (placing an order, a short pick, an order's status moves,
 * closing an account), each a short sequence of the owners' functions in one transaction (decision 281). They sit
 * above the modules: a workflow imports modules' doors, no module imports a workflow.
 */
import type { FastifyPluginAsync } from 'fastify';
import { workflowAdminRoutes, workflowStoreRoutes } from './routes.ts';
export { placeOrder } from './place-order.ts';
export { moveOrder } from './order-status.ts';
export { expireOverduePayments, PAYMENT_SWEEP_INTERVAL_MS, startPaymentExpiry, type PaymentExpiryWorker } from './expire-unpaid-orders.ts';

export const storeRoutes: FastifyPluginAsync[] = [workflowStoreRoutes];
export const adminRoutes: FastifyPluginAsync[] = [workflowAdminRoutes];
