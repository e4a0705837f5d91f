import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdPath, adminOrderListQuery, adminOrderListReply, adminOrderReply, adminOrderStatusInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { getCompany } from './company.service.ts';
import { orderStatusMail } from './order-mails.ts';
import { changeOrderStatus, getOrder, listOrders } from './orders.service.ts';

const tags = ['admin: orders'];

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders', { schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderListReply } } }, async (request) => ok(await listOrders(app.db, request.query)));

  app.get('/orders/:id', { schema: { tags, params: adminIdPath, response: { 200: adminOrderReply } } }, async (request) => ok(await getOrder(app.db, request.params.id)));

  app.post('/orders/:id/status', { schema: { tags, params: adminIdPath, body: adminOrderStatusInput, response: { 200: adminOrderReply } } }, async (request) => {
    const { order } = await changeOrderStatus(app.db, currentMember(request).id, request.params.id, request.body.status, request.body.note ?? '');
    const done = `Order ${order.tranId} is now ${order.statusName}.`;
    const shop = await getCompany(app.db);
    const mail = orderStatusMail(order, shop?.name ?? 'The shop', app.config.publicUrl);
    if (!mail) return ok(order, `${done} There is no e-mail address to tell the customer.`);
    try {
      await app.mailer.send(mail);
      return ok(order, `${done} The customer was told by e-mail.`);
    } catch (err) {
      request.log.error({ err }, 'order status mail failed');
      return ok(order, `${done} The e-mail to the customer could not be sent.`);
    }
  });
};

export default orderRoutes;
