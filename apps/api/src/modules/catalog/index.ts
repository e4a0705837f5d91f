/** The catalogue module's door: how a product is shown, what its calls answer (for the pages too), robots.txt and the sitemap. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import searchStoreCalls from './search/store.routes.ts';
import adminProductsCalls from './admin-products.routes.ts';
import adminCategoriesCalls from './admin-categories.routes.ts';
import seoFiles from './seo.routes.ts';
export { productColumns, productShown, toProduct } from './product-view.ts';
export { catalogAnswers } from './store.routes.ts';
export { originOf } from './seo.routes.ts';
export { catalogueVersion, type VersionSource } from './reply-cache.ts';
export { keptPerVersion } from './kept-per-version.ts';
export { keepBestsellers, refreshBestsellers } from './bestsellers.ts';
export { countRating, lockForSale, returnStock, takeStock, takeSubstitute, type StockLine } from './stock.ts';
export { batchesOf, keepBatchesDispatchable, pickFefo, writeOffShortDated, type BatchPick } from './batches.ts';
export { returnToBatches, takeFromBatches } from './batch-shipments.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls, searchStoreCalls, seoFiles];
export const adminRoutes: FastifyPluginAsync[] = [adminProductsCalls, adminCategoriesCalls];
