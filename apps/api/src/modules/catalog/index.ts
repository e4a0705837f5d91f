/** The catalogue module's door: how a product is shown, and the page hints of the shop's landing pages. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import searchStoreCalls from './search/store.routes.ts';
import adminProductsCalls from './admin-products.routes.ts';
import adminCategoriesCalls from './admin-categories.routes.ts';
export { productShown } from './product-view.ts';
export { keptPageHints, pageModules } from './page-hints.ts';
export { catalogueVersion } from './reply-cache.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls, searchStoreCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminProductsCalls, adminCategoriesCalls];
