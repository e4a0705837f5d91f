/**
 * Numbered pages with « and ». Shows up to `window` page links around the current page; pages outside 1..total are
 * never offered (SPEC.md: go-to-page ignores them).
 */
export function Pager({ page, total, onPage, window: size = 3, label = 'Pages' }: { page: number; total: number; onPage: (page: number) => void; window?: number; label?: string }) {
  if (total <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= total && p !== page) onPage(p);
  };
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const pages = Array.from({ length: Math.min(size, total) }, (_, i) => start + i);
  const cell = 'grid size-10 place-items-center rounded-lg border text-sm font-medium';
  return (
    <nav aria-label={label} className="mt-6 flex justify-center">
      <ul className="flex items-center gap-1.5">
        <li>
          <button type="button" className={`${cell} border-stone-300 bg-white disabled:opacity-40`} aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
            «
          </button>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <button type="button" aria-current={p === page ? 'page' : undefined} className={`${cell} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`} onClick={() => go(p)}>
              {p}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={`${cell} border-stone-300 bg-white disabled:opacity-40`} aria-label="Next page" disabled={page >= total} onClick={() => go(page + 1)}>
            »
          </button>
        </li>
      </ul>
    </nav>
  );
}
