import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { clientLimits } from '../../http/client-limits.ts';
import { notFound, ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { CatalogueReplies, catalogueVersion } from './reply-cache.ts';
import { activeBanners, categoryExists, homeProducts, listAllCategories, listCategories, listProducts, productDetail, searchProducts } from './service.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Browsing calls are answered from memory until the catalogue changes (reply-cache.ts); keyword searches are not kept.
  const replies = new CatalogueReplies(await catalogueVersion(app));
  const kept = replies.hooks();

  app.route({
    ...routeOf(routes.bannerList),
    ...kept,
    handler: async () => ok(await activeBanners(app.db)),
  });

  app.route({
    ...routeOf(routes.categoryList),
    ...kept,
    handler: async (request) => {
      const { catid } = request.query;
      if (catid !== undefined && !(await categoryExists(app.db, catid))) throw notFound('No such category.');
      return ok(await listCategories(app.db, catid));
    },
  });

  // Our addition: the whole tree in one call, so a subcategory page can find its parent and siblings.
  app.route({
    ...routeOf(routes.categoryTree),
    ...kept,
    handler: async () => ok(await listAllCategories(app.db)),
  });

  app.route({
    ...routeOf(routes.homeProducts),
    ...kept,
    handler: async () => ok(await homeProducts(app.db)),
  });

  app.route({
    ...routeOf(routes.productList),
    ...replies.hooks((request) => Boolean((request.query as { search?: string }).search)),
    handler: async (request) => {
      const query = request.query;
      if (query.catid !== undefined && !(await categoryExists(app.db, query.catid))) throw notFound('No such category.');
      const { items, total } = await listProducts(app.db, query);
      const msg = items.length ? 'Success' : 'No products found!';
      if (!query.page) return ok(items, msg);
      return { ...ok(items, msg), total, page: query.page, pageSize: query.pageSize ?? 10 };
    },
  });

  app.route({
    ...routeOf(routes.productDetails),
    ...kept,
    handler: async (request) => {
      const detail = await productDetail(app.db, request.query.Pid);
      if (!detail) throw notFound('This product does not exist or is no longer sold.');
      return ok(detail);
    },
  });

  // 'productserach' is misspelt in the public contract (docs/product.md#catalogue-calls) and kept so for compatibility.
  app.route({
    ...routeOf(routes.productSearch),
    config: { rateLimit: clientLimits.search },
    handler: async (request) => {
      const items = await searchProducts(app.db, request.query.search);
      return ok(items, items.length ? 'Success' : 'No products found.');
    },
  });
};

export default catalogRoutes;
