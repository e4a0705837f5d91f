import { describe, expect, it } from 'vitest';
import { hindiCityName, hindiCityNames, hindiStateName, hindiStateNames } from '@shop/contract/india-hindi';
import { indiaStates } from './india.ts';

const devanagari = /^[\u0900-\u097F]+(?: [\u0900-\u097F]+)*$/;

describe("India's places in Hindi (decision 118)", () => {
  it('has a Devanagari name for each of the 36 states and union territories, and no other', () => {
    expect(indiaStates).toHaveLength(36);
    const missing = indiaStates.filter((s) => !Object.hasOwn(hindiStateNames, s.name)).map((s) => s.name);
    expect(missing).toEqual([]);
    expect(Object.keys(hindiStateNames).sort()).toEqual(indiaStates.map((s) => s.name).sort());
    for (const [english, hindi] of Object.entries(hindiStateNames)) expect(hindi, english).toMatch(devanagari);
  });

  it('has a Devanagari name for every city of india.ts, and no other', () => {
    const cities = new Set(indiaStates.flatMap((s) => s.cities));
    expect([...cities].filter((c) => !Object.hasOwn(hindiCityNames, c))).toEqual([]);
    expect(Object.keys(hindiCityNames).filter((c) => !cities.has(c))).toEqual([]);
    for (const [english, hindi] of Object.entries(hindiCityNames)) expect(hindi, english).toMatch(devanagari);
  });

  it('writes the names as Hindi does, and gives back a name it does not know', () => {
    expect(['Bengaluru', 'Chennai', 'Thiruvananthapuram', 'Kolkata', 'Lucknow'].map(hindiCityName)).toEqual(['बेंगलुरु', 'चेन्नई', 'तिरुवनंतपुरम', 'कोलकाता', 'लखनऊ']);
    expect(hindiStateName('Karnataka')).toBe('कर्नाटक');
    expect(hindiCityName('Atlantis')).toBe('Atlantis');
    expect(hindiStateName('toString')).toBe('toString');
  });
});
