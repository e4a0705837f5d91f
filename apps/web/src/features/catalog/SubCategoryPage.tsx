import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../ui/Breadcrumb';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { ProductGridSkeleton } from '../../ui/Skeleton';
import { CategoryTitle } from './CategoryTitle';
import { SUBCATEGORY_PAGE_SIZE as PAGE_SIZE, useCategoryTree, useProductPage } from './api';
import { CategoryNotFound } from './NotFound';
import { categoriesError, isNotFound, pageOf, parseId } from './messages';
import { ProductGrid } from './ProductGrid';
import { SubcategoryNav } from './SubcategoryNav';
import { useLocalName } from '../../i18n/format';


/**
 * /subcategory/{catId}: the products of one subcategory, 9 a page, beside the other subcategories of its category.
 * Given a top-level category, it opens that category's first subcategory.
 */
export default function SubCategoryPage() {
  const { t } = useLingui();
  const local = useLocalName();
  const catId = parseId(useParams().catId);
  const [params] = useSearchParams();
  const page = pageOf(params);
  const tree = useCategoryTree();

  const current = catId === undefined ? undefined : tree.data?.byId.get(catId);
  const parent = current?.ParentId ? tree.data?.byId.get(current.ParentId) : current;
  const siblings = parent && tree.data ? tree.data.childrenOf(parent.catid) : [];
  const opensFirstChild = current?.ParentId === null && siblings.length > 0;

  const products = useProductPage({ catid: catId, page, pageSize: PAGE_SIZE }, { enabled: catId !== undefined && !opensFirstChild });
  const currentName = current ? local(current.CatName, current.HindiName) : undefined;
  const parentName = parent && parent !== current ? local(parent.CatName, parent.HindiName) : undefined;

  if (catId === undefined || (tree.data && !current) || isNotFound(products.error)) return <CategoryNotFound />;
  if (opensFirstChild) return <Navigate to={`/subcategory/${siblings[0].catid}`} replace />;

  const crumbs: Crumb[] = [{ label: t`Home`, to: '/' }, { label: t`Category`, to: '/category' }];
  if (parent && parent !== current && parentName) crumbs.push({ label: parentName, to: `/category/${parent.catid}` });
  crumbs.push({ label: currentName ?? '…' });

  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  const loading = products.isPending || products.isPlaceholderData;
  const total = products.data?.total ?? 0;

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={crumbs} />
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <SubcategoryNav
          title={parent ? local(parent.CatName, parent.HindiName) : ''}
          items={siblings}
          loading={tree.isPending}
          all={parent && parent !== current ? { to: `/category/${parent.catid}`, label: parentName ? t`All of ${parentName}` : t`All` } : undefined}
        />
        <section aria-labelledby="subcategory-title" aria-busy={loading}>
          <CategoryTitle id="subcategory-title" name={currentName} total={total} />
          {tree.isError && (
            <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(categoriesError(tree.error))}
            </p>
          )}
          {products.isPending ? (
            <>
              <p role="status" className="mb-3 text-sm text-stone-600">
                <Trans>Loading products...</Trans>
              </p>
              <ProductGridSkeleton count={PAGE_SIZE} columns={3} label={t`Loading products...`} />
            </>
          ) : products.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <Trans>Failed to fetch category details.</Trans>
            </p>
          ) : products.data.items.length === 0 ? (
            <EmptyState title={t`No products available.`}>{currentName && <Trans>No products found in the "{currentName}" category.</Trans>}</EmptyState>
          ) : (
            <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {products.isPlaceholderData && (
                <p role="status" className="sr-only">
                  <Trans>Loading products...</Trans>
                </p>
              )}
              <ProductGrid products={products.data.items} columns={3} headingLevel={2} leading />
            </div>
          )}
          <Pager
            page={Math.min(page, pages)}
            total={pages}
            to={(p) => (p > 1 ? `?page=${p}` : '?')}
            label={t`Product pages`}
          />
        </section>
      </div>
    </main>
  );
}
