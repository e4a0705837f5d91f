/** The catalogue module's door: how a product is shown, the page hints, heads and server-drawn content of the shop's pages, robots.txt and the sitemap. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import searchStoreCalls from './search/store.routes.ts';
import adminProductsCalls from './admin-products.routes.ts';
import adminCategoriesCalls from './admin-categories.routes.ts';
import seoFiles from './seo.routes.ts';
export { productColumns, productShown, toProduct } from './product-view.ts';
export { keptPageHints, pageModules } from './page-hints.ts';
export { keptPageHeads } from './page-head.ts';
export { keptPageRenderer } from './page-renderer.ts';
export { originOf } from './seo.routes.ts';
export { catalogueVersion } from './reply-cache.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls, searchStoreCalls, seoFiles];
export const adminRoutes: FastifyPluginAsync[] = [adminProductsCalls, adminCategoriesCalls];
