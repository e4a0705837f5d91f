import { m, wordText } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { substituteWords } from '@shop/contract/format';
import { hindiCityName, hindiStateName } from '@shop/contract/india-hindi';
import { languageOf } from '../../i18n/translate.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { pinCodeInfo } from './areas.ts';
import { setSubstitution } from './substitution.ts';

/**
 * Where the shop delivers: GET /api/pincode, for anyone (the storefront's "Deliver to?"); and what the shop does if it
 * runs short of a product in a member's cart (POST /api/substitution).
 */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.pinCode),
    handler: async (request) => {
      const { pin } = request.query;
      const info = await pinCodeInfo(app.db, pin, app.clock.now());
      // The place in the reader's language: a Hindi reply names it as Hindi writes it (the data keep the English).
      const hindi = languageOf(request.headers['accept-language']) === 'hi';
      const place = info.City ? m` (${hindi ? hindiCityName(info.City) : info.City}, ${hindi ? hindiStateName(info.State) : info.State})` : '';
      const msg = info.Serviceable
        ? m`We deliver to ${pin}${place}.`
        : m`Sorry, we do not deliver to ${pin} yet. You can still collect your order from our store.`;
      return ok(info, msg);
    },
  });

  app.route({
    ...routeOf(routes.setSubstitution),
    onRequest: requireMember,
    handler: async (request) => {
      const { pid, choice } = request.body;
      const name = await setSubstitution(app.db, currentMember(request).id, pid, choice);
      return ok({ pid, Substitute: choice }, m`${name}: ${wordText(substituteWords[choice])}.`);
    },
  });
};

export default deliveryRoutes;
