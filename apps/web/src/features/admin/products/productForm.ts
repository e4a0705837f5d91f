import type { AdminCompany } from '@shop/contract/admin';
import { formatUnitSalePrice, parseNetQuantity } from '@shop/contract/declarations';

/** A new product is packed by the shop unless the admin says otherwise: "Packed by <legal name>, <address>". */
export function packedByShop(c: AdminCompany | null | undefined): string {
  if (!c) return '';
  const address = [c.add1, c.add2, c.city, `${c.stateName} ${c.pinCode}`.trim()].filter(Boolean).join(', ');
  return `Packed by ${c.legalName || c.name}, ${address}`;
}

/** What the shop will show as the unit sale price for this price and net quantity, or a hint while they are incomplete. */
export function unitPriceHint(price: number, netQuantity: string): string {
  const net = parseNetQuantity(netQuantity ?? '');
  if (!net) return 'As printed on the pack: 500 g, 1.5 kg, 200 ml, 1 L or 6 pieces.';
  if (!Number.isFinite(price) || price <= 0) return 'The shop shows the unit sale price once the price is set.';
  return `The shop shows ${formatUnitSalePrice(Math.round(price * 100), net)}.`;
}

/** The Hindi name's column holds at most as much as the English name (migration 0018_hindi, decision 140). */
export const HINDI_NAME_MAX = 120;
/** Under the Hindi name field: what the storefront does with it. */
export const hindiNameHint = 'In Devanagari, such as हल्दी पाउडर. Shown in the shop in Hindi and found by search; leave empty for none.';

/** The Hindi texts hold at most as much as their English fields (contract admin/products.ts, decision 116). */
export const HINDI_TEXT_MAX = { hindiShortDescription: 300, hindiDescription: 5000, hindiOrigin: 80 } as const;
/** Under the Hindi texts: the storefront shows them in Hindi, the English ones while they are empty. */
export const hindiTextHint = 'In Devanagari. Shown in the shop in Hindi; leave empty to show the English one.';
