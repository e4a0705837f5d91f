import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

// The API writes an order's words in English (StatusName, PaymentStatus, paymentMode, the history's notes); the
// screens show them in the shopper's language, chosen by their codes, and the API's word for a code they do not know.

/** Order status codes (packages/contract/src/format.ts orderStatusWords: 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled). */
const statusWords: Record<number, MessageDescriptor> = {
  1: msg`Pending`,
  2: msg`Shipped`,
  3: msg`Delivered`,
  4: msg`Cancelled`,
};

/** Payment status codes (paymentStatusWords: cod, awaiting, paid, expired). */
const paymentStatusWords: Record<string, MessageDescriptor> = {
  cod: msg`Cash on delivery`,
  awaiting: msg`Awaiting payment`,
  paid: msg`Paid`,
  expired: msg`Expired`,
};

/** The payment modes an order records (paymentModeWords: 'Cash on Delivery', 'UPI'). */
const paymentModeWords: Record<string, MessageDescriptor> = {
  'Cash on Delivery': msg`Cash on Delivery`,
};

/** The notes the shop itself writes in an order's history (a note someone typed is shown as written). */
const historyNotes: Record<string, MessageDescriptor> = {
  'Order placed': msg`Order placed`,
  'Cancelled by the customer': msg`Cancelled by the customer`,
  'Cancelled by the shop: the UPI payment did not arrive in time': msg`Cancelled by the shop: the UPI payment did not arrive in time`,
};
// eslint-disable-next-line lingui/no-unlocalized-strings -- the API's English note, matched, not shown
const cancelledWithReason = 'Cancelled by the customer: ';

const own = <T,>(words: Record<string | number, T>, key: string | number) => (Object.hasOwn(words, key) ? words[key] : undefined);

/** An order's status, payment and history words in the shopper's language. */
export function useOrderWords() {
  const { t } = useLingui();
  const pick = (words: Record<string | number, MessageDescriptor>, key: string | number, fallback: string) => {
    const found = own(words, key);
    return found ? t(found) : fallback;
  };
  return {
    /** The status's word by its code; the API's word for an unknown code. */
    status: (code: number, apiWord: string) => pick(statusWords, code, apiWord),
    payment: (code: string, apiWord: string) => pick(paymentStatusWords, code, apiWord),
    mode: (apiWord: string) => pick(paymentModeWords, apiWord, apiWord),
    note: (note: string) => {
      if (note.startsWith(cancelledWithReason) && !own(historyNotes, note)) {
        const reason = note.slice(cancelledWithReason.length);
        return t`Cancelled by the customer: ${reason}`;
      }
      return pick(historyNotes, note, note);
    },
  };
}
