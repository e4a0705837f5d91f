import type { Product } from '@shop/contract';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { useSession } from '../../lib/session';

/** Add to cart, the quantity stepper, or Out of Stock, for one product (placeholder until the cart is built). */
export function CartControls({ product, size = 'md' }: { product: Product; size?: 'sm' | 'md' }) {
  const session = useSession();
  if (!product.In_stock) {
    return (
      <Button variant="secondary" size={size} disabled className="w-full">
        Out of Stock
      </Button>
    );
  }
  return (
    <Button
      size={size}
      className="w-full"
      aria-label={`Add ${product.Name} to cart`}
      onClick={() => {
        if (!session) toast.error('Please log in to add items to your cart.');
      }}
    >
      Add to cart
    </Button>
  );
}
