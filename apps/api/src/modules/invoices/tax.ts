import type { UqcQuantity } from './uqc.ts';

/**
 * The tax maths of a GST invoice, pure and in integer paise (docs/decisions/110-invoice-tax-maths.md). Prices are
 * GST-inclusive: each line's value is split into its taxable value, round(value × 100 / (100 + rate)) with halves up,
 * and its tax, the rest, so a line's taxable value and tax always add up to what the shopper paid for it. A coupon's
 * discount is shared among the goods in proportion to their value (largest remainders, so the shares add up to the
 * discount exactly); the delivery charge is a line of its own taxed at the highest rate of the order's goods (a
 * composite supply follows its principal supply, decision 111). Within the shop's state the tax is split into CGST
 * and SGST halves; an odd paisa goes to CGST and SGST in turn, line by line, so the halves always add up to the tax
 * and their totals differ by a paisa at most.
 */

/** Local delivery services: the SAC printed on the delivery line. */
export const deliverySac = '996813';

export type GoodsLine = { description: string; hsn: string | null; qty: number; uqc: UqcQuantity; unitPricePaise: number; valuePaise: number; ratePct: number };

export type TaxLine = {
  description: string;
  /** HSN for goods, SAC for the delivery service; null when the product has none recorded. */
  code: string | null;
  codeKind: 'HSN' | 'SAC';
  qty: number;
  /** The quantity in its GST unit (UQC): 1.5 KGS, 2 LTR, 6 NOS; OTH for the delivery service. */
  uqc: UqcQuantity;
  unitPricePaise: number;
  /** What the line cost before the coupon (price × quantity, or the delivery charge). */
  valuePaise: number;
  /** This line's share of the coupon's discount. */
  discountPaise: number;
  /** taxable + tax: valuePaise − discountPaise. */
  grossPaise: number;
  taxablePaise: number;
  ratePct: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type TaxTotals = { valuePaise: number; discountPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; taxPaise: number; grossPaise: number };

export type TaxInvoice = { intraState: boolean; lines: TaxLine[]; totals: TaxTotals };

/** The taxable value of a GST-inclusive amount: round(gross × 100 / (100 + rate)), halves up, in integers. */
export function taxableOf(grossPaise: number, ratePct: number): number {
  const divisor = 100 + ratePct;
  return Math.floor((grossPaise * 200 + divisor) / (2 * divisor));
}

/**
 * Shares `amount` among `weights` in proportion, each share a whole paisa and the shares adding up to `amount`
 * exactly: every weight gets the floor of its share, and the paise left over go to the largest remainders (the
 * earlier line first on a tie). No share exceeds its weight while amount ≤ the weights' sum.
 */
export function apportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((w) => Number((big * BigInt(w)) / bigTotal));
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigTotal }));
  let left = amount - shares.reduce((s, x) => s + x, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** The invoice's lines and totals: the goods, then the delivery charge when there is one. */
export function taxInvoice(input: { goods: GoodsLine[]; couponDiscountPaise: number; delivery: { description: string; valuePaise: number } | null; intraState: boolean }): TaxInvoice {
  const { goods, intraState } = input;
  const goodsValue = goods.reduce((s, l) => s + l.valuePaise, 0);
  const discounts = apportion(Math.min(input.couponDiscountPaise, goodsValue), goods.map((l) => l.valuePaise));
  const priced: Omit<TaxLine, 'taxablePaise' | 'taxPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>[] = goods.map((l, i) => ({
    description: l.description,
    code: l.hsn,
    codeKind: 'HSN',
    qty: l.qty,
    uqc: l.uqc,
    unitPricePaise: l.unitPricePaise,
    valuePaise: l.valuePaise,
    discountPaise: discounts[i],
    grossPaise: l.valuePaise - discounts[i],
    ratePct: l.ratePct,
  }));
  if (input.delivery && input.delivery.valuePaise > 0) {
    const principalRate = goods.reduce((m, l) => Math.max(m, l.ratePct), 0);
    const v = input.delivery.valuePaise;
    priced.push({ description: input.delivery.description, code: deliverySac, codeKind: 'SAC', qty: 1, uqc: { uqc: 'OTH', quantity: 1 }, unitPricePaise: v, valuePaise: v, discountPaise: 0, grossPaise: v, ratePct: principalRate });
  }
  let oddToCgst = true;
  const lines: TaxLine[] = priced.map((l) => {
    const taxablePaise = taxableOf(l.grossPaise, l.ratePct);
    const taxPaise = l.grossPaise - taxablePaise;
    if (!intraState) return { ...l, taxablePaise, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
    let cgstPaise = Math.floor(taxPaise / 2);
    if (taxPaise % 2 === 1) {
      if (oddToCgst) cgstPaise += 1;
      oddToCgst = !oddToCgst;
    }
    return { ...l, taxablePaise, taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
  });
  const sum = (k: keyof TaxTotals) => lines.reduce((s, l) => s + l[k], 0);
  return {
    intraState,
    lines,
    totals: {
      valuePaise: sum('valuePaise'),
      discountPaise: sum('discountPaise'),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      taxPaise: sum('taxPaise'),
      grossPaise: sum('grossPaise'),
    },
  };
}
