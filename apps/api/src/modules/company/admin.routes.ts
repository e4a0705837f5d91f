import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { createBanner, deleteBanner, listBanners, reorderBanners, updateBanner } from './admin-banners.service.ts';
import { getCompany, saveCompany } from './admin-company.service.ts';

/** What the shop window shows: banners and the company's details. */
const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminBanners),
    handler: async () => ok(await listBanners(app.db)),
  });

  app.route({
    ...routeOf(routes.adminCreateBanner),
    handler: async (request) => ok(await createBanner(app.db, currentMember(request).id, request.body), 'The banner was added.'),
  });

  app.route({
    ...routeOf(routes.adminUpdateBanner),
    handler: async (request) => ok(await updateBanner(app.db, currentMember(request).id, request.params.id, request.body), 'The banner was saved.'),
  });

  app.route({
    ...routeOf(routes.adminDeleteBanner),
    handler: async (request) => {
      await deleteBanner(app.db, currentMember(request).id, request.params.id);
      return ok(null, 'The banner was deleted.');
    },
  });

  app.route({
    ...routeOf(routes.adminOrderBanners),
    handler: async (request) => ok(await reorderBanners(app.db, currentMember(request).id, request.body.ids), 'The new order was saved.'),
  });

  app.route({
    ...routeOf(routes.adminCompany),
    handler: async () => {
      const row = await getCompany(app.db);
      if (!row) return ok(null, 'The shop details have not been filled in yet.');
      const { id: _id, ...details } = row;
      return ok(details);
    },
  });

  app.route({
    ...routeOf(routes.adminSaveCompany),
    handler: async (request) => ok(await saveCompany(app.db, currentMember(request).id, request.body), 'The shop details were saved.'),
  });
};

export default storefrontRoutes;
