/** docs/product.md#orders-and-statuses: 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled, anything else Unknown. */
export function statusWord(code: number): string {
  return ({ 1: 'Pending', 2: 'Shipped', 3: 'Delivered', 4: 'Cancelled' } as Record<number, string>)[code] ?? 'Unknown';
}

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

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const moment = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** 23 Nov 2026 (India time). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : day.format(d);
}

/** 23 Nov 2026, 3:30 pm (India time). */
export function formatMoment(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : moment.format(d);
}
