import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { gstr1Csv, gstr1FileName, gstr1Of } from './gstr1.ts';

/** The back office's GST returns: the month's GSTR-1, as JSON and as a CSV download. */
const gstRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminGstr1),
    handler: async (request) => ok(await gstr1Of(app.db, request.query.month)),
  });

  app.route({
    ...routeOf(routes.adminGstr1Csv),
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${gstr1FileName(request.query.month)}"`)
        .serializer((payload: unknown) => payload as string)
        .send(gstr1Csv(await gstr1Of(app.db, request.query.month))),
  });
};

export default gstRoutes;
