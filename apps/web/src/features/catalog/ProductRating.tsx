import { Plural } from '@lingui/react/macro';
import type { Product } from '@shop/contract';
import { StarRating } from '../../ui/StarRating';

/** The approved reviews' average and count (decision 260); nothing at all while no review is approved. */
export function ProductRating({ product, className = '' }: { product: Pick<Product, 'Rating' | 'ReviewCount'>; className?: string }) {
  if (product.Rating === null) return null;
  const count = product.ReviewCount;
  return (
    <p className={`flex items-center gap-1 text-xs text-stone-600 ${className}`}>
      <StarRating value={product.Rating} />
      <span>
        {product.Rating.toFixed(1)} (<Plural value={count} one="# review" other="# reviews" />)
      </span>
    </p>
  );
}
