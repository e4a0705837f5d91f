import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdPath, adminProductCreateInput, adminProductInput, adminProductListQuery, adminProductListReply, adminProductReply, adminStockAdjustInput, adminVisibilityInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { adjustStock, createProduct, getProduct, listProducts, setProductVisibility, updateProduct } from './admin-products.service.ts';

const tags = ['admin: products'];

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { schema: { tags, querystring: adminProductListQuery, response: { 200: adminProductListReply } } }, async (request) =>
    ok(await listProducts(app.db, request.query)),
  );

  app.get('/products/:id', { schema: { tags, params: adminIdPath, response: { 200: adminProductReply } } }, async (request) => ok(await getProduct(app.db, request.params.id)));

  app.post('/products', { schema: { tags, body: adminProductCreateInput, response: { 200: adminProductReply } } }, async (request) => {
    const product = await createProduct(app.db, currentMember(request).id, request.body);
    return ok(product, `${product.name} was added to the shop.`);
  });

  app.put('/products/:id', { schema: { tags, params: adminIdPath, body: adminProductInput, response: { 200: adminProductReply } } }, async (request) => {
    const product = await updateProduct(app.db, currentMember(request).id, request.params.id, request.body);
    return ok(product, `${product.name} was saved.`);
  });

  app.put('/products/:id/visibility', { schema: { tags, params: adminIdPath, body: adminVisibilityInput, response: { 200: adminProductReply } } }, async (request) => {
    const product = await setProductVisibility(app.db, currentMember(request).id, request.params.id, request.body.isActive);
    return ok(product, product.isActive ? `${product.name} is shown in the shop again.` : `${product.name} is hidden from the shop.`);
  });

  app.post('/products/:id/stock', { schema: { tags, params: adminIdPath, body: adminStockAdjustInput, response: { 200: adminProductReply } } }, async (request) => {
    const { change, reason } = request.body;
    const product = await adjustStock(app.db, currentMember(request).id, request.params.id, change, reason);
    return ok(product, `Stock of ${product.name} is now ${product.stock}.`);
  });
};

export default productRoutes;
