import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { languageOf } from '../../i18n/translate.ts';
import { listMemberOrders, memberOrderDetails } from './service.ts';

/** The member's own orders: list and detail (Table, Table1, Table2: docs/product.md#checkout-and-order-calls); cancelling one is a workflow. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.route({
    ...routeOf(routes.orderList),
    ...auth,
    handler: async (request) => {
      const list = await listMemberOrders(app.db, currentMember(request).id, languageOf(request.headers['accept-language']));
      return ok(list, list.length ? 'Success' : 'You have not placed any orders yet.');
    },
  });

  // The reply's three tables are described in the route table's note (routes.orderDetails.description).
  app.route({
    ...routeOf(routes.orderDetails),
    ...auth,
    handler: async (request) => ok(await memberOrderDetails(app.db, currentMember(request).id, request.query.id, languageOf(request.headers['accept-language']))),
  });
};

export default ordersRoutes;
