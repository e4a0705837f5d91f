import { t } from '@lingui/core/macro';

/** What a press of − or + on a product means (docs/product.md#cart-and-quantities), before anything is sent. */
export type QtyDecision =
  | { kind: 'set'; qty: number }
  | { kind: 'remove' }
  | { kind: 'refuse'; message: string }
  | { kind: 'ignore' };

type Limits = { min: number; max: number; inStock: boolean };

// The refusals are written when a press is decided (plain code, run at call time: the language shown then).
export const outOfStockMessage = () => t`This product is out of stock and cannot be updated.`;

/**
 * A product card or the detail page: below 1 removes; from the minimum to the maximum is accepted; above the
 * maximum is refused; below the minimum but at least 1 is silently ignored; an out-of-stock product cannot change.
 */
export function decideCardQty(next: number, { min, max, inStock }: Limits): QtyDecision {
  if (!inStock) return { kind: 'refuse', message: outOfStockMessage() };
  if (next < 1) return { kind: 'remove' };
  if (next > max) return { kind: 'refuse', message: t`You cannot add more than ${max} items.` };
  if (next < min) return { kind: 'ignore' };
  return { kind: 'set', qty: next };
}

/**
 * A line of the cart page: minus at 1 removes the line; plus stops at the maximum; a sold-out line can only go down;
 * going under a minimum above 1 says why instead of doing nothing.
 */
export function decideLineQty(next: number, current: number, { min, max, inStock }: Limits, name: string): QtyDecision {
  if (next < 1) return { kind: 'remove' };
  if (next > current && !inStock) return { kind: 'refuse', message: outOfStockMessage() };
  if (next > max) return { kind: 'refuse', message: t`Quantity must be between 1 and ${max}` };
  if (next < min) return { kind: 'refuse', message: t`${name} is sold in packs of at least ${min}. Use Remove to take it out of the cart.` };
  return { kind: 'set', qty: next };
}
