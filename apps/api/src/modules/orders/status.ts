import { orderStatusCodes } from '@shop/contract/format';
import { m } from '@shop/contract/text';
export { orderStatusWord } from '@shop/contract/format';

/** Order status codes (docs/product.md#orders-and-statuses): the contract's orderStatusCodes; words from orderStatusWord. */
export const OrderStatus = orderStatusCodes;

/** Where an order's payment stands (orders.payment_status; the words are the contract's paymentStatusWords). */
export const PaymentStatus = { CashOnDelivery: 'cod', Awaiting: 'awaiting', Paid: 'paid', Expired: 'expired' } as const;

/** How an order is paid, as Table1's paymentMode reads. */
export const PaymentMode = { CashOnDelivery: 'Cash on Delivery', Upi: 'UPI' } as const;

/** The notes the shop itself writes in an order's history (order-words.ts has them in Hindi); others are typed by people. */
export const HistoryNote = {
  Placed: 'Order placed',
  CancelledByCustomer: 'Cancelled by the customer',
  UnpaidUpiCancelled: 'Cancelled by the shop: the UPI payment did not arrive in time',
} as const;

/**
 * The notes the shop writes with values in them, texts of the catalogue: the history keeps their id and values
 * (order_status_history.note_text) beside the English, so a Hindi reader reads them in Hindi (decision 291).
 */
export const ShopNote = {
  /** A short pick's change (workflows/short-pick.ts): `item` and `by` are "name (pack size)". */
  replaced: (qty: number, item: string, by: string, unitPrice: string) => m`${qty} x ${item} replaced by ${by} at ${unitPrice} each.`,
  removed: (qty: number, item: string) => m`${qty} x ${item} removed: we ran short of it.`,
  paidByUpi: (amount: string, utr: string) => m`Paid by UPI: ${amount}, UTR ${utr}`,
};

/** The ids of the notes that change an order's lines: the "changed" mail lists them. */
export const changeNoteIds: readonly string[] = [ShopNote.replaced(0, '', '', '').id, ShopNote.removed(0, '').id];
