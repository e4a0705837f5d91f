import { parseNetQuantity } from '@shop/contract/declarations';

/**
 * A line's quantity in its GST unit (UQC, the codes of the GSTN's list): packs of a weight in KGS, of a volume in
 * LTR, of a count in NOS of what is inside; a pack size that does not read as a quantity counts packs (NOS).
 * "2 × 500 g" is 1 KGS, "3 × 1 L" 3 LTR, "2 × Pack of 6" 12 NOS. The delivery service is counted in OTH (others).
 */
export type UqcQuantity = { uqc: 'KGS' | 'LTR' | 'NOS' | 'OTH'; quantity: number };

const toThree = (n: number) => Math.round(n * 1000) / 1000;

export function uqcOf(packSize: string, packs: number): UqcQuantity {
  const q = parseNetQuantity(packSize);
  if (!q) return { uqc: 'NOS', quantity: packs };
  switch (q.unit) {
    case 'g':
      return { uqc: 'KGS', quantity: toThree((q.amount * packs) / 1000) };
    case 'kg':
      return { uqc: 'KGS', quantity: toThree(q.amount * packs) };
    case 'ml':
      return { uqc: 'LTR', quantity: toThree((q.amount * packs) / 1000) };
    case 'l':
      return { uqc: 'LTR', quantity: toThree(q.amount * packs) };
    case 'piece':
      return { uqc: 'NOS', quantity: q.amount * packs };
  }
}
