import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@shop/contract';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { Skeleton } from '../../ui/Skeleton';
import { useLocalName } from '../../i18n/format';
import { useAddToCart, useCart, useChangeQty } from './api';
import { decideCardQty } from './quantityRules';
import { rememberPendingAdd } from './pendingAdd';

/**
 * One product's cart state wherever it appears (docs/product.md#cart-and-quantities): Out of Stock (disabled), Add to cart, or the
 * quantity stepper once it is in the cart. Every card reads the same cached cart, so they all stay in step.
 */
export function CartControls({ product, size = 'md' }: { product: Product; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const localName = useLocalName();
  const name = localName(product.Name, product.HindiName);
  const session = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const refused = (message: string) => toast.error(message, { id: `cart-${product.Id}` });
  const add = useAddToCart(refused);
  const change = useChangeQty((error) => refused(error.message));
  const line = cart.data?.data.find((l) => l.pid === product.Id);

  const askToLogIn = (message: string) =>
    toast.error(message, {
      id: 'cart-login',
      action: { label: t`Log in`, onClick: () => navigate('/Login', { state: { from: location.pathname + location.search } }) },
    });

  if (session && cart.isPending) return <Skeleton className={`${size === 'sm' ? 'h-8' : 'h-10'} w-full`} />;

  if (line) {
    const onChange = (next: number) => {
      if (!session) return askToLogIn(t`Please log in to change item quantity.`);
      const decision = decideCardQty(next, { min: line.OrderMinimumQuantity, max: line.OrderMaximumQuantity, inStock: product.In_stock && line.In_stock });
      if (decision.kind === 'refuse') refused(decision.message);
      else if (decision.kind === 'remove') change.mutate({ pid: product.Id, qty: 0 });
      else if (decision.kind === 'set') change.mutate({ pid: product.Id, qty: decision.qty });
    };
    return (
      // The stepper takes the full width of the Add to cart button it replaces, so the card does not change shape.
      <div className="[&>div]:flex [&>div]:w-full [&_output]:flex-1">
        <QuantityStepper qty={line.qty} onChange={onChange} label={name} size={size} />
      </div>
    );
  }

  if (!product.In_stock) {
    return (
      <Button variant="secondary" size={size} disabled className="w-full">
        <Trans>Out of Stock</Trans>
      </Button>
    );
  }

  return (
    <Button
      size={size}
      className="w-full"
      aria-label={t`Add to cart: ${name}`}
      onClick={() => {
        if (!session) {
          // The tap is kept: once logged in (or signed up), the product goes into the cart.
          rememberPendingAdd(product, name);
          return askToLogIn(t`Please log in to add items to your cart.`);
        }
        add.mutate(product);
      }}
    >
      <Trans>Add to cart</Trans>
    </Button>
  );
}
