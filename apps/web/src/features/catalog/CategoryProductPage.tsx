import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { ProductGridSkeleton } from '../../ui/Skeleton';
import { CategoryTitle } from './CategoryTitle';
import { CATEGORY_PAGE_SIZE as PAGE_SIZE, useCategoryTree, useProductPage } from './api';
import { ProductGrid } from './ProductGrid';
import { SubcategoryNav } from './SubcategoryNav';
import { categoriesError, isNotFound, pageOf, parseId } from './messages';
import { CategoryNotFound } from './NotFound';
import { useLocalName } from '../../i18n/format';

/**
 * /category/{catId}: the category's products at once, 20 a page, with its subcategories beside them, a rail on a
 * desktop and a row of chips above them on a phone (issue 33); a subcategory opens its own page.
 */
export default function CategoryProductPage() {
  const { t } = useLingui();
  const local = useLocalName();
  const catId = parseId(useParams().catId);
  const [params] = useSearchParams();
  const page = pageOf(params);
  const tree = useCategoryTree();
  const category = catId === undefined ? undefined : tree.data?.byId.get(catId);
  const subcategories = category && tree.data ? tree.data.childrenOf(category.catid) : [];
  const products = useProductPage({ catid: catId, page, pageSize: PAGE_SIZE }, { enabled: catId !== undefined && !category?.ParentId });
  const name = category ? local(category.CatName, category.HindiName) : '';

  if (catId === undefined || (tree.data && !category) || isNotFound(products.error)) return <CategoryNotFound />;
  // A subcategory has no subcategories of its own: show its products instead.
  if (category?.ParentId) return <Navigate to={`/subcategory/${catId}`} replace />;

  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  const total = products.data?.total ?? 0;

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: t`Category`, to: '/category' }, { label: name || '…' }]} />
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <SubcategoryNav title={name} items={subcategories} loading={tree.isPending} all={catId === undefined ? undefined : { to: `/category/${catId}`, label: name ? t`All of ${name}` : t`All` }} />
        <section aria-labelledby="category-title" aria-busy={products.isPending || products.isPlaceholderData}>
          <CategoryTitle id="category-title" name={name} total={total} />
          {tree.isError && (
            <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(categoriesError(tree.error))}
            </p>
          )}
          {products.isPending ? (
            <ProductGridSkeleton count={8} columns={4} label={t`Loading products...`} />
          ) : products.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <Trans>Failed to fetch category details.</Trans>
            </p>
          ) : products.data.items.length === 0 ? (
            <EmptyState title={t`No products available.`} />
          ) : (
            <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <ProductGrid products={products.data.items} columns={4} headingLevel={2} leading />
            </div>
          )}
          <Pager page={Math.min(page, pages)} total={pages} to={(p) => (p > 1 ? `?page=${p}` : '?')} label={t`Product pages`} />
        </section>
      </div>
    </main>
  );
}
