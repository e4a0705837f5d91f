import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apportion, deliverySac, taxableOf, taxInvoice, type GoodsLine } from './tax.ts';

const rate = fc.constantFrom(0, 5, 12, 18, 28);
const goodsLine = fc.record({ qty: fc.integer({ min: 1, max: 50 }), unitPricePaise: fc.integer({ min: 1, max: 2_000_000 }), ratePct: rate }).map(
  (l): GoodsLine => ({ description: 'item', hsn: '1006', qty: l.qty, uqc: { uqc: 'NOS', quantity: l.qty }, unitPricePaise: l.unitPricePaise, valuePaise: l.qty * l.unitPricePaise, ratePct: l.ratePct }),
);
const order = fc
  .record({ goods: fc.array(goodsLine, { minLength: 1, maxLength: 12 }), couponShare: fc.double({ min: 0, max: 1, noNaN: true }), delivery: fc.constantFrom(0, 4000, 9900, 1), intraState: fc.boolean() })
  .map((o) => {
    const value = o.goods.reduce((s, l) => s + l.valuePaise, 0);
    return { goods: o.goods, couponDiscountPaise: Math.floor(value * o.couponShare), delivery: o.delivery ? { description: 'Delivery', valuePaise: o.delivery } : null, intraState: o.intraState };
  });

describe('tax maths', () => {
  it('works a GST-inclusive price back to its taxable value, halves up', () => {
    expect(taxableOf(10500, 5)).toBe(10000);
    expect(taxableOf(11800, 18)).toBe(10000);
    expect(taxableOf(100, 18)).toBe(85); // 84.75 → 85
    expect(taxableOf(21, 5)).toBe(20); // 20.0 exactly
    expect(taxableOf(1, 5)).toBe(1); // 0.952 → 1: the paisa is all taxable value
    expect(taxableOf(999, 0)).toBe(999);
  });

  it('shares a coupon in proportion, to the paisa', () => {
    expect(apportion(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(apportion(5000, [30000, 10000])).toEqual([3750, 1250]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
  });

  it('every line: taxable + tax = what was paid for it; the totals are the sums and equal the payable amount', () => {
    fc.assert(
      fc.property(order, (o) => {
        const inv = taxInvoice(o);
        for (const l of inv.lines) {
          expect(l.taxablePaise + l.taxPaise).toBe(l.grossPaise);
          expect(l.grossPaise).toBe(l.valuePaise - l.discountPaise);
          expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
          expect(l.taxPaise).toBeGreaterThanOrEqual(0);
          expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
          expect(Math.abs(l.taxPaise * 100 - l.taxablePaise * l.ratePct)).toBeLessThanOrEqual(100 + l.ratePct); // within a paisa of rate × taxable
        }
        const goodsValue = o.goods.reduce((s, l) => s + l.valuePaise, 0);
        const payable = goodsValue - o.couponDiscountPaise + (o.delivery?.valuePaise ?? 0);
        expect(inv.totals.grossPaise).toBe(payable);
        expect(inv.totals.taxablePaise + inv.totals.taxPaise).toBe(payable);
        expect(inv.totals.discountPaise).toBe(o.couponDiscountPaise);
        expect(inv.totals.cgstPaise + inv.totals.sgstPaise + inv.totals.igstPaise).toBe(inv.totals.taxPaise);
      }),
    );
  });

  it('within the state: CGST and SGST halves that add up to each tax, totals a paisa apart at most; outside it: IGST only', () => {
    fc.assert(
      fc.property(order, (o) => {
        const inv = taxInvoice(o);
        if (o.intraState) {
          expect(inv.totals.igstPaise).toBe(0);
          for (const l of inv.lines) expect(Math.abs(l.cgstPaise - l.sgstPaise)).toBeLessThanOrEqual(1);
          expect(Math.abs(inv.totals.cgstPaise - inv.totals.sgstPaise)).toBeLessThanOrEqual(1);
        } else {
          expect(inv.totals.cgstPaise + inv.totals.sgstPaise).toBe(0);
          expect(inv.totals.igstPaise).toBe(inv.totals.taxPaise);
        }
      }),
    );
  });

  it('a coupon never takes a line below zero, and its shares follow the lines’ values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
        const total = weights.reduce((s, w) => s + w, 0);
        const amount = Math.floor(total * f);
        const shares = apportion(amount, weights);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total ? amount : 0);
        shares.forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(weights[i]);
          if (total) expect(Math.abs(s - (amount * weights[i]) / total)).toBeLessThan(1);
        });
      }),
    );
  });

  it('taxes the delivery charge at the highest rate of the goods, as its own SAC line', () => {
    const inv = taxInvoice({
      goods: [
        { description: 'Rice', hsn: '1006', qty: 2, uqc: { uqc: 'KGS', quantity: 2 }, unitPricePaise: 10500, valuePaise: 21000, ratePct: 5 },
        { description: 'Floor cleaner', hsn: '3402', qty: 1, uqc: { uqc: 'LTR', quantity: 1 }, unitPricePaise: 11800, valuePaise: 11800, ratePct: 18 },
        { description: 'Spinach', hsn: '0709', qty: 1, uqc: { uqc: 'KGS', quantity: 0.25 }, unitPricePaise: 3000, valuePaise: 3000, ratePct: 0 },
      ],
      couponDiscountPaise: 0,
      delivery: { description: 'Delivery charge', valuePaise: 4000 },
      intraState: true,
    });
    const delivery = inv.lines[3];
    expect(delivery).toMatchObject({ code: deliverySac, codeKind: 'SAC', ratePct: 18, taxablePaise: 3390, taxPaise: 610, cgstPaise: 305, sgstPaise: 305 });
    expect(inv.lines[0]).toMatchObject({ taxablePaise: 20000, taxPaise: 1000, cgstPaise: 500, sgstPaise: 500 });
    expect(inv.totals.grossPaise).toBe(39800);
  });

  it('gives an odd paisa to CGST and SGST in turn', () => {
    const line = (v: number): GoodsLine => ({ description: 'x', hsn: null, qty: 1, uqc: { uqc: 'NOS', quantity: 1 }, unitPricePaise: v, valuePaise: v, ratePct: 5 });
    // 105 paise at 5 %: taxable 100, tax 5 → 3 + 2, then 2 + 3.
    const inv = taxInvoice({ goods: [line(105), line(105)], couponDiscountPaise: 0, delivery: null, intraState: true });
    expect(inv.lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual([
      [3, 2],
      [2, 3],
    ]);
    expect(inv.totals.cgstPaise).toBe(inv.totals.sgstPaise);
  });
});
