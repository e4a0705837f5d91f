import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { clientLimits } from '../../../http/client-limits.ts';
import { ok } from '../../../http/reply.ts';
import { routeOf } from '../../../http/route.ts';
import { suggestProducts } from './service.ts';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.searchSuggest),
    config: { rateLimit: clientLimits.suggest },
    handler: async (request) => {
      const suggestions = await suggestProducts(app.db, request.query.q);
      return ok(suggestions, suggestions.length ? 'Success' : 'No products found.');
    },
  });
};

export default searchRoutes;
