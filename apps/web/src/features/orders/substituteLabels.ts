import { msg } from '@lingui/core/macro';

/** The words of an order line's substitution choice (the contract's substituteWords, in the shopper's language). */
export const substituteLabels = {
  similar: msg`Replace with a similar item`,
  none: msg`Don't replace`,
  call: msg`Call me`,
} as const;
