import { Plural } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';

/** A category's or subcategory's page heading with how many products it lists (a skeleton while its name loads). */
export function CategoryTitle({ id, name, total }: { id: string; name: string | undefined; total: number }) {
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
      <h1 id={id} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {name || <Skeleton className="inline-block h-8 w-48" />}
      </h1>
      {total > 0 && (
        <p className="text-sm text-stone-500">
          <Plural value={total} one="# product" other="# products" />
        </p>
      )}
    </div>
  );
}
