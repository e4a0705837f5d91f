// What a page of the shop needs first, named in its HTML so the browser asks for all of it at once instead of finding
// it step by step (HTML, then the app's code, then the page's code, then its API calls, then the picture). For the
// pages a shopper lands on:
//   every page      the company details (header and footer)
//   /               banners, home products and categories; the first banner's picture (the largest paint on a phone)
//   /shop           the page's code, the first page of products (what a plain /shop asks for), the first picture
//   /product/:id    the page's code, the product's details and its picture
//   /cart, /checkout the page's code, and the member's calls, which carry a token from the browser's storage: no link
//                    can, so /member-calls.js makes them (decision 165); the cart's stock refresh, then the cart and
//                    its first pictures; checkout's cart, delivery options and addresses, and the English of the
//                    screens beyond the first page when the page is in English
// The calls are the web app's own, from the same route table with the same query, so the URLs match to the letter; a
// hint a page does not use costs one small request, never correctness, and `npm run bench:web` reports any request
// made twice.
import { calls, urlOf, type Call, type QueryValues } from '@shop/contract/calls';
import { productPictureSizes, productPictureSrcSet, SHOP_PAGE_SIZE } from '@shop/contract/pages';
import type { Db } from '../../db/client.ts';
import { englishRestModule, type Hint } from '../../http/page-html.ts';
import type { VersionSource } from './reply-cache.ts';
import { keptPerVersion } from './kept-per-version.ts';
import { activeBanners, listProducts, productDetail } from './service.ts';

/** The web app's source modules of the pages whose code is loaded lazily (apps/web/src/app/router.tsx). */
export const pageModules = {
  shop: 'src/features/catalog/ShopPage.tsx',
  product: 'src/features/catalog/ProductDetailsPage.tsx',
  cart: 'src/features/cart/CartPage.tsx',
  checkout: 'src/features/checkout/CheckoutPage.tsx',
  /** The English of the screens not on the first page, which checkout's code waits for in English (decision 148). */
  englishRest: englishRestModule,
} as const;

/** A picture served by this server only: a hint must never make the browser contact another site. */
function picture(src: string | undefined, sizes?: string): Hint[] {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return [];
  const srcSet = sizes ? productPictureSrcSet(src) : undefined;
  return [{ href: src, as: 'image', fetchPriority: 'high', ...(srcSet && { imageSrcSet: srcSet, imageSizes: sizes }) }];
}

/** An API call, made the way the app's fetch() makes it (same origin, CORS mode), so the browser reuses the reply. */
const call = (to: Call, query?: QueryValues): Hint => ({ href: urlOf(to, { query }), as: 'fetch', crossOrigin: true });

/** A member's call, made by /member-calls.js in `step` order. */
const memberCall = (to: Call, step = 0, pictures = false): Hint => ({ href: urlOf(to), as: 'fetch', member: { step, pictures } });

const code = (files: string[]): Hint[] => files.map((file) => ({ href: `/${file}`, rel: 'modulepreload' }));

/**
 * The hints for the page at `pathname`. `chunks` gives the built files a source module needs beyond what the HTML
 * loads anyway (from Vite's manifest; none without one).
 */
export async function pageHints(db: Db, pathname: string, chunks: (src: string) => string[] = () => []): Promise<Hint[]> {
  const everyPage = [call(calls.companyDetails)];
  if (pathname === '/') {
    const banner = (await activeBanners(db))[0];
    return [...picture(banner?.Banner_Image), call(calls.bannerList), call(calls.homeProducts), call(calls.categoryList), ...everyPage];
  }
  if (pathname === '/shop') {
    const first = (await listProducts(db, { page: 1, pageSize: 1 })).items[0];
    return [...code(chunks(pageModules.shop)), ...picture(first?.Img, productPictureSizes.card), call(calls.productList, { page: 1, pageSize: SHOP_PAGE_SIZE }), ...everyPage];
  }
  const product = /^\/product\/([1-9]\d{0,8})$/.exec(pathname);
  if (product) {
    const detail = await productDetail(db, Number(product[1]));
    // An unknown product gets the page's code only: its page says so without a picture.
    return [...code(chunks(pageModules.product)), ...picture(detail?.Img, productPictureSizes.productPage), ...(detail ? [call(calls.productDetails, { Pid: detail.Id })] : []), ...everyPage];
  }
  if (pathname === '/cart') return [...code(chunks(pageModules.cart)), memberCall(calls.refreshCartStock), memberCall(calls.cartDetails, 1, true), ...everyPage];
  if (pathname === '/checkout') {
    const memberCalls = [memberCall(calls.cartDetails), memberCall(calls.deliveryOptions), memberCall(calls.addressList)];
    return [...code(chunks(pageModules.checkout)), ...code(chunks(pageModules.englishRest)), ...memberCalls, ...everyPage];
  }
  return [];
}

/** How many pages' hints are kept at most; the oldest go first. */
export const KEPT_PAGE_HINTS = 2000;

/**
 * `pageHints` kept per path while the catalogue's version is unchanged (kept-per-version.ts) and the build is the same:
 * `chunks` is the page sender's lookup of the build's files, a new function when a new build replaced the old one
 * while the server runs, and the hints worked out with the old one are then dropped.
 */
export function keptPageHints(db: Db, version: VersionSource, limit = KEPT_PAGE_HINTS) {
  let keptFor: { chunks?: (src: string) => string[]; kept: (pathname: string) => Promise<Hint[]> } | undefined;
  return (pathname: string, chunks?: (src: string) => string[]): Promise<Hint[]> => {
    if (!keptFor || keptFor.chunks !== chunks) keptFor = { chunks, kept: keptPerVersion(version, limit, (path) => pageHints(db, path, chunks)) };
    return keptFor.kept(pathname);
  };
}
