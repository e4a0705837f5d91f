import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { keepScroll } from '../../lib/scroll';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { ProductGridSkeleton } from '../../ui/Skeleton';
import { useProductPage } from './api';
import { ProductGrid } from './ProductGrid';
import { readShopParams, shopProducts, writeShopParams, type ShopFilters } from './shopParams';
import { ShopToolbar } from './ShopToolbar';

/** /shop: every product, filtered by keyword, category, brand, veg, stock and price, sorted, 20 a page; the filters live in the address. */
export default function ShopPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = readShopParams(params);
  const { data, isPending, isError, isPlaceholderData } = useProductPage(shopProducts(filters));

  const update = useCallback(
    (next: Partial<ShopFilters>, opts: { replace?: boolean; scroll?: boolean } = {}) => {
      // Filtering keeps the shopper where they are; turning a page starts at the top.
      setParams((current) => writeShopParams({ ...readShopParams(current), ...next }), { replace: opts.replace, state: opts.scroll ? null : keepScroll });
    },
    [setParams],
  );

  const pages = data ? Math.max(1, Math.ceil(data.total / SHOP_PAGE_SIZE)) : 1;
  // A shared link to a page that no longer exists lands on the last one.
  useEffect(() => {
    if (data && !isPlaceholderData && data.total > 0 && filters.page > pages) update({ page: pages }, { replace: true });
  }, [data, isPlaceholderData, filters.page, pages, update]);

  const first = (filters.page - 1) * SHOP_PAGE_SIZE + 1;
  const last = data ? Math.min(first + data.items.length - 1, data.total) : first;
  const total = data?.total ?? 0;

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: t`Shop` }]} />
      <div className="mb-4 mt-2 flex items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"><Trans>Shop</Trans></h1>
      </div>
      <ShopToolbar filters={filters} onChange={update} />

      <section aria-labelledby="shop-results" className="mt-5" aria-busy={isPending || isPlaceholderData}>
        <h2 id="shop-results" className="sr-only">
          <Trans>Products</Trans>
        </h2>
        <p aria-live="polite" className="mb-3 text-sm text-stone-600">
          {data && data.total > 0 && (
            <Trans>
              Showing <strong className="text-stone-900">{first}</strong>–<strong className="text-stone-900">{last}</strong> of{' '}
              <strong className="text-stone-900">{total}</strong> products
            </Trans>
          )}
        </p>
        {isPending ? (
          <ProductGridSkeleton count={SHOP_PAGE_SIZE} columns={5} />
        ) : isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            <Trans>We could not load the products. Please try again.</Trans>
          </p>
        ) : data.items.length === 0 ? (
          <EmptyState title={t`No products found!`}><Trans>Try another keyword, fewer filters or a higher price.</Trans></EmptyState>
        ) : (
          <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <ProductGrid products={data.items} columns={5} leading />
          </div>
        )}
        <Pager page={Math.min(filters.page, pages)} total={pages} to={(page) => `?${writeShopParams({ ...filters, page })}`} label={t`Shop pages`} />
      </section>
    </main>
  );
}
