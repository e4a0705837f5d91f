import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import { data } from 'react-router';
import ProductDetailsPage from '../features/catalog/ProductDetailsPage';
import { productQuery, relatedQuery } from '../features/catalog/api';
import { productHead } from '../features/catalog/heads';
import { parseId } from '../features/catalog/messages';
import { ProductNotFound } from '../features/catalog/NotFound';
import { pageMeta } from '../lib/head';
import { dataOf, pageData } from '../lib/page-data';

/** The product and more from its subcategory; an unknown, hidden or malformed id is a 404. */
const reads = pageData<{ productId?: string }>(async (read, { params }) => {
  const id = parseId(params.productId);
  if (id === undefined) throw data(null, { status: 404 });
  const product = await read(productQuery(id));
  await read(relatedQuery(product.CatId, !product.In_stock));
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export const meta = pageMeta((page) => {
  const product = dataOf(page.data, productQuery(parseId(page.params.productId)));
  return product ? productHead(product, page) : { title: page.i18n._(msg`Product not found`), robots: 'noindex' };
});

export function ErrorBoundary() {
  return <ProductNotFound />;
}

/** On an out-of-stock product, the comeback feature's "Notify me", in its own chunk. */
const NotifyMe = lazy(() => import('../features/comeback/NotifyMe'));

export default function ProductRoute() {
  return <ProductDetailsPage notifyMe={NotifyMe} />;
}
