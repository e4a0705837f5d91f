import { useLingui } from '@lingui/react/macro';
import { pagerItems } from './pagerItems';

/**
 * Numbered pages with « and ». Shows up to `window` page links around the current page, plus the first and last
 * page with an ellipsis when they fall outside it; pages outside 1..total are never offered (docs/product.md#category-pages).
 */
export function Pager({ page, total, onPage, window: size = 3, label }: { page: number; total: number; onPage: (page: number) => void; window?: number; label?: string }) {
  const { t } = useLingui();
  if (total <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= total && p !== page) onPage(p);
  };
  const pages = pagerItems(page, total, size);

  const cell = 'grid size-9 place-items-center rounded-lg border text-sm font-medium sm:size-10';
  return (
    <nav aria-label={label ?? t`Pages`} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <button type="button" className={`${cell} border-stone-300 bg-white hover:bg-stone-100 disabled:opacity-40`} aria-label={t`Previous page`} disabled={page <= 1} onClick={() => go(page - 1)}>
            <span aria-hidden>«</span>
          </button>
        </li>
        {pages.map((p) =>
          typeof p === 'number' ? (
            <li key={p}>
              <button
                type="button"
                aria-label={t`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={`${cell} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`}
                onClick={() => go(p)}
              >
                {p}
              </button>
            </li>
          ) : (
            <li key={p} aria-hidden className="grid w-4 place-items-center text-stone-500 sm:w-6">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={`${cell} border-stone-300 bg-white hover:bg-stone-100 disabled:opacity-40`} aria-label={t`Next page`} disabled={page >= total} onClick={() => go(page + 1)}>
            <span aria-hidden>»</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
