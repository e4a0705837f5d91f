import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { languageOf } from '../../i18n/translate.ts';
import { reorder } from './reorder.ts';

/** POST /api/reorder: one of the member's own orders back in the cart (reorder.ts). */
const reorderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.reorder),
    // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
    onRequest: requireMember,
    handler: async (request) => reorder(app.db, currentMember(request).id, request.body.id, languageOf(request.headers['accept-language'])),
  });
};

export default reorderRoutes;
