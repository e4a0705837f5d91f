import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagerItems } from './pagerItems';

/** Where the pager goes: the address of a page (links, which work before and without the app's code), or a callback. */
type Turn = { to: (page: number) => string; state?: unknown; onPage?: never } | { onPage: (page: number) => void; to?: never; state?: never };

/**
 * Numbered pages with « and ». Shows up to `window` page links around the current page, plus the first and last
 * page with an ellipsis when they fall outside it; pages outside 1..total are never offered (docs/product.md#category-pages).
 */
export function Pager({ page, total, window: size = 3, label, ...turn }: { page: number; total: number; window?: number; label?: string } & Turn) {
  const { t } = useLingui();
  if (total <= 1) return null;
  const pages = pagerItems(page, total, size);

  const cell = 'grid size-9 place-items-center rounded-lg border text-sm font-medium sm:size-10';
  /** A page's control: a link, or a button; none to go to (beyond either end, or the page shown) is disabled. */
  const control = (to: number, className: string, ariaLabel: string, children: ReactNode, current = false) => {
    const off = to < 1 || to > total;
    if (turn.to && !off && !current) return <Link to={turn.to(to)} state={turn.state} className={className} aria-label={ariaLabel}>{children}</Link>;
    // The page shown, and none beyond either end: a link that leads nowhere, as a disabled link is written.
    if (turn.to) return <a role="link" aria-disabled="true" className={`${className} ${off ? 'opacity-40' : ''}`} aria-label={ariaLabel} aria-current={current ? 'page' : undefined}>{children}</a>;
    return (
      <button type="button" className={`${className} disabled:opacity-40`} aria-label={ariaLabel} aria-current={current ? 'page' : undefined} disabled={off} onClick={() => !current && turn.onPage?.(to)}>
        {children}
      </button>
    );
  };
  return (
    <nav aria-label={label ?? t`Pages`} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>{control(page - 1, `${cell} border-stone-300 bg-white hover:bg-stone-100`, t`Previous page`, <span aria-hidden>«</span>)}</li>
        {pages.map((p) =>
          typeof p === 'number' ? (
            <li key={p}>{control(p, `${cell} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`, t`Page ${p}`, p, p === page)}</li>
          ) : (
            <li key={p} aria-hidden className="grid w-4 place-items-center text-stone-500 sm:w-6">
              …
            </li>
          ),
        )}
        <li>{control(page + 1, `${cell} border-stone-300 bg-white hover:bg-stone-100`, t`Next page`, <span aria-hidden>»</span>)}</li>
      </ul>
    </nav>
  );
}
