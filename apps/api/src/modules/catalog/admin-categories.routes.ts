import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { createCategory, listCategories, reorderCategories, updateCategory } from './admin-categories.service.ts';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminCategories),
    handler: async () => ok(await listCategories(app.db)),
  });

  app.route({
    ...routeOf(routes.adminCreateCategory),
    handler: async (request) => {
      const category = await createCategory(app.db, currentMember(request).id, request.body);
      return ok(category, m`${category.name} was created.`);
    },
  });

  app.route({
    ...routeOf(routes.adminUpdateCategory),
    handler: async (request) => {
      const category = await updateCategory(app.db, currentMember(request).id, request.params.id, request.body);
      return ok(category, m`${category.name} was saved.`);
    },
  });

  app.route({
    ...routeOf(routes.adminOrderCategories),
    handler: async (request) => ok(await reorderCategories(app.db, currentMember(request).id, request.body.ids), 'The new order was saved.'),
  });
};

export default categoryRoutes;
