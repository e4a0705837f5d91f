import { type ShouldRevalidateFunctionArgs } from 'react-router';
import ShopPage from '../features/catalog/ShopPage';
import { productPageQuery } from '../features/catalog/api';
import { shopHead } from '../features/catalog/heads';
import { readShopParams, shopProducts } from '../features/catalog/shopParams';
import { pageMeta } from '../lib/head';
import { pageData } from '../lib/page-data';

/** The page of products the address asks for: keyword, price, sort and page live in the query (decision 013). */
const reads = pageData(async (read, { url }) => {
  await read(productPageQuery(shopProducts(readShopParams(url.searchParams))));
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** A change of filter or page reads its products in the page itself, keeping the shown ones until they arrive. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta = pageMeta(shopHead);

export default ShopPage;
