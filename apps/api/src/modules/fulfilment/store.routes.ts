import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { pinCodeInfo } from '../delivery/index.ts';

/** Where the shop delivers: GET /api/pincode, for anyone (the storefront's "Deliver to?"). */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.pinCode),
    handler: async (request) => {
      const { pin } = request.query;
      const info = await pinCodeInfo(app.db, pin, app.clock.now());
      const place = info.City ? ` (${info.City}, ${info.State})` : '';
      const msg = info.Serviceable
        ? `We deliver to ${pin}${place}.`
        : `Sorry, we do not deliver to ${pin} yet. You can still collect your order from our store.`;
      return ok(info, msg);
    },
  });
};

export default deliveryRoutes;
