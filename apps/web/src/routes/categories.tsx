import CategoryBrowserPage from '../features/catalog/CategoryBrowserPage';
import { categoriesQuery, subcategoriesQuery } from '../features/catalog/api';
import { categoriesHead } from '../features/catalog/heads';
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

export const meta = pageMeta(categoriesHead);

export default CategoryBrowserPage;
