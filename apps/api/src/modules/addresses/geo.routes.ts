import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { asc, eq } from 'drizzle-orm';
import { cities, states } from '../../db/schema/index.ts';
import { notFound, ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';

/** States and cities for the address forms. */
const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.stateList),
    handler: async () => {
      const rows = await app.db.select().from(states).orderBy(asc(states.name));
      return ok(rows.map((s) => ({ value: s.id, name: s.name })));
    },
  });

  // A bare list, not an envelope (docs/product.md#address-calls).
  app.route({
    ...routeOf(routes.cityList),
    handler: async (request) => {
      const [state] = await app.db.select({ id: states.id }).from(states).where(eq(states.id, request.query.id)).limit(1);
      if (!state) throw notFound('No such state.');
      const rows = await app.db.select().from(cities).where(eq(cities.stateId, request.query.id)).orderBy(asc(cities.name));
      return rows.map((c) => ({ Value: c.id, Text: c.name }));
    },
  });
};

export default geoRoutes;
