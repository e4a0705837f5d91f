import type { OrderSaveReply } from '@shop/contract';

/** /Success?msg&orderId&paybleAmount&TotalAmount (docs/product.md#route-table), plus TranID, the reference the shopper sees in My Orders. */
export function successUrl(saved: OrderSaveReply): string {
  const params = new URLSearchParams({
    msg: saved.msg,
    orderId: String(saved.data),
    paybleAmount: String(saved.paybleAmount),
    TotalAmount: String(saved.TotalAmount),
    TranID: saved.TranID,
  });
  return `/Success?${params}`;
}
