import { orderStatusWord, paymentStatusWord, type OrderStatusCode, type PaymentStatusCode } from '@shop/contract/format';
import type { Language } from '../../i18n/translate.ts';
import { HistoryNote, OrderStatus, PaymentMode, PaymentStatus } from './status.ts';

// An order's words as a shopper reads them (decision 119): its status, payment status, payment mode and the notes the
// shop itself writes in its history, in English (the contract's words) or in Hindi when the request asks for it. The
// order replies and the order mails both take them from here.

const hindiStatuses: Record<OrderStatusCode, string> = {
  [OrderStatus.Pending]: 'लंबित',
  [OrderStatus.Shipped]: 'भेज दिया गया',
  [OrderStatus.Delivered]: 'डिलीवर हो गया',
  [OrderStatus.Cancelled]: 'रद्द',
};

const hindiPaymentStatuses: Record<PaymentStatusCode, string> = {
  [PaymentStatus.CashOnDelivery]: 'कैश ऑन डिलीवरी',
  [PaymentStatus.Awaiting]: 'भुगतान बाकी',
  [PaymentStatus.Paid]: 'भुगतान हो गया',
  [PaymentStatus.Expired]: 'भुगतान नहीं हुआ',
};

const hindiPaymentModes: Record<string, string> = { [PaymentMode.CashOnDelivery]: 'कैश ऑन डिलीवरी', [PaymentMode.Upi]: 'UPI' };

const hindiNotes: Record<string, string> = {
  [HistoryNote.Placed]: 'ऑर्डर हो गया',
  [HistoryNote.CancelledByCustomer]: 'ग्राहक ने रद्द किया',
  [HistoryNote.UnpaidUpiCancelled]: 'दुकान ने रद्द किया: UPI भुगतान समय पर नहीं आया',
};

const own = (words: Record<string | number, string>, key: string | number) => (Object.hasOwn(words, key) ? words[key] : undefined);

export type OrderWords = {
  /** 1 Pending … 4 Cancelled; an unknown code: Unknown (English) or the code's English word. */
  status: (code: number) => string;
  /** cod, awaiting, paid, expired. */
  payment: (code: string) => string;
  /** The payment mode an order records (Table1's paymentMode, 'Cash on Delivery' or 'UPI'). */
  mode: (mode: string) => string;
  /** A note of the history: the shop's own notes in the language; a note someone typed as it was written. */
  note: (note: string) => string;
};

const english: OrderWords = { status: orderStatusWord, payment: paymentStatusWord, mode: (mode) => mode, note: (note) => note };

const hindi: OrderWords = {
  status: (code) => own(hindiStatuses, code) ?? orderStatusWord(code),
  payment: (code) => own(hindiPaymentStatuses, code) ?? paymentStatusWord(code),
  mode: (mode) => own(hindiPaymentModes, mode) ?? mode,
  note: (note) => {
    const known = own(hindiNotes, note);
    if (known) return known;
    const reason = cancelReasonOf(note);
    return reason === undefined ? note : `${hindiNotes[HistoryNote.CancelledByCustomer]}: ${reason}`;
  },
};

/** An order's words in the language asked for. */
export const orderWordsIn = (language: Language): OrderWords => (language === 'hi' ? hindi : english);

/** The history note of a cancellation by the customer, with their reason when they gave one. */
export const cancelledByCustomerNote = (reason: string) => (reason ? `${HistoryNote.CancelledByCustomer}: ${reason}` : HistoryNote.CancelledByCustomer);

/** The reason in a note written by cancelledByCustomerNote; undefined for any other note. */
function cancelReasonOf(note: string): string | undefined {
  const start = `${HistoryNote.CancelledByCustomer}: `;
  return note.startsWith(start) ? note.slice(start.length) : undefined;
}
