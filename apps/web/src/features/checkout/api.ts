import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartDetailsReply, OrderSaveReply, PlaceOrderReply } from '@shop/contract';
import { ApiError, call } from '../../lib/api';
import { formatRupeesAsINR, type PaymentModeCode } from '@shop/contract/format';
import { useSession } from '../../lib/session';
import { callQuery } from '../../lib/page-data';
import { cartKey } from '../cart';
import { orderListKey } from '../orders';

/** GET /api/shipingoption: the delivery options with what this cart would pay for each. */
const shippingOptionsKey = ['shipingoption'] as const;

export const shippingOptionsQuery = (memberId: string | undefined) => callQuery([...shippingOptionsKey, memberId], 'deliveryOptions', {}, (reply) => reply.data);

export function useShippingOptions() {
  const session = useSession();
  // The charges follow the cart: checkout's loader reads them afresh on each arrival.
  return useQuery({ ...shippingOptionsQuery(session?.memberId), enabled: Boolean(session) });
}

/** Which of the two steps of placing an order failed, and why. */
export class OrderStepError extends Error {
  constructor(
    readonly step: 'place' | 'save',
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : t`An error occurred while placing the order.`);
  }
  /** The server refused because stock or prices changed since the cart was shown. */
  get conflict() {
    return this.cause instanceof ApiError && this.cause.status === 409;
  }
}

/** The server's total differs from the one the shopper saw: nothing is saved, the page shows the new amounts. */
export class TotalChangedError extends Error {
  constructor(readonly payable: number) {
    const total = formatRupeesAsINR(payable);
    super(t`The total changed to ${total} since you opened the checkout (your cart, a price or the stock changed). Please check the new amounts and place the order again.`);
  }
}

/** The texts for a failed order (docs/product.md#checkout): the step's message with the server's, or the general one. */
export function orderErrorMessage(error: Error): string {
  if (error instanceof TotalChangedError) return error.message;
  if (!(error instanceof OrderStepError) || !(error.cause instanceof ApiError) || error.cause.status === 0) return t`An error occurred while placing the order.`;
  if (error.conflict) return error.message;
  const message = error.message;
  return error.step === 'place' ? t`Error placing the order: ${message}` : t`Error saving the order: ${message}`;
}

export type PlacedOrder = { placement: PlaceOrderReply; saved: OrderSaveReply };

/**
 * Places the order in two steps (docs/product.md#checkout): GET /api/placeorder?did&saddid&pay prices the cart on the server and signs a
 * quote, then POST /api/ordersave { orderData } turns that quote into the order. The browser never sends a price.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ did, saddid, pay, slot, shownPayable, gstin }: { did: number; saddid: number; pay: PaymentModeCode; slot?: number; shownPayable: number; gstin: string | null }): Promise<PlacedOrder> => {
      let placement: PlaceOrderReply;
      try {
        placement = await call('reviewOrder', { query: { did, saddid, pay, slot } });
      } catch (e) {
        throw new OrderStepError('place', e);
      }
      // The order is only saved at the amount the shopper was shown.
      if (Math.round(placement.paybleAmount * 100) !== Math.round(shownPayable * 100)) throw new TotalChangedError(placement.paybleAmount);
      try {
        const saved = await call('placeOrder', { body: { orderData: placement, ...(gstin ? { gstin } : {}) } });
        return { placement, saved };
      } catch (e) {
        throw new OrderStepError('save', e);
      }
    },
    onSuccess: () => {
      // The cart is empty now: the badge shows 0 at once, and the server's word follows.
      client.setQueriesData<CartDetailsReply>({ queryKey: cartKey }, (cart) =>
        cart ? { ...cart, data: [], totalCartQuantity: 0, TotalAmount: 0, Discount: 0, ItemsTotal: 0, CouponDiscount: 0, PaybleAmount: 0, coupon: null, couponMsg: '' } : cart,
      );
      localStorage.setItem('cartQuantity', '0');
      localStorage.setItem('cartTotal', '0');
      void client.invalidateQueries({ queryKey: orderListKey });
    },
    onError: (error) => {
      if (error instanceof TotalChangedError || (error instanceof OrderStepError && error.conflict)) {
        void client.invalidateQueries({ queryKey: cartKey });
        void client.invalidateQueries({ queryKey: shippingOptionsKey });
      }
    },
  });
}
