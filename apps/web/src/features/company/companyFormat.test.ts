import { describe, expect, it } from 'vitest';
import type { CompanyDetails } from '@shop/contract';
import { fullAddress, fullMapUrl, legalParts } from './companyFormat';

const company = { Add1: '14, Residency Road', Add2: 'Shanthala Nagar', City: 'Bengaluru', StateName: 'Karnataka', PinCode: '560025' } as CompanyDetails;

describe('company details as the shop shows them', () => {
  it('writes the address on one line with the state and pin code together', () => {
    expect(fullAddress(company)).toBe('14, Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025');
  });

  it('names the city and state as it is asked to', () => {
    expect(fullAddress(company, { city: (c) => `[${c}]`, state: (s) => `<${s}>` })).toBe('14, Residency Road, Shanthala Nagar, [Bengaluru], <Karnataka> 560025');
  });

  it('leaves out an empty second address line', () => {
    expect(fullAddress({ ...company, Add2: '' })).toBe('14, Residency Road, Bengaluru, Karnataka 560025');
  });

  it("links to the full map at the embedded map's marker", () => {
    const embed = 'https://www.openstreetmap.org/export/embed.html?bbox=77.5966%2C12.9639%2C77.6126%2C12.9739&layer=mapnik&marker=12.9689%2C77.6046';
    expect(fullMapUrl(embed)).toBe('https://www.openstreetmap.org/?mlat=12.9689&mlon=77.6046#map=17/12.9689/77.6046');
  });

  it('falls back to the embedded map when it has no marker or is not an address', () => {
    expect(fullMapUrl('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4')).toBe('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4');
    expect(fullMapUrl('not a url')).toBe('not a url');
  });

  it('prints the legal name, GSTIN and FSSAI licence, leaving out what is not registered', () => {
    const legal = { ...company, LegalName: 'Annapurna Organics Private Limited', GSTIN: '29AAKCA4821M1ZA', FSSAILicence: '11224999000487' };
    expect(legalParts(legal)).toEqual(['Annapurna Organics Private Limited', 'GSTIN 29AAKCA4821M1ZA', 'FSSAI licence no. 11224999000487']);
    expect(legalParts({ ...legal, GSTIN: null })).toEqual(['Annapurna Organics Private Limited', 'FSSAI licence no. 11224999000487']);
    expect(legalParts({ ...legal, GSTIN: null, FSSAILicence: null })).toEqual(['Annapurna Organics Private Limited']);
  });
});
