import { useLingui } from '@lingui/react/macro';
import type { Arrival } from '@shop/contract';
import { deliveryDayWords, formatDeliverySlot, hourWords } from '@shop/contract/format';

/**
 * When an option would bring an order placed now, in words people use (issue 33): "Earliest slot: Tomorrow, 7–9 AM";
 * for a same-day option "Arrives today if you order by 2 PM", or after its cut-off "Arrives tomorrow" and why. Null
 * when the option says nothing of the kind (store pickup, or nothing free in the next 7 days).
 */
export function useArrivalWords() {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'hi' ? 'hi' : 'en';
  return (arrives: Arrival | null, orderBy: string | null = null): { when: string; why?: string } | null => {
    if (!arrives) return null;
    if (arrives.From && arrives.To) {
      const slot = formatDeliverySlot(arrives.Date, arrives.From, arrives.To, language, arrives.Today);
      return { when: t`Earliest slot: ${slot}` };
    }
    const hour = orderBy ? hourWords(orderBy, language) : '';
    if (arrives.Date === arrives.Today) return { when: orderBy ? t`Arrives today if you order by ${hour}` : t`Arrives today` };
    const day = deliveryDayWords(arrives.Date, language, arrives.Today);
    const when = day === deliveryDayWords(arrives.Date, language) ? t`Arrives on ${day}` : t`Arrives tomorrow`;
    return { when, why: orderBy ? t`Same-day orders close at ${hour}.` : undefined };
  };
}
