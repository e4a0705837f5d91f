import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressDeleteQuery, addressDeleteReply, addressInput, addressListReply, addressSaveReply } from '@shop/contract';
import { ok } from '../../http/reply.ts';
import { currentMember, requireMember } from '../auth/session.ts';
import { deleteAddress, listAddresses, saveAddress } from './service.ts';

/** The member's shipping addresses (the public contract spells them shiping...; docs/product.md#address-calls). */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.get('/shipingdetails', { ...auth, schema: { tags: ['addresses'], response: { 200: addressListReply } } }, async (request) => {
    const list = await listAddresses(app.db, currentMember(request).id);
    return ok(list, list.length ? 'Success' : 'You have no saved addresses yet.');
  });

  app.post('/shipingdetails', { ...auth, schema: { tags: ['addresses'], body: addressInput, response: { 200: addressSaveReply } } }, async (request) => {
    const { address, created } = await saveAddress(app.db, currentMember(request).id, request.body);
    return ok(address, created ? 'Address saved successfully.' : 'Address updated successfully!');
  });

  app.get('/shipingaddressdelete', { ...auth, schema: { tags: ['addresses'], querystring: addressDeleteQuery, response: { 200: addressDeleteReply } } }, async (request) => {
    await deleteAddress(app.db, currentMember(request).id, request.query.id);
    return ok(null, 'Address deleted successfully.');
  });
};

export default addressesRoutes;
