import { categoryPageDescription } from '@shop/contract/pages';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../ui/Breadcrumb';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { ProductGridSkeleton, Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useCategoryTree, useProductPage } from './api';
import { CategoryNotFound } from './CategoryNotFound';
import { categoriesError, isNotFound, parseId } from './messages';
import { ProductGrid } from './ProductGrid';
import { SubcategoryNav } from './SubcategoryNav';

const PAGE_SIZE = 9;

/**
 * /subcategory/{catId}: the products of one subcategory, 9 a page, beside the other subcategories of its category.
 * Given a top-level category, it opens that category's first subcategory.
 */
export default function SubCategoryPage() {
  const catId = parseId(useParams().catId);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tree = useCategoryTree();

  const current = catId === undefined ? undefined : tree.data?.byId.get(catId);
  const parent = current?.ParentId ? tree.data?.byId.get(current.ParentId) : current;
  const siblings = parent && tree.data ? tree.data.childrenOf(parent.catid) : [];
  const opensFirstChild = current?.ParentId === null && siblings.length > 0;

  const products = useProductPage({ catid: catId, page, pageSize: PAGE_SIZE }, { enabled: catId !== undefined && !opensFirstChild });
  useDocumentTitle(current?.CatName ?? 'Products', current ? categoryPageDescription(current.CatName, [], parent && parent !== current ? parent.CatName : undefined) : undefined);

  if (catId === undefined || (tree.data && !current) || isNotFound(products.error)) return <CategoryNotFound />;
  if (opensFirstChild) return <Navigate to={`/subcategory/${siblings[0].catid}`} replace />;

  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'Category', to: '/category' }];
  if (parent && parent !== current) crumbs.push({ label: parent.CatName, to: `/category/${parent.catid}` });
  crumbs.push({ label: current?.CatName ?? '…' });

  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  const loading = products.isPending || products.isPlaceholderData;

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={crumbs} />
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <SubcategoryNav title={parent?.CatName ?? ''} items={siblings} loading={tree.isPending} />
        <section aria-labelledby="subcategory-title" aria-busy={loading}>
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h1 id="subcategory-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
              {current?.CatName ?? <Skeleton className="inline-block h-8 w-48" />}
            </h1>
            {products.data && products.data.total > 0 && (
              <p className="text-sm text-stone-500">
                {products.data.total} {products.data.total === 1 ? 'product' : 'products'}
              </p>
            )}
          </div>
          {tree.isError && (
            <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {categoriesError(tree.error)}
            </p>
          )}
          {products.isPending ? (
            <>
              <p role="status" className="mb-3 text-sm text-stone-600">
                Loading products...
              </p>
              <ProductGridSkeleton count={PAGE_SIZE} columns={3} label="Loading products..." />
            </>
          ) : products.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              Failed to fetch category details.
            </p>
          ) : products.data.items.length === 0 ? (
            <EmptyState title="No products available.">{current && `No products found in the "${current.CatName}" category.`}</EmptyState>
          ) : (
            <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {products.isPlaceholderData && (
                <p role="status" className="sr-only">
                  Loading products...
                </p>
              )}
              <ProductGrid products={products.data.items} columns={3} headingLevel={2} leading />
            </div>
          )}
          <Pager
            page={Math.min(page, pages)}
            total={pages}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            label="Product pages"
          />
        </section>
      </div>
    </main>
  );
}
