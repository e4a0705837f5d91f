import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '../../features/cart';

/** The cart icon with its quantity badge. */
export function CartLink() {
  const { t } = useLingui();
  const count = useCartCount();
  const label = t({ message: plural(count, { one: 'Cart, # item', other: 'Cart, # items' }) });
  return (
    <Link to="/cart" aria-label={label} className="relative grid size-10 shrink-0 place-items-center rounded-full text-stone-800 hover:bg-stone-100">
      <ShoppingCart aria-hidden className="size-6" />
      {count > 0 && (
        <span aria-hidden className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[0.7rem] font-bold text-stone-900 ring-2 ring-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
