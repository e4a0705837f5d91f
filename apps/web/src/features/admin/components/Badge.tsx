import type { ReactNode } from 'react';

const tones = {
  green: 'bg-brand-100 text-brand-800 ring-brand-200',
  amber: 'bg-amber-100 text-amber-800 ring-amber-200',
  blue: 'bg-sky-100 text-sky-800 ring-sky-200',
  red: 'bg-red-100 text-red-700 ring-red-200',
  grey: 'bg-stone-100 text-stone-700 ring-stone-200',
} as const;
export type Tone = keyof typeof tones;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

const orderTones: Record<number, Tone> = { 1: 'amber', 2: 'blue', 3: 'green', 4: 'red' };
/** Pending, Shipped, Delivered or Cancelled, each in its own colour. */
export function OrderStatusBadge({ status, name }: { status: number; name: string }) {
  return <Badge tone={orderTones[status] ?? 'grey'}>{name}</Badge>;
}

const paymentTones: Record<string, Tone> = { cod: 'grey', awaiting: 'amber', paid: 'green', expired: 'red' };
/** Cash on delivery, Awaiting payment, Paid or Not paid, each in its own colour. */
export function PaymentStatusBadge({ status, name }: { status: string; name: string }) {
  return <Badge tone={paymentTones[status] ?? 'grey'}>{name}</Badge>;
}

/** How much of a product is left: out of stock, low, or the count. */
export function StockBadge({ stock, minQty, low }: { stock: number; minQty: number; low: number }) {
  if (stock < minQty) return <Badge tone="red">Out of stock ({stock})</Badge>;
  if (stock <= low) return <Badge tone="amber">Low: {stock}</Badge>;
  return <span className="tabular-nums text-stone-700">{stock.toLocaleString('en-IN')}</span>;
}
