import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../auth/index.ts';
import { deleteAddress, listAddresses, saveAddress } from './service.ts';
import { pinCodeServiceable } from '../delivery/index.ts';

/** The member's shipping addresses (the public contract spells them shiping...; docs/product.md#address-calls). */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.route({
    ...routeOf(routes.addressList),
    ...auth,
    handler: async (request) => {
      const list = await listAddresses(app.db, currentMember(request).id);
      return ok(list, list.length ? 'Success' : 'You have no saved addresses yet.');
    },
  });

  app.route({
    ...routeOf(routes.saveAddress),
    ...auth,
    handler: async (request) => {
      const { address, created } = await saveAddress(app.db, currentMember(request).id, request.body);
      const saved = created ? 'Address saved successfully.' : 'Address updated successfully!';
      // Saved all the same: store pickup works from anywhere, and the shop may reach the pin code later.
      const warning = (await pinCodeServiceable(app.db, address.PinCode)) ? '' : ` Please note: we do not deliver to ${address.PinCode} yet, so orders to this address can only be collected from our store.`;
      return ok(address, saved + warning);
    },
  });

  app.route({
    ...routeOf(routes.deleteAddress),
    ...auth,
    handler: async (request) => {
      await deleteAddress(app.db, currentMember(request).id, request.query.id);
      return ok(null, 'Address deleted successfully.');
    },
  });
};

export default addressesRoutes;
