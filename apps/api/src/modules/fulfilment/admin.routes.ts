import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { formatRupeesAsINR } from '@shop/contract/format';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { recordRefund, shortLine } from './short-pick.ts';
import { pickingList } from './picking-list.ts';

/** The back office's packing: the picking list of a day or a slot, short picks and the refunds they owe. */
const fulfilmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminPickingList),
    handler: async (request) => {
      const list = await pickingList(app.db, request.query.day, request.query.slot, app.clock.now());
      return ok(list, list.orders.length ? `${list.orders.length} order${list.orders.length === 1 ? '' : 's'} to pick.` : 'No orders to pick for this day.');
    },
  });

  app.route({
    ...routeOf(routes.adminOrderShort),
    handler: async (request) => {
      const { order, change } = await shortLine(app.db, currentMember(request).id, request.params.id, request.body);
      app.orderMails.wake();
      const owed = order.refundDue ? ` The customer is owed ${formatRupeesAsINR(order.refundDue)} back.` : '';
      return ok(order, `${change} New total ${formatRupeesAsINR(order.payable)}.${owed} The customer will be told by e-mail.`);
    },
  });

  app.route({
    ...routeOf(routes.adminOrderRefund),
    handler: async (request) => {
      const order = await recordRefund(app.db, currentMember(request).id, request.params.id, request.body);
      return ok(order, `Refund of ${formatRupeesAsINR(order.refundDue)} recorded (${order.refundRef}).`);
    },
  });
};

export default fulfilmentAdminRoutes;
