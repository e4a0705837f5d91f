import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '@shop/contract';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { useLocalName } from '../../i18n/format';
import { useChangeQty } from './api';
import { decideLineQty } from './quantityRules';

/** The stepper and Remove of one cart-page line. */
export function useLineActions(line: CartLine) {
  const { t } = useLingui();
  const localName = useLocalName();
  /** The cart's messages (docs/product.md#cart-and-quantities): the server's refusal as 'Error: {msg}', or the general one when it was not reached. */
  const cartError = (error: Error, removing: boolean): string => {
    const message = error.message;
    if (error instanceof ApiError && error.status > 0) return t`Error: ${message}`;
    return removing ? t`An error occurred while removing the item.` : t`An error occurred while updating the quantity.`;
  };
  const change = useChangeQty((error, { qty }) => toast.error(cartError(error, qty === 0), { id: `line-${line.pid}` }));
  const setQty = (next: number) => {
    const decision = decideLineQty(next, line.qty, { min: line.OrderMinimumQuantity, max: line.OrderMaximumQuantity, inStock: line.In_stock }, localName(line.ProductName, line.HindiName));
    if (decision.kind === 'refuse') toast.error(decision.message, { id: `line-${line.pid}` });
    else if (decision.kind === 'remove') change.mutate({ pid: line.pid, qty: 0 });
    else if (decision.kind === 'set') change.mutate({ pid: line.pid, qty: decision.qty });
  };
  return { setQty, remove: () => change.mutate({ pid: line.pid, qty: 0 }) };
}
