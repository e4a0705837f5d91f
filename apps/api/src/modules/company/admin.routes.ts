import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBannerInput, adminBannerListReply, adminBannerReply, adminCompanyInput, adminCompanyReply, adminIdPath, adminMessageOnlyReply, adminOrderInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { createBanner, deleteBanner, listBanners, reorderBanners, updateBanner } from './admin-banners.service.ts';
import { getCompany, saveCompany } from './admin-company.service.ts';

/** What the shop window shows: banners and the company's details. */
const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: storefront'];

  app.get('/banners', { schema: { tags, response: { 200: adminBannerListReply } } }, async () => ok(await listBanners(app.db)));

  app.post('/banners', { schema: { tags, body: adminBannerInput, response: { 200: adminBannerReply } } }, async (request) =>
    ok(await createBanner(app.db, currentMember(request).id, request.body), 'The banner was added.'),
  );

  app.put('/banners/:id', { schema: { tags, params: adminIdPath, body: adminBannerInput, response: { 200: adminBannerReply } } }, async (request) =>
    ok(await updateBanner(app.db, currentMember(request).id, request.params.id, request.body), 'The banner was saved.'),
  );

  app.delete('/banners/:id', { schema: { tags, params: adminIdPath, response: { 200: adminMessageOnlyReply } } }, async (request) => {
    await deleteBanner(app.db, currentMember(request).id, request.params.id);
    return ok(null, 'The banner was deleted.');
  });

  app.put('/banners/order', { schema: { tags, body: adminOrderInput, response: { 200: adminBannerListReply } } }, async (request) =>
    ok(await reorderBanners(app.db, currentMember(request).id, request.body.ids), 'The new order was saved.'),
  );

  app.get('/company', { schema: { tags, response: { 200: adminCompanyReply } } }, async () => {
    const row = await getCompany(app.db);
    if (!row) return ok(null, 'The shop details have not been filled in yet.');
    const { id: _id, ...details } = row;
    return ok(details);
  });

  app.put('/company', { schema: { tags, body: adminCompanyInput, response: { 200: adminCompanyReply } } }, async (request) =>
    ok(await saveCompany(app.db, currentMember(request).id, request.body), 'The shop details were saved.'),
  );
};

export default storefrontRoutes;
