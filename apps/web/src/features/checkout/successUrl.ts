import type { OrderSaveReply } from '@shop/contract';

/**
 * /Success?msg&orderId&paybleAmount&TotalAmount (docs/product.md#route-table), plus TranID, the reference the shopper
 * sees in My Orders, and pay=upi for an order to pay by UPI (the page then shows its payment request).
 */
export function successUrl(saved: OrderSaveReply): string {
  const params = new URLSearchParams({
    msg: saved.msg,
    orderId: String(saved.data),
    paybleAmount: String(saved.paybleAmount),
    TotalAmount: String(saved.TotalAmount),
    TranID: saved.TranID,
  });
  if (saved.paymentMode === 'UPI') params.set('pay', 'upi');
  return `/Success?${params}`;
}
