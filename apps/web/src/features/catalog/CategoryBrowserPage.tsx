import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { centerCurrent } from './centerCurrent';
import { Link, useSearchParams } from 'react-router';
import { keepScroll } from '../../lib/scroll';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { SafeImage } from '../../ui/SafeImage';
import { Skeleton } from '../../ui/Skeleton';
import { useCategories, useSubcategories } from './api';
import { CategoryTile, CategoryTileSkeletons } from './CategoryTile';
import { categoriesError } from './messages';
import { useLocalName } from '../../i18n/format';

const PAGE_SIZE = 9;
const grid = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3';

/**
 * /category: the categories on the left, the sub-items of the chosen one on the right (3 a row, 9 a page).
 * The first category is chosen on load; the choice and page live in the address so back/forward and links keep them.
 */
export default function CategoryBrowserPage() {
  const { t } = useLingui();
  const local = useLocalName();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const requested = Number(params.get('cat'));
  const chosen = categories.data?.find((c) => c.catid === requested) ?? categories.data?.[0];
  const subcategories = useSubcategories(chosen?.catid);

  const items = subcategories.data ?? [];
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const shown = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the chosen category may sit off screen to the right: bring it into view.
  useEffect(() => {
    centerCurrent(listRef.current, '[aria-current="true"]');
  }, [chosen?.catid]);

  const chosenName = chosen ? local(chosen.CatName, chosen.HindiName) : undefined;
  const choose = (catid: number) => setParams({ cat: String(catid) }, { state: keepScroll });

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: t`Category` }]} />
      <h1 className="mb-5 mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"><Trans>Shop by category</Trans></h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label={t`Categories`} className="lg:sticky lg:top-24 lg:self-start">
          {categories.isPending ? (
            <div className="flex gap-2 lg:flex-col">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-36 shrink-0 lg:w-full" />
              ))}
            </div>
          ) : categories.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(categoriesError(categories.error))}
            </p>
          ) : categories.data.length === 0 ? (
            <p className="rounded-xl bg-white px-4 py-3 text-sm text-stone-600"><Trans>No categories found.</Trans></p>
          ) : (
            <ul ref={listRef} className="relative -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 scrollbar-none lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-2xl lg:border lg:border-stone-200 lg:bg-white lg:p-2">
              {categories.data.map((c) => {
                const active = c.catid === chosen?.catid;
                return (
                  <li key={c.catid} className="shrink-0">
                    <button
                      type="button"
                      onClick={() => choose(c.catid)}
                      aria-current={active ? 'true' : undefined}
                      className={`flex w-full items-center gap-2.5 rounded-xl border px-2.5 py-2 text-left text-sm font-semibold transition-colors lg:border-0 ${
                        active ? 'border-brand-700 bg-brand-50 text-brand-900 lg:bg-brand-50' : 'border-stone-200 bg-white text-stone-700 hover:bg-stone-50'
                      }`}
                    >
                      <SafeImage src={c.PictureName} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-lg bg-stone-50 object-cover" />
                      <span className="whitespace-nowrap lg:whitespace-normal">{local(c.CatName, c.HindiName)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>

        <section aria-labelledby="browser-title" aria-busy={subcategories.isFetching}>
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="browser-title" className="text-xl font-bold text-stone-900 sm:text-2xl">
              {chosenName ?? t`Subcategories`}
            </h2>
            {chosen && (
              <Link to={`/category/${chosen.catid}`} className="text-sm font-semibold text-brand-700 hover:underline">
                <Trans>Open {chosenName}</Trans>
              </Link>
            )}
          </div>
          {categories.isPending || subcategories.isPending ? (
            categories.isError || categories.data?.length === 0 ? null : (
              <>
                <p role="status" className="mb-3 text-sm text-stone-600">
                  <Trans>Loading products...</Trans>
                </p>
                <CategoryTileSkeletons count={6} className={grid} />
              </>
            )
          ) : subcategories.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              <Trans>Failed to fetch category details.</Trans>
            </p>
          ) : items.length === 0 ? (
            <EmptyState title={t`No subcategories available.`}><Trans>No products available.</Trans></EmptyState>
          ) : (
            <ul className={grid}>
              {shown.map((s) => (
                <li key={s.catid}>
                  <CategoryTile category={s} to={`/subcategory/${s.catid}`} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} total={pages} to={(p) => `?${new URLSearchParams({ cat: String(chosen?.catid ?? ''), page: String(p) })}`} state={keepScroll} label={t`Subcategory pages`} />
        </section>
      </div>
    </main>
  );
}
