import { orderStatusCodes } from '@shop/contract/format';
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
