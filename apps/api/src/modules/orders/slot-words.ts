import { formatDeliverySlot, type WordsLanguage } from '@shop/contract/format';

/** An order's booked slot in words ("Sat 28 Nov, 7–9 AM"; in Hindi when asked), or null without one. */
export const slotWordsOf = (o: { slotDay: string | null; slotFrom: string | null; slotTo: string | null }, language: WordsLanguage = 'en') =>
  o.slotDay && o.slotFrom && o.slotTo ? formatDeliverySlot(o.slotDay, o.slotFrom, o.slotTo, language) : null;
