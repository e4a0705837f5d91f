/** The orders module's door: status and payment codes, the order mail outbox, the UPI payment expiry, and the order summaries other screens show. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
export { dueDay, getOrder, ordersOfMember, overdue, overdueOn, pendingOrders } from './admin.service.ts';
export { outboxBacklog, queueOrderMail, queueOrderMailAgain } from './mail-outbox.ts';
export { HistoryNote, OrderStatus, PaymentMode, PaymentStatus } from './status.ts';
export { paymentRequestOf } from './service.ts';
export { transitionOrder } from './transitions.ts';
export { awaitingPaymentCount, expireOverduePayments, startPaymentExpiry, type PaymentExpiryWorker } from './payment-expiry.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
