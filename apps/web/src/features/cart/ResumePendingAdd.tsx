import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { cartKey } from './api';
import { takePendingAdd } from './pendingAdd';

/**
 * Once a visitor who tapped Add to cart has logged in or signed up (issue 33), the product goes into their cart: the
 * tap is not lost. Rendered once, by the root.
 */
export function ResumePendingAdd() {
  const { t } = useLingui();
  const session = useSession();
  const client = useQueryClient();
  const memberId = session?.memberId;
  useEffect(() => {
    if (!memberId) return;
    const pending = takePendingAdd();
    if (!pending) return;
    const name = pending.name;
    call('addToCart', { body: { productID: pending.pid, Qty: pending.qty } }).then(
      () => {
        toast.success(t`Added to your cart: ${name}`);
        void client.invalidateQueries({ queryKey: cartKey });
      },
      (error: Error) => toast.error(error.message),
    );
  }, [memberId, client, t]);
  return null;
}
