import { msg } from '@lingui/core/macro';
import { metaDescription, SHOP_NAME } from '@shop/contract/pages';
import CategoryBrowserPage from '../features/catalog/CategoryBrowserPage';
import { categoriesQuery, subcategoriesQuery } from '../features/catalog/api';
import { pageMeta } from '../lib/head';
import { pageData } from '../lib/page-data';

/** The categories, and the sub-items of the one chosen (`?cat=`, the first by default). */
const reads = pageData(async (read, { url }) => {
  const categories = await read(categoriesQuery);
  const chosen = categories.find((c) => c.catid === Number(url.searchParams.get('cat'))) ?? categories[0];
  if (chosen) await read(subcategoriesQuery(chosen.catid));
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta(({ i18n, language }) => ({
  title: i18n._(msg`Categories`),
  description: language === 'hi' ? undefined : metaDescription(`Browse the categories of ${SHOP_NAME}: staples, spices, oils and ghee, dry fruits, beverages, personal and home care.`),
  canonical: '/category',
}));

export default CategoryBrowserPage;
