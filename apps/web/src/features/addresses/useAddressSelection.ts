import type { ShippingAddress } from '@shop/contract';
import { useState } from 'react';

/**
 * The chosen address of a list: the one picked, else the first (docs/product.md#addresses: the first is selected after loading, and a
 * deleted choice falls back to the first that is left). Select a saved address by its kid to make it the choice.
 */
export function useAddressSelection(addresses: ShippingAddress[] | undefined) {
  const [picked, setPicked] = useState<number | null>(null);
  const selected = addresses?.find((a) => a.kid === picked) ?? addresses?.[0] ?? null;
  return { selected, select: setPicked };
}
