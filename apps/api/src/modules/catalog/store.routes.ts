import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import type { Db } from '../../db/client.ts';
import type { Answers } from '../../http/answers.ts';
import { clientLimits } from '../../http/client-limits.ts';
import { notFound, ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { CatalogueReplies, catalogueVersion } from './reply-cache.ts';
import { activeBanners, categoryExists, homeProducts, listAllCategories, listBrands, listCategories, listProducts, productDetail, searchProducts } from './service.ts';

export type CatalogCall = 'bannerList' | 'categoryList' | 'categoryTree' | 'homeProducts' | 'productList' | 'productBrands' | 'productDetails' | 'productSearch';

/** What the catalogue's calls answer, for the JSON API below and for the storefront's pages (decision 173). */
export const catalogAnswers = (db: Db): Answers<CatalogCall> => ({
  bannerList: async () => ok(await activeBanners(db)),
  categoryList: async ({ query: { catid } }) => {
    if (catid !== undefined && !(await categoryExists(db, catid))) throw notFound('No such category.');
    return ok(await listCategories(db, catid));
  },
  // Our addition: the whole tree in one call, so a subcategory page can find its parent and siblings.
  categoryTree: async () => ok(await listAllCategories(db)),
  homeProducts: async () => ok(await homeProducts(db)),
  productList: async ({ query }) => {
    if (query.catid !== undefined && !(await categoryExists(db, query.catid))) throw notFound('No such category.');
    const { items, total } = await listProducts(db, query);
    const msg = items.length ? 'Success' : 'No products found!';
    if (!query.page) return ok(items, msg);
    return { ...ok(items, msg), total, page: query.page, pageSize: query.pageSize ?? 10 };
  },
  productBrands: async ({ query: { catid } }) => {
    if (catid !== undefined && !(await categoryExists(db, catid))) throw notFound('No such category.');
    return ok(await listBrands(db, catid));
  },
  productDetails: async ({ query }) => {
    const detail = await productDetail(db, query.Pid);
    if (!detail) throw notFound('This product does not exist or is no longer sold.');
    return ok(detail);
  },
  productSearch: async ({ query }) => {
    const items = await searchProducts(db, query.search);
    return ok(items, items.length ? 'Success' : 'No products found.');
  },
});

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = catalogAnswers(app.db);
  const asked = { memberId: null, language: 'en' } as const;
  // Browsing calls are answered from memory until the catalogue changes (reply-cache.ts); keyword searches are not kept.
  const replies = new CatalogueReplies(await catalogueVersion(app));
  const kept = replies.hooks();
  app.earlyReplies.serve((req) => replies.early(req));

  app.route({ ...routeOf(routes.bannerList), ...kept, handler: (request) => answer.bannerList(request, asked) });
  app.route({ ...routeOf(routes.categoryList), ...kept, handler: (request) => answer.categoryList(request, asked) });
  app.route({ ...routeOf(routes.categoryTree), ...kept, handler: (request) => answer.categoryTree(request, asked) });
  app.route({ ...routeOf(routes.homeProducts), ...kept, handler: (request) => answer.homeProducts(request, asked) });
  app.route({
    ...routeOf(routes.productList),
    ...replies.hooks((request) => Boolean((request.query as { search?: string }).search)),
    handler: (request) => answer.productList(request, asked),
  });
  app.route({ ...routeOf(routes.productBrands), ...kept, handler: (request) => answer.productBrands(request, asked) });
  app.route({ ...routeOf(routes.productDetails), ...kept, handler: (request) => answer.productDetails(request, asked) });
  // 'productserach' is misspelt in the public contract (docs/product.md#catalogue-calls) and kept so for compatibility.
  app.route({ ...routeOf(routes.productSearch), config: { rateLimit: clientLimits.search }, handler: (request) => answer.productSearch(request, asked) });
};

export default catalogRoutes;
