/**
 * What the server and the web app both write for people, in one place: order status words, Indian dates and rupee
 * amounts. Zod-free, so any screen can import it. Each function says its unit in its name.
 */

/** Order status codes and their words (docs/product.md, "Orders and statuses"). */
export const orderStatusWords = { 1: 'Pending', 2: 'Shipped', 3: 'Delivered', 4: 'Cancelled' } as const;
export type OrderStatusCode = keyof typeof orderStatusWords;
/** The status codes by name, for code that tests or sets a status (never a bare number). */
export const orderStatusCodes = { Pending: 1, Shipped: 2, Delivered: 3, Cancelled: 4 } as const satisfies Record<(typeof orderStatusWords)[OrderStatusCode], OrderStatusCode>;

/** 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled; anything else Unknown. */
export const orderStatusWord = (code: number): string => orderStatusWords[code as OrderStatusCode] ?? 'Unknown';

/**
 * How an order is paid and where its payment stands (docs/product.md#paying-by-upi): the code the API gives
 * (PaymentStatusCode, paymentStatus) and the word people read (PaymentStatus). An unpaid UPI order that is cancelled,
 * by the shopper, the shop or the clock, no longer takes a payment: Not paid (code 'expired').
 */
export const paymentStatusWords = { cod: 'Cash on delivery', awaiting: 'Awaiting payment', paid: 'Paid', expired: 'Not paid' } as const;
export type PaymentStatusCode = keyof typeof paymentStatusWords;
export const paymentStatusCodes = Object.keys(paymentStatusWords) as PaymentStatusCode[];

/** Cash on delivery, Awaiting payment, Paid or Not paid; anything else Unknown. */
export const paymentStatusWord = (code: string): string => paymentStatusWords[code as PaymentStatusCode] ?? 'Unknown';

/** The payment modes checkout offers (GET /api/placeorder?pay=), and the words an order records (Table1's paymentMode). */
export const paymentModeWords = { cod: 'Cash on Delivery', upi: 'UPI' } as const;
export type PaymentModeCode = keyof typeof paymentModeWords;

/** The shop's days and times are India's, wherever the server or the browser runs. */
const india = 'Asia/Kolkata';

/** What writes a date in words: an Intl.DateTimeFormat, or `dateWords`' stand-in for one. */
export type DateWords = Pick<Intl.DateTimeFormat, 'format'>;

/**
 * An Intl.DateTimeFormat made the first time it writes a date. Making one loads the locale's and the time zone's data,
 * milliseconds a phone should not spend while it opens a page that shows no date.
 */
export function dateWords(locale: string, options: Intl.DateTimeFormatOptions): DateWords {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date) };
}

const day = dateWords('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: india });
const moment = dateWords('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: india });

/** A date (or its ISO text) in the words of `words`; a text that is not a date is given back as it is. */
export function formatWhen(words: DateWords, when: Date | string): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(d.getTime()) ? String(when) : words.format(d);
}

/** 23 Nov 2026 (India time); a text that is not a date is given back as it is. */
export const formatIndianDay = (when: Date | string): string => formatWhen(day, when);

/** 23 Nov 2026, 3:30 pm (India time); a text that is not a date is given back as it is. */
export const formatIndianMoment = (when: Date | string): string => formatWhen(moment, when);

/** Today in India as 2026-11-23, for date filters and day keys. */
export const todayInIndia = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: india }).format(now);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,23,456.00: rupees in the Indian digit grouping. */
export const formatRupeesAsINR = (rupees: number) => inr.format(rupees);

/** Paise (as the database keeps money) written as rupees: ₹1,234.50. */
export const formatPaiseAsINR = (paise: number) => inr.format(paise / 100);

/** ₹300: whole rupees without paise, for amounts written in sentences (a threshold, a promise). */
export const formatWholeRupeesAsINR = (rupees: number) => (Number.isInteger(rupees) ? wholeInr.format(rupees) : inr.format(rupees));

/** A delivery slot's day in Hindi, "मंगल, 24 नव॰" (the day is a calendar date, so it is read in UTC). */
export const hindiSlotDay = dateWords('hi-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const englishWeekday = dateWords('en-IN', { weekday: 'short', timeZone: 'UTC' });
const englishDayMonth = dateWords('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The languages slot words are written in. */
export type WordsLanguage = 'en' | 'hi';

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A delivery day as people say it: "Today", "Tomorrow" (when `today`, India's YYYY-MM-DD, is given), else "Sat 28 Nov";
 * in Hindi "आज", "कल", "शनि, 28 नव॰". A text that is not a day is given back as it is.
 */
export function deliveryDayWords(day: string, language: WordsLanguage = 'en', today?: string): string {
  if (today && day === today) return language === 'hi' ? 'आज' : 'Today';
  if (today && day === nextDay(today)) return language === 'hi' ? 'कल' : 'Tomorrow';
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return language === 'hi' ? hindiSlotDay.format(d) : `${englishWeekday.format(d)} ${englishDayMonth.format(d)}`;
}

/** "7", "7:30" or "12" on a 12-hour clock, and whether it is after noon. */
function clock(hhmm: string): { words: string; pm: boolean; minutes: number } {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return { words: m ? `${hour}:${String(m).padStart(2, '0')}` : String(hour), pm: h >= 12 && h < 24, minutes: h * 60 + (m || 0) };
}

/** सुबह (morning), दोपहर (afternoon), शाम (evening) or रात (night) for a time of day in minutes. */
const hindiPart = (minutes: number) => (minutes < 4 * 60 ? 'रात' : minutes < 12 * 60 ? 'सुबह' : minutes < 16 * 60 ? 'दोपहर' : minutes < 20 * 60 ? 'शाम' : 'रात');

/**
 * A slot's hours as people say them: "7–9 AM", "11 AM–1 PM", "6–8 PM"; in Hindi "सुबह 7–9", "सुबह 11–दोपहर 1",
 * "शाम 6–8". From and to are HH:MM, India time; a time that is not HH:MM is written as it came.
 */
export function slotHoursWords(from: string, to: string, language: WordsLanguage = 'en'): string {
  if (!/^\d{2}:\d{2}$/.test(from) || !/^\d{2}:\d{2}$/.test(to)) return `${from}–${to}`;
  const a = clock(from);
  const b = clock(to === '24:00' ? '00:00' : to);
  if (language === 'hi') {
    const partA = hindiPart(a.minutes);
    // The end is the moment the slot ends: an 8 PM end belongs to the evening it closes.
    const partB = hindiPart((to === '24:00' ? 1440 : b.minutes) - 1);
    return partA === partB ? `${partA} ${a.words}–${b.words}` : `${partA} ${a.words}–${partB} ${b.words}`;
  }
  const half = (pm: boolean) => (pm ? 'PM' : 'AM');
  return a.pm === b.pm ? `${a.words}–${b.words} ${half(b.pm)}` : `${a.words} ${half(a.pm)}–${b.words} ${half(b.pm)}`;
}

/**
 * A delivery slot as people read it: "Tomorrow, 7–9 AM", "Sat 28 Nov, 6–8 PM"; in Hindi "कल, सुबह 7–9" (day is
 * YYYY-MM-DD, times HH:MM, India time). Without `today` the day is always written out, as a mail or an order's history
 * needs: "Today" would be wrong the day after.
 */
export function formatDeliverySlot(day: string, from: string, to: string, language: WordsLanguage = 'en', today?: string): string {
  return `${deliveryDayWords(day, language, today)}, ${slotHoursWords(from, to, language)}`;
}

/** "2 PM", "2:30 PM"; in Hindi "दोपहर 2 बजे": an hour of the day (HH:MM, India time) in a sentence. */
export function hourWords(hhmm: string, language: WordsLanguage = 'en'): string {
  const c = clock(hhmm);
  return language === 'hi' ? `${hindiPart(c.minutes)} ${c.words} बजे` : `${c.words} ${c.pm ? 'PM' : 'AM'}`;
}

/** The words of a cart or order line's substitution choice. */
export const substituteWords = { similar: 'Replace with a similar item', none: "Don't replace", call: 'Call me' } as const;

/** "98765 43210": a 10-digit mobile number as the shop shows it; `tel:+919876543210` to call it. */
export const formatMobile = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);
export const mobileHref = (digits: string) => `tel:+91${digits}`;
/** `tel:+918045678910` for a phone number as the shop writes it ("+91 80 4567 8910"): its spaces left out. */
export const phoneHref = (number: string) => `tel:${number.replace(/\s+/g, '')}`;
