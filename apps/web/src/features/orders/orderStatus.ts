
const colours: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-100 text-red-800',
};

/** The status label's classes: the status text lowercased as a class of its own (docs/product.md#account-page), and its colour. */
export function statusClasses(status: string): string {
  const key = status.toLowerCase();
  return `${key} ${colours[key] ?? 'bg-stone-100 text-stone-700'}`;
}

const paymentColours: Record<string, string> = {
  cod: 'bg-stone-100 text-stone-700',
  awaiting: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  expired: 'bg-stone-200 text-stone-700',
};

/** The payment label's colour, by PaymentStatusCode (cod, awaiting, paid, expired). */
export const paymentClasses = (code: string): string => paymentColours[code] ?? 'bg-stone-100 text-stone-700';
