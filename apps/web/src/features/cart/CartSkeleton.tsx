import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';

/** The cart page's shape while its lines load. */
export function CartSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your cart`} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-20 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-8 w-28" />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
