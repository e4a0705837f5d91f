import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { customerTold, getOrder, listOrders, markOrderPaid } from './admin.service.ts';
import { recordRefund } from './refunds.ts';
import { formatRupeesAsINR } from '@shop/contract/format';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminOrders),
    handler: async (request) => ok(await listOrders(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminOrder),
    handler: async (request) => ok(await getOrder(app.db, request.params.id)),
  });

  app.route({
    ...routeOf(routes.adminOrderPaid),
    handler: async (request) => {
      const order = await markOrderPaid(app.db, currentMember(request).id, request.params.id, request.body);
      app.orderMails.wake();
      return ok(order, `Order ${order.tranId} is marked paid (UTR ${order.upiRef}). ${customerTold(order)}`);
    },
  });

  app.route({
    ...routeOf(routes.adminOrderRefund),
    handler: async (request) => {
      const order = await recordRefund(app.db, currentMember(request).id, request.params.id, request.body);
      return ok(order, m`Refund of ${formatRupeesAsINR(order.refundDue)} recorded (${order.refundRef}).`);
    },
  });
};

export default orderRoutes;
