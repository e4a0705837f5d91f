import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Category } from '@shop/contract';
import { SafeImage } from '../../ui/SafeImage';
import { useLocalName } from '../../i18n/format';

/** A category or subcategory as a picture tile that links to where it lists its contents. */
export function CategoryTile({ category, to, size = 'md' }: { category: Category; to: string; size?: 'sm' | 'md' }) {
  const local = useLocalName();
  return (
    <Link
      to={to}
      className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-3 text-center transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
    >
      <span className={`block w-full overflow-hidden rounded-xl bg-stone-50 ${size === 'sm' ? 'aspect-square' : 'aspect-[5/4]'}`}>
        <SafeImage src={category.PictureName} alt="" width={200} height={200} loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-300 group-hover:scale-105" />
      </span>
      <span className="line-clamp-2 text-sm font-semibold leading-tight text-stone-800 group-hover:text-brand-800">{local(category.CatName, category.HindiName)}</span>
    </Link>
  );
}

export function CategoryTileSkeletons({ count, className }: { count: number; className: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading categories`} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-2xl border border-stone-200 bg-white p-3">
          <div className="aspect-square w-full animate-pulse rounded-xl bg-stone-200" />
          <div className="mx-auto mt-3 h-3 w-2/3 animate-pulse rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
