import { msg } from '@lingui/core/macro';
import { type ShouldRevalidateFunctionArgs } from 'react-router';
import { metaDescription, SHOP_NAME } from '@shop/contract/pages';
import ShopPage from '../features/catalog/ShopPage';
import { productPageQuery } from '../features/catalog/api';
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

export const meta = pageMeta(({ i18n, language }) => ({
  title: language === 'hi' ? i18n._(msg`Shop`) : 'Shop all products',
  description: language === 'hi' ? undefined : metaDescription(`Every product of ${SHOP_NAME}: atta, rice, dals, spices, ghee, honey, oils, snacks and natural personal care, delivered across India.`),
  canonical: '/shop',
}));

export default ShopPage;
