import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityListReply, cityQuery, stateListReply } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import { cities, states } from '../../db/schema/index.ts';
import { notFound, ok } from '../../http/reply.ts';

/** States and cities for the address forms. */
const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/state', { schema: { tags: ['addresses'], response: { 200: stateListReply } } }, async () => {
    const rows = await app.db.select().from(states).orderBy(asc(states.name));
    return ok(rows.map((s) => ({ value: s.id, name: s.name })));
  });

  // A bare list, not an envelope (docs/product.md#address-calls).
  app.get('/city', { schema: { tags: ['addresses'], querystring: cityQuery, response: { 200: cityListReply } } }, async (request) => {
    const [state] = await app.db.select({ id: states.id }).from(states).where(eq(states.id, request.query.id)).limit(1);
    if (!state) throw notFound('No such state.');
    const rows = await app.db.select().from(cities).where(eq(cities.stateId, request.query.id)).orderBy(asc(cities.name));
    return rows.map((c) => ({ Value: c.id, Text: c.name }));
  });
};

export default geoRoutes;
