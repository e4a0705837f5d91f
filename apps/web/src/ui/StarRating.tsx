import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';

/** Five stars filled up to `value` rounded to whole stars, read out as "Rated 4.3 out of 5". */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useLingui();
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={t`Rated ${value} out of 5`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`size-3.5 ${i < filled ? 'fill-accent-400 text-accent-400' : 'fill-stone-200 text-stone-200'}`} />
      ))}
    </span>
  );
}
