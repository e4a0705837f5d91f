import { describe, expect, it } from 'vitest';
import { formatIndianDay, formatIndianMoment, formatPaiseAsINR, formatRupeesAsINR, formatWholeRupeesAsINR, orderStatusWord, todayInIndia } from './format.ts';

describe('what both sides write for people', () => {
  it('names order statuses, and Unknown for a code it does not know', () => {
    expect([1, 2, 3, 4, 9].map(orderStatusWord)).toEqual(['Pending', 'Shipped', 'Delivered', 'Cancelled', 'Unknown']);
  });

  it("writes days and times in India's time zone, whatever the machine's", () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatIndianDay('2026-11-23T20:00:00Z')).toBe('24 Nov 2026');
    expect(formatIndianMoment(new Date('2026-11-23T10:00:00Z'))).toBe('23 Nov 2026, 3:30 pm');
    expect(formatIndianDay('not a date')).toBe('not a date');
    expect(todayInIndia(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  });

  it('writes rupees in the Indian grouping, from rupees or from paise as the name says', () => {
    expect(formatRupeesAsINR(123456)).toBe('₹1,23,456.00');
    expect(formatPaiseAsINR(123450)).toBe('₹1,234.50');
    expect(formatWholeRupeesAsINR(300)).toBe('₹300');
    expect(formatWholeRupeesAsINR(299.5)).toBe('₹299.50');
  });
});
