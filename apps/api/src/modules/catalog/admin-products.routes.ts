import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { indiaDay } from '../../lib/time.ts';
import { listBatches, recordBatch } from './batches.ts';
import { batchRecipients } from './batch-shipments.ts';
import { adjustStock, createProduct, getProduct, listProducts, setProductVisibility, updateProduct } from './admin-products.service.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminProducts),
    handler: async (request) => ok(await listProducts(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminProduct),
    handler: async (request) => ok(await getProduct(app.db, request.params.id)),
  });

  app.route({
    ...routeOf(routes.adminCreateProduct),
    handler: async (request) => {
      const product = await createProduct(app.db, currentMember(request).id, request.body);
      return ok(product, m`${product.name} was added to the shop.`);
    },
  });

  app.route({
    ...routeOf(routes.adminUpdateProduct),
    handler: async (request) => {
      const product = await updateProduct(app.db, currentMember(request).id, request.params.id, request.body);
      return ok(product, m`${product.name} was saved.`);
    },
  });

  app.route({
    ...routeOf(routes.adminProductVisibility),
    handler: async (request) => {
      const product = await setProductVisibility(app.db, currentMember(request).id, request.params.id, request.body.isActive);
      return ok(product, product.isActive ? m`${product.name} is shown in the shop again.` : m`${product.name} is hidden from the shop.`);
    },
  });

  app.route({
    ...routeOf(routes.adminAdjustStock),
    handler: async (request) => {
      const { change, reason } = request.body;
      const product = await adjustStock(app.db, currentMember(request).id, request.params.id, change, reason);
      return ok(product, m`Stock of ${product.name} is now ${product.stock}.`);
    },
  });

  app.route({
    ...routeOf(routes.adminStockBatches),
    handler: async (request) => ok(await listBatches(app.db, request.params.id, indiaDay(app.clock.now()))),
  });

  app.route({
    ...routeOf(routes.adminRecordStockBatch),
    handler: async (request) => {
      const batches = await recordBatch(app.db, currentMember(request).id, request.params.id, request.body, indiaDay(app.clock.now()));
      return ok(batches, m`Batch ${request.body.batchNo} was recorded: stock is now ${batches.stock}.`);
    },
  });

  app.route({
    ...routeOf(routes.adminBatchRecipients),
    handler: async (request) => {
      const recipients = await batchRecipients(app.db, request.params.id, request.params.batch);
      return ok(recipients, recipients.orders.length ? 'Success' : m`No order has received batch ${recipients.batchNo} yet.`);
    },
  });
};

export default productRoutes;
