export { orderStatusWord } from '@shop/contract/format';

/** Order status codes (docs/product.md#orders-and-statuses); the words come from the contract's orderStatusWord. */
export const OrderStatus = { Pending: 1, Shipped: 2, Delivered: 3, Cancelled: 4 } as const;
