/** The catalogue module's door: how a product is shown, and the page hints of the shop's landing pages. */
export { productShown } from './product-view.ts';
export { keptPageHints, pageModules } from './page-hints.ts';
export { catalogueVersion } from './reply-cache.ts';
