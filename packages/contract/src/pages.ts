/**
 * What the storefront's pages and the server's preload hints for them (apps/api/src/http/page-hints.ts) must agree on,
 * or the browser fetches things twice. Imported as '@shop/contract/pages': no zod here, so the shop's first page can
 * use it without loading the schemas.
 */

/** Products on a page of /shop (docs/product.md#shop). */
export const SHOP_PAGE_SIZE = 10;

/**
 * Uploaded product pictures are stored at 800 and 400 px (`…-800.webp` and `…-400.webp`, the back office's upload):
 * the browser may pick the smaller one. Drawn SVGs have one size for every screen (undefined).
 */
export function productPictureSrcSet(src: string): string | undefined {
  const sized = /^(.*)-800\.webp$/.exec(src);
  return sized ? `${sized[1]}-400.webp 400w, ${src} 800w` : undefined;
}

/** The `sizes` of a product picture: on a card in a grid, and on the product's page. */
export const productPictureSizes = {
  card: '(min-width: 1024px) 240px, 50vw',
  productPage: '(min-width: 768px) 560px, 100vw',
} as const;
