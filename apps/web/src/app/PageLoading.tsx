import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../ui/Skeleton';

/** A neutral page skeleton while a screen's code loads. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <main role="status" aria-label={t`Loading`} className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-48 w-full" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </main>
  );
}
