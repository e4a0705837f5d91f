import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCategoryInput, adminCategoryListReply, adminCategoryReply, adminIdPath, adminOrderInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { createCategory, listCategories, reorderCategories, updateCategory } from './admin-categories.service.ts';

const tags = ['admin: catalogue'];

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { tags, response: { 200: adminCategoryListReply } } }, async () => ok(await listCategories(app.db)));

  app.post('/categories', { schema: { tags, body: adminCategoryInput, response: { 200: adminCategoryReply } } }, async (request) => {
    const category = await createCategory(app.db, currentMember(request).id, request.body);
    return ok(category, `${category.name} was created.`);
  });

  app.put('/categories/:id', { schema: { tags, params: adminIdPath, body: adminCategoryInput, response: { 200: adminCategoryReply } } }, async (request) => {
    const category = await updateCategory(app.db, currentMember(request).id, request.params.id, request.body);
    return ok(category, `${category.name} was saved.`);
  });

  app.put('/categories/order', { schema: { tags, body: adminOrderInput, response: { 200: adminCategoryListReply } } }, async (request) =>
    ok(await reorderCategories(app.db, currentMember(request).id, request.body.ids), 'The new order was saved.'),
  );
};

export default categoryRoutes;
