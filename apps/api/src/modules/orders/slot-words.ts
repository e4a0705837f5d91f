import { formatDeliverySlot, type DateWords } from '@shop/contract/format';

/** An order's booked slot in words ("Tue, 24 Nov, 07:00–09:00"; `dayWords` for another language), or null without one. */
export const slotWordsOf = (o: { slotDay: string | null; slotFrom: string | null; slotTo: string | null }, dayWords?: DateWords) =>
  o.slotDay && o.slotFrom && o.slotTo ? formatDeliverySlot(o.slotDay, o.slotFrom, o.slotTo, dayWords) : null;
