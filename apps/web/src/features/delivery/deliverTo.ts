import { useSyncExternalStore } from 'react';

/** The shopper's answer to "Deliver to?", remembered in this browser: the pin code and what the shop said about it. */
export type DeliverTo = { pin: string; city: string; state: string; serviceable: boolean };

const key = 'deliverTo';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: DeliverTo | null } = { raw: null, value: null };

function read(): DeliverTo | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.value;
  let value: DeliverTo | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as DeliverTo) : null;
    value = parsed && /^[1-9][0-9]{5}$/.test(parsed.pin) ? parsed : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function rememberDeliverTo(value: DeliverTo) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A browser that keeps nothing still shows the answer until the page is left.
  }
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === key && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The remembered "Deliver to?" answer, or null before the shopper gave one. */
export const useDeliverTo = () => useSyncExternalStore(subscribe, read, () => null);
