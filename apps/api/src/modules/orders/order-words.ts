import { orderStatusWord, paymentStatusWord } from '@shop/contract/format';
import { Text } from '@shop/contract/text';
import type { orderStatusHistory } from '../../db/schema/index.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { HistoryNote } from './status.ts';

// An order's words as a shopper reads them (decision 119): its status, payment status, payment mode and the notes the
// shop itself writes in its history, in English (the contract's words) or in Hindi when the request asks for it, from
// the catalogue (decision 283). The order replies and the order mails both take them from here.

const shopNotes: ReadonlySet<string> = new Set(Object.values(HistoryNote));

export type OrderWords = {
  /** 1 Pending … 4 Cancelled; an unknown code: Unknown (English) or the code's English word. */
  status: (code: number) => string;
  /** cod, awaiting, paid, expired. */
  payment: (code: string) => string;
  /** The payment mode an order records (Table1's paymentMode, 'Cash on Delivery' or 'UPI'). */
  mode: (mode: string) => string;
  /** A note of the history: the shop's own notes in the language; a note someone typed as it was written. */
  note: (row: HistoryNoteRow) => string;
};

/** A history row's note: the English, and the text it was written from when the shop wrote it with values (ShopNote). */
export type HistoryNoteRow = Pick<typeof orderStatusHistory.$inferSelect, 'note' | 'noteText'>;

const english: OrderWords = { status: orderStatusWord, payment: paymentStatusWord, mode: (mode) => mode, note: ({ note }) => note };

const hindi: OrderWords = {
  status: (code) => translate(orderStatusWord(code), 'hi'),
  payment: (code) => translate(paymentStatusWord(code), 'hi'),
  mode: (mode) => translate(mode, 'hi'),
  note: ({ note, noteText }) => {
    if (noteText) return translate(new Text(noteText.id, noteText.values, note), 'hi');
    if (shopNotes.has(note)) return translate(note, 'hi');
    const reason = cancelReasonOf(note);
    return reason === undefined ? note : `${translate(HistoryNote.CancelledByCustomer, 'hi')}: ${reason}`;
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
