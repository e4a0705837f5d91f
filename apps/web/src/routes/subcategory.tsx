import { msg } from '@lingui/core/macro';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import SubCategoryPage from '../features/catalog/SubCategoryPage';
import { categoryTreeQuery, productPageQuery, SUBCATEGORY_PAGE_SIZE } from '../features/catalog/api';
import { categoryHead } from '../features/catalog/heads';
import { pageOf, parseId } from '../features/catalog/messages';
import { CategoryNotFound } from '../features/catalog/NotFound';
import { pageMeta } from '../lib/head';
import { dataOf, pageData } from '../lib/page-data';

/**
 * A subcategory's products, 9 a page (`?page=`), beside its siblings. A top-level category opens its first
 * subcategory; an unknown or hidden one is a 404.
 */
const reads = pageData<{ catId?: string }>(async (read, { params, url }) => {
  const catId = parseId(params.catId);
  const tree = await read(categoryTreeQuery);
  const current = tree.find((c) => c.catid === catId);
  if (!current) throw data(null, { status: 404 });
  const first = current.ParentId === null ? tree.find((c) => c.ParentId === current.catid) : undefined;
  if (first) throw redirect(`/subcategory/${first.catid}`);
  const page = pageOf(url.searchParams);
  await read(productPageQuery({ catid: catId, page, pageSize: SUBCATEGORY_PAGE_SIZE }));
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

/** Turning a page reads the next one in the page itself, which keeps the shown page until it has arrived. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta = pageMeta((page) => {
  const tree = dataOf(page.data, categoryTreeQuery) ?? [];
  const current = tree.find((c) => c.catid === parseId(page.params.catId));
  return current ? categoryHead(tree, current, `/subcategory/${current.catid}`, page) : { title: page.i18n._(msg`Products`) };
});

export function ErrorBoundary() {
  return <CategoryNotFound />;
}

export default SubCategoryPage;
