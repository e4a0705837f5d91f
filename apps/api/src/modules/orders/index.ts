/** The orders module's door: status codes, the order mail outbox, and the order summaries other screens show. */
export { ordersOfMember, pendingOrders } from './admin.service.ts';
export { queueOrderMail } from './mail-outbox.ts';
export { OrderStatus } from './status.ts';
