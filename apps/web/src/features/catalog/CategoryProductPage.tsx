import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { EmptyState } from '../../ui/EmptyState';
import { ProductGridSkeleton } from '../../ui/Skeleton';
import { useCategoryTree, useProductPage, useSubcategories } from './api';
import { ProductGrid } from './ProductGrid';
import { SectionHeader } from '../../ui/SectionHeader';
import { CategoryTile, CategoryTileSkeletons } from './CategoryTile';
import { categoriesError, isNotFound, parseId } from './messages';
import { CategoryNotFound } from './NotFound';
import { useLocalName } from '../../i18n/format';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/** /category/{catId}: the subcategories of one category, as tiles that open their products. */
export default function CategoryProductPage() {
  const { t } = useLingui();
  const local = useLocalName();
  const catId = parseId(useParams().catId);
  const tree = useCategoryTree();
  const subcategories = useSubcategories(catId);
  const popular = useProductPage({ catid: catId, page: 1, pageSize: 8 }, { enabled: catId !== undefined });
  const category = catId === undefined ? undefined : tree.data?.byId.get(catId);
  const name = category ? local(category.CatName, category.HindiName) : tree.isPending ? '' : t`Category`;

  if (catId === undefined || isNotFound(subcategories.error)) return <CategoryNotFound />;
  // A subcategory has no subcategories of its own: show its products instead.
  if (category?.ParentId) {
    return (
      <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
        <Navigate to={`/subcategory/${catId}`} replace />
        <ProductGridSkeleton count={6} columns={3} />
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: t`Category`, to: '/category' }, { label: name || '…' }]} />
      <h1 className="mb-5 mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{name || <span className="inline-block h-8 w-48 animate-pulse rounded-lg bg-stone-200" />}</h1>
      {tree.isError && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(categoriesError(tree.error))}
        </p>
      )}
      {subcategories.isPending ? (
        <CategoryTileSkeletons count={5} className={grid} />
      ) : subcategories.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <Trans>Failed to fetch category details.</Trans>
        </p>
      ) : subcategories.data.length === 0 ? (
        <EmptyState title={t`No categories available.`} />
      ) : (
        <ul className={grid}>
          {subcategories.data.map((s) => (
            <li key={s.catid}>
              <CategoryTile category={s} to={`/subcategory/${s.catid}`} />
            </li>
          ))}
        </ul>
      )}
      {popular.data && popular.data.items.length > 0 && (
        <section aria-labelledby="category-popular" className="mt-10">
          <SectionHeader id="category-popular" title={name ? t`Popular in ${name}` : t`Popular in this category`} more={subcategories.data?.[0] && { to: `/subcategory/${subcategories.data[0].catid}`, label: t`View all` }} />
          <ProductGrid products={popular.data.items} />
        </section>
      )}
    </main>
  );
}
