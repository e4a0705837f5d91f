import type { Product } from '@shop/contract';

/**
 * A product a visitor tapped Add to cart on (issue 33: no lost taps): kept in this tab while they log in or sign up,
 * then added to their cart (ResumePendingAdd). It lasts 30 minutes, and is used once.
 */
type PendingAdd = { pid: number; qty: number; name: string; at: number };

const key = 'pendingAdd';
const LASTS_MS = 30 * 60_000;

export function rememberPendingAdd(product: Product, name: string) {
  const pending: PendingAdd = { pid: product.Id, qty: product.OrderMinimumQuantity, name, at: Date.now() };
  try {
    sessionStorage.setItem(key, JSON.stringify(pending));
  } catch {
    // Private windows may refuse storage: the tap is then only the spec's message.
  }
}

export function takePendingAdd(): PendingAdd | null {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    const pending = raw ? (JSON.parse(raw) as PendingAdd) : null;
    return pending && Number.isInteger(pending.pid) && Date.now() - pending.at < LASTS_MS ? pending : null;
  } catch {
    return null;
  }
}
