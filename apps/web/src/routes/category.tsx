import { msg } from '@lingui/core/macro';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import CategoryProductPage from '../features/catalog/CategoryProductPage';
import { CATEGORY_PAGE_SIZE, categoryTreeQuery, productPageQuery } from '../features/catalog/api';
import { categoryHead } from '../features/catalog/heads';
import { pageOf, parseId } from '../features/catalog/messages';
import { CategoryNotFound } from '../features/catalog/NotFound';
import { pageMeta } from '../lib/head';
import { dataOf, pageData } from '../lib/page-data';

/**
 * A category's products, 20 a page (`?page=`), beside its subcategories (decision 184). A subcategory's id forwards to
 * its own page (decision 017); an unknown or hidden category is a 404.
 */
const reads = pageData<{ catId?: string }>(async (read, { params, url }) => {
  const catId = parseId(params.catId);
  const tree = await read(categoryTreeQuery);
  const category = tree.find((c) => c.catid === catId);
  if (!category) throw data(null, { status: 404 });
  if (category.ParentId !== null) throw redirect(`/subcategory/${category.catid}`);
  await read(productPageQuery({ catid: catId, page: pageOf(url.searchParams), pageSize: CATEGORY_PAGE_SIZE }));
});

/** Turning a page reads the next one in the page itself, which keeps the shown page until it has arrived. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta((page) => {
  const tree = dataOf(page.data, categoryTreeQuery) ?? [];
  const category = tree.find((c) => c.catid === parseId(page.params.catId));
  return category ? categoryHead(tree, category, `/category/${category.catid}`, page) : { title: page.i18n._(msg`Category`) };
});

export function ErrorBoundary() {
  return <CategoryNotFound />;
}

export default CategoryProductPage;
