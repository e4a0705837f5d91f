import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The pin code check's options carry only their English name (GET /api/pincode has no HindiName, unlike the checkout's
 * options): the three every shop starts with are shown in the shopper's language, a name the shop changed as the shop
 * wrote it (decision 153).
 */
const known: Record<string, MessageDescriptor> = {
  'Standard Home Delivery': msg`Standard Home Delivery`,
  'Store Pickup': msg`Store Pickup`,
  'Express Delivery': msg`Express Delivery`,
};

/** A pin code option's name in the shopper's language when it is one of the shop's first three. */
export function useOptionWords() {
  const { t } = useLingui();
  return (name: string) => {
    const words = Object.hasOwn(known, name) ? known[name] : undefined;
    return words ? t(words) : name;
  };
}
