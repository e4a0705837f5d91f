import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { toast } from '../../lib/toast';
import { useCartCount } from '../../features/cart';

/** Checkout from the header: refused with its message while the cart is empty (docs/product.md#header). */
export function useCheckoutGuard() {
  const { t } = useLingui();
  const count = useCartCount();
  return (event: MouseEvent) => {
    if (count > 0) return;
    event.preventDefault();
    toast.error(t`Your cart is empty! Add items to your cart before proceeding to checkout.`, { id: 'checkout-empty-cart' });
  };
}
