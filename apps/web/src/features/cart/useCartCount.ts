import { useSession } from '../../lib/session';
import { countOf, useCart } from './api';

/** The header badge: the sum of the quantities in the member's cart (0 for a visitor). */
export function useCartCount(): number {
  const session = useSession();
  const cart = useCart();
  return session && cart.data ? countOf(cart.data.data) : 0;
}
