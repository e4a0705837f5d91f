import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdPath, adminOrderListQuery, adminOrderListReply, adminOrderReply, adminOrderStatusInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { changeOrderStatus, getOrder, listOrders } from './admin.service.ts';

const tags = ['admin: orders'];

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders', { schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderListReply } } }, async (request) => ok(await listOrders(app.db, request.query)));

  app.get('/orders/:id', { schema: { tags, params: adminIdPath, response: { 200: adminOrderReply } } }, async (request) => ok(await getOrder(app.db, request.params.id)));

  app.post('/orders/:id/status', { schema: { tags, params: adminIdPath, body: adminOrderStatusInput, response: { 200: adminOrderReply } } }, async (request) => {
    const { order } = await changeOrderStatus(app.db, currentMember(request).id, request.params.id, request.body.status, request.body.note ?? '');
    // The mail was queued with the change (the order mail outbox sends it, and retries it if the mail server is down).
    app.orderMails.wake();
    const told = order.customerEmail ? 'The customer will be told by e-mail.' : 'There is no e-mail address to tell the customer.';
    return ok(order, `Order ${order.tranId} is now ${order.statusName}. ${told}`);
  });
};

export default orderRoutes;
