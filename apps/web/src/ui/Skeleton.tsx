import { useLingui } from '@lingui/react/macro';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-lg bg-stone-200 ${className}`} />;
}

const gridColumns = { 3: 'grid-cols-2 md:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4', 5: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5' };

/** A grid of product-card placeholders, laid out like the grid it stands for. `label` is read out while loading. */
export function ProductGridSkeleton({ count = 8, className = '', columns = 4, label }: { count?: number; className?: string; columns?: 3 | 4 | 5; label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={label ?? t`Loading products`} className={`grid gap-3 sm:gap-4 ${gridColumns[columns]} ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-2xl border border-stone-200 bg-white p-3">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <Skeleton className="mt-3 h-3 w-1/3" />
          <Skeleton className="mt-2 h-4 w-3/4" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <Skeleton className="mt-3 h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
