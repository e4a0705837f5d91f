export { ordersOfMember, pendingOrders } from './admin.service.ts';
export { queueOrderMail } from './mail-outbox.ts';
export { OrderStatus } from './status.ts';
