import { describe, expect, it } from 'vitest';
import { comparablePrice, formatNetQuantity, formatUnitSalePrice, gstinCheckCharacter, countryInHindi, gstStateCodeOf, gstinProblem, hsnPattern, isGstRate, parseNetQuantity, unitSalePrice } from './declarations.ts';

const paise = (rupees: number) => Math.round(rupees * 100);

describe('net quantity', () => {
  it('reads the ways people write a pack size', () => {
    expect(parseNetQuantity('500 g')).toEqual({ amount: 500, unit: 'g' });
    expect(parseNetQuantity('1.5 kg')).toEqual({ amount: 1.5, unit: 'kg' });
    expect(parseNetQuantity('200ml')).toEqual({ amount: 200, unit: 'ml' });
    expect(parseNetQuantity('1 L')).toEqual({ amount: 1, unit: 'l' });
    expect(parseNetQuantity(' 2  Litres ')).toEqual({ amount: 2, unit: 'l' });
    expect(parseNetQuantity('6 pcs')).toEqual({ amount: 6, unit: 'piece' });
    expect(parseNetQuantity('1 pc')).toEqual({ amount: 1, unit: 'piece' });
    expect(parseNetQuantity('20 bags')).toEqual({ amount: 20, unit: 'piece' });
    expect(parseNetQuantity('Pack of 12')).toEqual({ amount: 12, unit: 'piece' });
    expect(parseNetQuantity('1,000 g')).toEqual({ amount: 1000, unit: 'g' });
  });

  it('refuses what is not a positive amount in a known unit', () => {
    for (const bad of ['', 'g', '500', 'about 500 g', '0 g', '-1 kg', '1.5 pieces', '2.3456 kg', '500 oz', '1 kg 200 g', '2000 kg', 'Pack of 0']) {
      expect(parseNetQuantity(bad), bad).toBeNull();
    }
  });

  it('writes it back in the form it parses from, litres as L', () => {
    for (const text of ['500 g', '1.5 kg', '200 ml', '1 L', '1 piece', '6 pieces', '1,000 g', '0.5 g']) {
      const q = parseNetQuantity(text)!;
      expect(formatNetQuantity(q)).toBe(text);
      expect(parseNetQuantity(formatNetQuantity(q))).toEqual(q);
    }
  });
});

describe('a price to compare packs by (issue 33)', () => {
  const compare = (rupees: number, pack: string) => comparablePrice(paise(rupees), parseNetQuantity(pack)!);
  it('is per 100 g for anything weighed, whatever the pack', () => {
    expect(compare(47, '500 g')).toBe('₹9.40 per 100 g');
    expect(compare(42, '1 kg')).toBe('₹4.20 per 100 g');
    expect(compare(569, '10 kg')).toBe('₹5.69 per 100 g');
    expect(compare(189, '50 g')).toBe('₹378.00 per 100 g');
  });
  it('is per litre under a litre, and none from a litre, whose legal price is already per litre', () => {
    expect(compare(275, '500 ml')).toBe('₹550.00 per L');
    expect(compare(239, '1 L')).toBeNull();
  });
  it('is none for pieces', () => {
    expect(compare(999, '6 pcs')).toBeNull();
  });
});

describe('unit sale price (rule 6(11) as amended in 2022)', () => {
  const usp = (rupees: number, pack: string) => formatUnitSalePrice(paise(rupees), parseNetQuantity(pack)!);

  it('is per gram under a kilogram and per kilogram from a kilogram up', () => {
    expect(usp(189, '500 g')).toBe('₹0.38 per g');
    expect(usp(399, '1 g')).toBe('₹399.00 per g');
    expect(usp(189, '999 g')).toBe('₹0.19 per g');
    expect(usp(189, '1 kg')).toBe('₹189.00 per kg');
    expect(usp(189, '1000 g')).toBe('₹189.00 per kg');
    expect(usp(299, '5 kg')).toBe('₹59.80 per kg');
    expect(usp(1850, '2.5 kg')).toBe('₹740.00 per kg');
  });

  it('is per millilitre under a litre and per litre from a litre up', () => {
    expect(usp(275, '500 ml')).toBe('₹0.55 per ml');
    expect(usp(239, '1 L')).toBe('₹239.00 per L');
    expect(usp(999, '5 L')).toBe('₹199.80 per L');
    expect(usp(40, '200 ml')).toBe('₹0.20 per ml');
  });

  it('is per piece for goods sold by number', () => {
    expect(usp(78, '6 pcs')).toBe('₹13.00 per piece');
    expect(usp(8, '1 pc')).toBe('₹8.00 per piece');
    expect(usp(99, 'Pack of 100')).toBe('₹0.99 per piece');
  });

  it('rounds to the nearest paisa, halves up, and writes rupees the Indian way', () => {
    // ₹1 for 200 g is half a paisa a gram: up to one paisa; ₹1.49 for 200 g is 0.745 paise: down to one.
    expect(unitSalePrice(100, { amount: 200, unit: 'g' })).toEqual({ paise: 1, per: 'g' });
    expect(unitSalePrice(149, { amount: 200, unit: 'g' })).toEqual({ paise: 1, per: 'g' });
    expect(unitSalePrice(150, { amount: 200, unit: 'g' })).toEqual({ paise: 1, per: 'g' });
    expect(unitSalePrice(250, { amount: 1000, unit: 'g' })).toEqual({ paise: 250, per: 'kg' });
    // 100 paise over 3 pieces is 33.33: down; 200 over 3 is 66.67: up; 1 paisa over 2 is a half: up.
    expect(unitSalePrice(100, { amount: 3, unit: 'piece' }).paise).toBe(33);
    expect(unitSalePrice(200, { amount: 3, unit: 'piece' }).paise).toBe(67);
    expect(unitSalePrice(1, { amount: 2, unit: 'piece' }).paise).toBe(1);
    // 1.25 kg for ₹1,23,456: ₹98,764.80 a kilogram.
    expect(usp(123456, '1.25 kg')).toBe('₹98,764.80 per kg');
    // 0.333 kg is 333 g: per gram, without float error (₹100 / 333 g = 30.03 paise).
    expect(usp(100, '0.333 kg')).toBe('₹0.30 per g');
  });
});

describe('GST rate and HSN code', () => {
  it('knows the GST rates', () => {
    expect([0, 5, 12, 18, 28].every(isGstRate)).toBe(true);
    expect([3, 40, 6, -5, 5.5].some(isGstRate)).toBe(false);
  });

  it('takes HSN codes of 4, 6 or 8 digits', () => {
    expect(['1006', '071310', '04090000'].every((h) => hsnPattern.test(h))).toBe(true);
    expect(['100', '10061', '1006101', '100610100', '10O6', ' 1006'].some((h) => hsnPattern.test(h))).toBe(false);
  });
});

describe('GSTIN', () => {
  it("computes the check character of the GSTN's published example and of the demo shop", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAKCA4821M1Z')).toBe('A');
  });

  it('accepts a valid GSTIN, in the state of the address when one is given', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAKCA4821M1ZA', 'Karnataka')).toBeNull();
    expect(gstinProblem('29AAKCA4821M1ZA', 'Atlantis')).toBeNull();
  });

  it('refuses a wrong check character, shape, state code, or a GSTIN of another state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/mistyped/);
    expect(gstinProblem('29AAKCA4821M1ZB')).toMatch(/mistyped/);
    expect(gstinProblem('29AAKCA4821M1Z')).toMatch(/15 letters and digits/);
    expect(gstinProblem('29aakca4821m1za')).toMatch(/15 letters and digits/);
    expect(gstinProblem('40AAKCA4821M1ZA')).toMatch(/state code/);
    expect(gstinProblem('29AAKC14821M1ZA')).toMatch(/PAN/);
    expect(gstinProblem('29AAKCA4821M0ZA')).toMatch(/registration number/);
    expect(gstinProblem('29AAKCA4821M1YA')).toMatch(/and Z/);
    expect(gstinProblem('29AAKCA4821M1ZA', 'Maharashtra')).toBe("GSTIN state code 29 is Karnataka, but the shop's address is in Maharashtra.");
  });
});

describe('GST state codes by name', () => {
  it('maps states and union territories to their current codes', () => {
    expect(gstStateCodeOf('Karnataka')).toBe('29');
    expect(gstStateCodeOf(' maharashtra ')).toBe('27');
    expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
    expect(gstStateCodeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(gstStateCodeOf('Ladakh')).toBe('38');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
});

describe('country of origin in Hindi', () => {
  it('names the countries the shop declares, and nothing for another', () => {
    expect([countryInHindi('India'), countryInHindi(' Iran ')]).toEqual(['भारत', 'ईरान']);
    expect([countryInHindi('Sri Lanka'), countryInHindi('constructor'), countryInHindi('')]).toEqual([null, null, null]);
  });
});
