import { formatDeliverySlot } from '@shop/contract/format';
import { formatDeliverySlotInHindi } from '../../i18n/format.ts';

/** An order's booked slot in words ("Tue, 24 Nov, 07:00–09:00"), or null without one. */
export const slotWordsOf = (o: { slotDay: string | null; slotFrom: string | null; slotTo: string | null }) =>
  o.slotDay && o.slotFrom && o.slotTo ? formatDeliverySlot(o.slotDay, o.slotFrom, o.slotTo) : null;

/** The same in Hindi, for a Hindi member's mails. */
export const slotWordsInHindi = (o: { slotDay: string | null; slotFrom: string | null; slotTo: string | null }) =>
  o.slotDay && o.slotFrom && o.slotTo ? formatDeliverySlotInHindi(o.slotDay, o.slotFrom, o.slotTo) : null;
