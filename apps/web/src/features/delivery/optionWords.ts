import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The delivery options' names and promises are the shop's own words (set in the back office, English). The shop's
 * usual ones, as seeded, are shown in the shopper's language; a text the shop changed is shown as the shop wrote it
 * (decision 153).
 */
const known: Record<string, MessageDescriptor> = {
  'Standard Home Delivery': msg`Standard Home Delivery`,
  'Store Pickup': msg`Store Pickup`,
  'Express Delivery': msg`Express Delivery`,
  'Delivered in 1-2 days. Free on orders over ₹300.': msg`Delivered in 1-2 days. Free on orders over ₹300.`,
  'Collect from our store, usually ready in 2 hours. Always free.': msg`Collect from our store, usually ready in 2 hours. Always free.`,
  'Delivered the same day when ordered before 2 pm.': msg`Delivered the same day when ordered before 2 pm.`,
};

/** A delivery option's name or description in the shopper's language when it is one of the shop's usual ones. */
export function useOptionWords() {
  const { t } = useLingui();
  return (text: string) => {
    const words = Object.hasOwn(known, text) ? known[text] : undefined;
    return words ? t(words) : text;
  };
}
