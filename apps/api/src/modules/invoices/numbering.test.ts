import { describe, expect, it } from 'vitest';
import { financialYear, seriesOf } from './numbering.ts';

describe('financial years, in India time', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2627'],
    ['2027-03-31T23:59:59+05:30', '2627'],
    ['2027-04-01T00:00:00+05:30', '2728'],
    // 31 March 20:00 in London is already 1 April in India.
    ['2027-03-31T19:00:00Z', '2728'],
    ['2099-06-15T12:00:00+05:30', '9900'],
  ])('%s falls in %s', (at, fy) => {
    expect(financialYear(new Date(at))).toBe(fy);
  });

  it('names each kind’s series', () => {
    expect(seriesOf('INV', new Date('2026-11-24T12:00:00Z'))).toBe('INV2627');
    expect(seriesOf('CN', new Date('2026-11-24T12:00:00Z'))).toBe('CN2627');
  });
});
