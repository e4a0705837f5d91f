export { orderStatusWord } from '@shop/contract/format';

/** Order status codes (docs/product.md#orders-and-statuses); the words come from the contract's orderStatusWord. */
export const OrderStatus = { Pending: 1, Shipped: 2, Delivered: 3, Cancelled: 4 } as const;

/** Where an order's payment stands (orders.payment_status; the words are the contract's paymentStatusWords). */
export const PaymentStatus = { CashOnDelivery: 'cod', Awaiting: 'awaiting', Paid: 'paid', Expired: 'expired' } as const;

/** How an order is paid, as Table1's paymentMode reads. */
export const PaymentMode = { CashOnDelivery: 'Cash on Delivery', Upi: 'UPI' } as const;
