/**
 * The orders module's door: it owns the orders, their lines, history and mail outbox. Status and payment codes, the
 * functions that write an order (for the workflows that place, short-pick and cancel one), the order mail outbox,
 * and the order summaries other screens show.
 */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
export { customerTold, dueDay, getOrder, ordersOfMember, overdue, overdueOn, pendingOrders } from './admin.service.ts';
export { outboxBacklog, queueOrderMail, queueOrderMailAgain } from './mail-outbox.ts';
export { HistoryNote, OrderStatus, orderStatusWord, PaymentMode, PaymentStatus, ShopNote } from './status.ts';
export { ownOrder, paymentRequestOf, memberOrderDetails } from './service.ts';
export { cancelledByCustomerNote } from './order-words.ts';
export { moveStatus, orderLinesOf, orderStateOf, refusalOf, settleCancelledPayment, slotOf, type StatusMove } from './transitions.ts';
export { awaitingPaymentCount, claimOverdueUpiOrder } from './payment-expiry.ts';
export { createOrder, moveOrderToSlot, orderOfQuote, recordDocumentNumber, type OrderDraft, type SavedOrder } from './create.ts';
export { addHistoryNote, addSubstituteLine, lineCountOf, lineTotalsOf, lockOrder, orderLineOf, setOrderTotals, shortenLine } from './short-lines.ts';
export { recordRefund } from './refunds.ts';
export { eraseCustomerOf } from './erase.ts';
export type { OrderMailKind } from './order-mails.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls];
