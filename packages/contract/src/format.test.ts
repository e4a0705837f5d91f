import { describe, expect, it } from 'vitest';
import { deliveryDayWords, formatDeliverySlot, formatIndianDay, formatIndianMoment, formatPaiseAsINR, formatRupeesAsINR, formatWholeRupeesAsINR, hourWords, mobileHref, orderStatusWord, phoneHref, slotHoursWords, todayInIndia } from './format.ts';

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

describe('delivery slot words', () => {
  it('says Today and Tomorrow when it knows the day, and writes other days out', () => {
    expect(formatDeliverySlot('2026-11-27', '18:00', '20:00', 'en', '2026-11-27')).toBe('Today, 6–8 PM');
    expect(formatDeliverySlot('2026-11-28', '07:00', '09:00', 'en', '2026-11-27')).toBe('Tomorrow, 7–9 AM');
    expect(formatDeliverySlot('2026-11-28', '18:00', '20:00')).toBe('Sat 28 Nov, 6–8 PM');
    expect(formatDeliverySlot('2026-12-31', '07:00', '09:00', 'en', '2026-12-30')).toBe('Tomorrow, 7–9 AM');
    expect(formatDeliverySlot('2027-01-01', '07:00', '09:00', 'en', '2026-12-31')).toBe('Tomorrow, 7–9 AM');
  });

  it('writes hours across noon, half hours and midnight as people say them', () => {
    expect(slotHoursWords('11:00', '13:00')).toBe('11 AM–1 PM');
    expect(slotHoursWords('12:00', '14:00')).toBe('12–2 PM');
    expect(slotHoursWords('07:30', '09:00')).toBe('7:30–9 AM');
    expect(slotHoursWords('20:00', '24:00')).toBe('8 PM–12 AM');
    expect(slotHoursWords('soon', 'later')).toBe('soon–later');
  });

  it('writes them in Hindi with the part of the day', () => {
    expect(formatDeliverySlot('2026-11-28', '07:00', '09:00', 'hi', '2026-11-27')).toBe('कल, सुबह 7–9');
    expect(formatDeliverySlot('2026-11-27', '18:00', '20:00', 'hi', '2026-11-27')).toBe('आज, शाम 6–8');
    expect(formatDeliverySlot('2026-11-28', '11:00', '13:00', 'hi')).toBe('शनि, 28 नव॰, सुबह 11–दोपहर 1');
    expect(slotHoursWords('20:00', '22:00', 'hi')).toBe('रात 8–10');
    expect(deliveryDayWords('2026-11-29', 'hi', '2026-11-27')).toBe('रवि, 29 नव॰');
  });

  it('writes an hour in a sentence', () => {
    expect(hourWords('14:00')).toBe('2 PM');
    expect(hourWords('14:00', 'hi')).toBe('दोपहर 2 बजे');
    expect(hourWords('09:30')).toBe('9:30 AM');
  });
});

describe('numbers to call', () => {
  it('links a 10-digit mobile with +91 and a number as the shop writes it without its spaces', () => {
    expect(mobileHref('9876543210')).toBe('tel:+919876543210');
    expect(phoneHref('+91 80 4567 8910')).toBe('tel:+918045678910');
    expect(phoneHref('080-4567 8910')).toBe('tel:080-45678910');
  });
});
