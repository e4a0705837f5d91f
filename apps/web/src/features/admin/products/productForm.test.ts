import { describe, expect, it } from 'vitest';
import type { AdminCompany } from '@shop/contract/admin';
import { packedByShop, unitPriceHint } from './productForm';

describe('the product form', () => {
  it('shows the unit sale price the shop will show, as the price and net quantity are typed', () => {
    expect(unitPriceHint(299, '5 kg')).toBe('The shop shows ₹59.80 per kg.');
    expect(unitPriceHint(68, '500 g')).toBe('The shop shows ₹0.14 per g.');
    expect(unitPriceHint(78, '6 pcs')).toBe('The shop shows ₹13.00 per piece.');
    expect(unitPriceHint(Number.NaN, '500 g')).toBe('The shop shows the unit sale price once the price is set.');
    expect(unitPriceHint(68, 'half a kilo')).toBe('As printed on the pack: 500 g, 1.5 kg, 200 ml, 1 L or 6 pieces.');
  });

  it("names the shop as packer of a new product, by its legal name when it has one", () => {
    const shop = { name: 'Annapurna Organics', legalName: 'Annapurna Organics Private Limited', add1: '14, Residency Road', add2: '', city: 'Bengaluru', stateName: 'Karnataka', pinCode: '560025' } as AdminCompany;
    expect(packedByShop(shop)).toBe('Packed by Annapurna Organics Private Limited, 14, Residency Road, Bengaluru, Karnataka 560025');
    expect(packedByShop({ ...shop, legalName: '' })).toBe('Packed by Annapurna Organics, 14, Residency Road, Bengaluru, Karnataka 560025');
    expect(packedByShop(null)).toBe('');
  });
});
