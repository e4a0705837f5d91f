import { useLingui } from '@lingui/react';
import { placeName } from './i18n';
import { dateWords, formatIndianDay, formatIndianMoment, formatWhen } from '@shop/contract/format';

// Days and moments in the shopper's language, India time. English keeps the contract's formats exactly; Hindi writes
// month and weekday names in Hindi ("24 नव॰ 2026"). Amounts need nothing: hi-IN writes ₹ as en-IN does (₹1,23,456.50).
// eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name
const india = 'Asia/Kolkata';
const hindiDay = dateWords('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: india });
const hindiMoment = dateWords('hi-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: india, hourCycle: 'h23' });

/** The date formats of the language being shown: day ("23 Nov 2026") and moment (with the time). */
export function useDates() {
  const hindi = useLingui().i18n.locale === 'hi';
  return {
    day: (when: Date | string) => (hindi ? formatWhen(hindiDay, when) : formatIndianDay(when)),
    moment: (when: Date | string) => (hindi ? formatWhen(hindiMoment, when) : formatIndianMoment(when)),
  };
}

/**
 * The names to show for a state and a city the API names in English (addresses, the pin code check): Hindi names in
 * Hindi (decision 118). The values sent back to the API stay the English names or ids.
 */
export function usePlaceNames() {
  const { locale } = useLingui().i18n;
  return { state: (name: string) => placeName('state', name, locale), city: (name: string) => placeName('city', name, locale) };
}

/** The name to show for a product or category: its Devanagari name in Hindi when the shop gave one. */
export function useLocalName() {
  const hindi = useLingui().i18n.locale === 'hi';
  return (name: string, hindiName?: string | null) => (hindi && hindiName ? hindiName : name);
}

const hindiUnits: Record<string, string> = { g: 'ग्राम', kg: 'किलो', ml: 'मिली', L: 'लीटर', piece: 'पीस' };

/**
 * The price per unit the server writes for Legal Metrology ("₹59.80 per kg") in the language being shown: in Hindi
 * "₹59.80 प्रति किलो" (and a comparable price "₹9.40 per 100 g" as "₹9.40 प्रति 100 ग्राम"). A text of another shape is
 * shown as it is.
 */
export function useUnitPrice() {
  const hindi = useLingui().i18n.locale === 'hi';
  return (text: string) => {
    if (!hindi) return text;
    const m = /^(.+) per (100 )?(g|kg|ml|L|piece)$/.exec(text);
    return m ? `${m[1]} प्रति ${m[2] ?? ''}${hindiUnits[m[3]]}` : text;
  };
}
