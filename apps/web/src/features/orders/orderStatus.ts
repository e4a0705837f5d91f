import { orderStatusWord } from '@shop/contract/format';


const colours: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-100 text-red-800',
};

/**
 * The status label's classes, by the status code: its English word lowercased as a class of its own
 * (docs/product.md#account-page), whatever language the label is read in, and its colour.
 */
export function statusClasses(code: number): string {
  const key = orderStatusWord(code).toLowerCase();
  return `${key} ${colours[key] ?? 'bg-stone-100 text-stone-700'}`;
}

/** Outlined, so a payment label never reads as a second order status. */
const paymentColours: Record<string, string> = {
  cod: 'bg-white text-stone-700 ring-1 ring-inset ring-stone-300',
  awaiting: 'bg-white text-orange-800 ring-1 ring-inset ring-orange-400',
  paid: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-500',
  expired: 'bg-white text-stone-600 ring-1 ring-inset ring-stone-300',
};

/** The payment label's colour, by PaymentStatusCode (cod, awaiting, paid, expired). */
export const paymentClasses = (code: string): string => paymentColours[code] ?? paymentColours.cod;
