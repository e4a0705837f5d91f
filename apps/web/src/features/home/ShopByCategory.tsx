import { Trans, useLingui } from '@lingui/react/macro';
import { categoriesError, CategoryTile, CategoryTileSkeletons, useCategories } from '../catalog';
import { SectionHeader } from '../../ui/SectionHeader';

/** 'Shop By Category': the first 5 categories; a click opens the category's subcategories. */
export function ShopByCategory() {
  const { t } = useLingui();
  const { data, isPending, isError, error } = useCategories();
  const row = 'grid auto-cols-[30%] grid-flow-col gap-3 overflow-x-auto pb-1 scrollbar-none sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-5 sm:gap-4 sm:overflow-visible';
  return (
    <section aria-labelledby="home-categories">
      <SectionHeader id="home-categories" title={t`Shop By Category`} more={{ to: '/category', label: t`All categories` }} />
      {isPending ? (
        <CategoryTileSkeletons count={5} className={row} />
      ) : isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(categoriesError(error))}
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-3 text-sm text-stone-600"><Trans>No categories found.</Trans></p>
      ) : (
        <ul className={row}>
          {data.slice(0, 5).map((c) => (
            <li key={c.catid}>
              <CategoryTile category={c} to={`/category/${c.catid}`} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
