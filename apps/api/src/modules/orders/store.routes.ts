import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrderBody, cancelOrderReply, orderDetailsQuery, orderDetailsReply, orderListReply } from '@shop/contract';
import { ok } from '../../http/reply.ts';
import { currentMember, requireMember } from '../auth/session.ts';
import { cancelMemberOrder, listMemberOrders, memberOrderDetails } from './service.ts';

/** The member's own orders: list, detail (Table, Table1, Table2: docs/product.md#checkout-and-order-calls) and cancelling a Pending one. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.get('/myorderlist', { ...auth, schema: { tags: ['orders'], response: { 200: orderListReply } } }, async (request) => {
    const list = await listMemberOrders(app.db, currentMember(request).id);
    return ok(list, list.length ? 'Success' : 'You have not placed any orders yet.');
  });

  app.get(
    '/myorderdetails',
    {
      ...auth,
      schema: {
        tags: ['orders'],
        description: 'data.Table is always three rows: [0] { OrderID, TranID, PlacedAt }, [1] { CustomerName, ShippingOptionID, ShippingOption }, [2] { Status, StatusName, StatusDate } (Status: 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled). data.Table1[0] is the bill; data.Table2 the lines.',
        querystring: orderDetailsQuery,
        response: { 200: orderDetailsReply },
      },
    },
    async (request) => ok(await memberOrderDetails(app.db, currentMember(request).id, request.query.id)),
  );

  app.post('/order/cancel', { ...auth, schema: { tags: ['orders'], body: cancelOrderBody, response: { 200: cancelOrderReply } } }, async (request) => {
    const { id, reason } = request.body;
    const details = await cancelMemberOrder(app.db, currentMember(request).id, id, reason);
    app.orderMails.wake();
    return ok(details, 'Your order has been cancelled.');
  });
};

export default ordersRoutes;
