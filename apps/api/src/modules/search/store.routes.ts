import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestQuery, suggestReply } from '@shop/contract';
import { clientLimits } from '../../http/client-limits.ts';
import { ok } from '../../http/reply.ts';
import { suggestProducts } from './service.ts';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggest',
    { config: { rateLimit: clientLimits.suggest }, schema: { tags: ['catalogue'], querystring: suggestQuery, response: { 200: suggestReply } } },
    async (request) => {
      const suggestions = await suggestProducts(app.db, request.query.q);
      return ok(suggestions, suggestions.length ? 'Success' : 'No products found.');
    },
  );
};

export default searchRoutes;
