import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import type { Db } from '../../db/client.ts';
import { askerOf, memberOf, type Answers } from '../../http/answers.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { deleteAddress, listAddresses, saveAddress } from './service.ts';
import { pinCodeServiceable } from '../delivery/index.ts';

/** What the address list answers, for the JSON API below and for the checkout page (decision 173). */
export const addressAnswers = (db: Db): Answers<'addressList'> => ({
  addressList: async (_input, asker) => {
    const list = await listAddresses(db, memberOf(asker));
    return ok(list, list.length ? 'Success' : 'You have no saved addresses yet.');
  },
});

/** The member's shipping addresses (the public contract spells them shiping...; docs/product.md#address-calls). */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = addressAnswers(app.db);
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.route({ ...routeOf(routes.addressList), ...auth, handler: (request) => answer.addressList(request, askerOf(request)) });

  app.route({
    ...routeOf(routes.saveAddress),
    ...auth,
    handler: async (request) => {
      const { address, created } = await saveAddress(app.db, currentMember(request).id, request.body);
      // Saved all the same: store pickup works from anywhere, and the shop may reach the pin code later.
      if (await pinCodeServiceable(app.db, address.PinCode)) return ok(address, created ? 'Address saved successfully.' : 'Address updated successfully!');
      const pin = address.PinCode;
      return ok(address, created ? m`Address saved successfully. Please note: we do not deliver to ${pin} yet, so orders to this address can only be collected from our store.` : m`Address updated successfully! Please note: we do not deliver to ${pin} yet, so orders to this address can only be collected from our store.`);
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
