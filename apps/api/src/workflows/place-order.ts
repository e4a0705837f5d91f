import type { Db, Tx } from '../db/client.ts';
import { conflict } from '../http/reply.ts';
import { clearCart } from '../modules/cart/index.ts';
import { lockForSale, takeStock } from '../modules/catalog/index.ts';
import { bookOrderSlot, checkedSlot, quoteExpiredMessage, recheckQuote, verifyQuote, type OrderLimits, type QuoteClaims } from '../modules/checkout/index.ts';
import { lockCartCoupon, recordCouponUse } from '../modules/coupons/index.ts';
import { issueInvoice } from '../modules/invoices/index.ts';
import { createOrder, moveOrderToSlot, orderOfQuote, recordDocumentNumber, type SavedOrder } from '../modules/orders/index.ts';
import type { Language } from '../i18n/translate.ts';
import { isUniqueViolation } from '../db/rows.ts';

/**
 * POST /api/ordersave: a signed quote (checkout's quoteOrder) becomes an order, in one transaction. Saving the same
 * quote again returns the same order and changes nothing, even once the quote has expired. Stock is taken with a
 * guarded update (stock >= qty) after locking the products in id order, so concurrent checkouts queue instead of
 * overselling or deadlocking. The transaction touches no row every checkout shares until its last statement, the
 * invoice number (decisions 097 and 112).
 */
export async function placeOrder(
  db: Db,
  secret: Uint8Array,
  memberId: number,
  token: string,
  /**
   * `now`: the clock's moment (app.clock), or when the order was placed for the demo shop's past orders;
   * `language`: the shopper's, for the products named in a refusal; `limits`: the orders a member may hold at once
   * (null for the demo shop's past, placed as it happened).
   */
  opts: { upiPaymentMinutes: number; limits: OrderLimits | null; now?: Date; language?: Language; buyerGstin?: string | null },
): Promise<SavedOrder> {
  const { expired, ...quote } = await verifyQuote(secret, token, memberId);
  // A retry whose first reply was lost gets its order back, even after the quote expired; only a new order needs a live quote.
  if (expired) {
    const existing = await orderOfQuote(db, quote.quoteId, memberId);
    if (existing) return existing;
    throw conflict(quoteExpiredMessage);
  }
  try {
    return await db.transaction((tx) => placeInTransaction(tx, quote, memberId, opts, opts.now ?? new Date()));
  } catch (e) {
    // The same quote saved twice at the same moment: the second insert loses on orders.quote_id and gets the first order.
    if (isUniqueViolation(e)) {
      const existing = await orderOfQuote(db, quote.quoteId, memberId);
      if (existing) return existing;
    }
    throw e;
  }
}

async function placeInTransaction(
  tx: Tx,
  quote: QuoteClaims,
  memberId: number,
  opts: { upiPaymentMinutes: number; limits: OrderLimits | null; language?: Language; buyerGstin?: string | null },
  now: Date,
): Promise<SavedOrder> {
  // 1. Lock the quoted products (in id order, decision 098) and the cart's coupon, so stock and coupon limits hold in a rush.
  const taxOf = await lockForSale(
    tx,
    quote.lines.map(([pid]) => pid),
  );
  const already = await orderOfQuote(tx, quote.quoteId, memberId);
  if (already) return already;
  await lockCartCoupon(tx, memberId);

  // 2. The quote still holds: address, payment, open orders, stock, prices, coupon and delivery charge.
  const { option, address, upiPayee, cart, totals, customer } = await recheckQuote(tx, quote, memberId, opts.limits, opts.language ?? 'en');

  // 3. Take the stock, never more than there is.
  if (!(await takeStock(tx, cart.lines))) throw conflict('Sorry, some items just sold out. Please review your cart.');
  const slot = await checkedSlot(tx, option, quote, now);

  // 4. Write the order, its lines, its history and its confirmation mail.
  const order = await createOrder(tx, {
    memberId,
    quoteId: quote.quoteId,
    customer,
    buyerGstin: opts.buyerGstin ?? null,
    upiPayee,
    upiPaymentMinutes: opts.upiPaymentMinutes,
    option,
    address,
    totals: {
      totalPaise: cart.mrpTotalPaise,
      discountPaise: cart.discountPaise,
      couponCode: cart.coupon?.applied ? cart.coupon.code : null,
      couponDiscountPaise: cart.couponDiscountPaise,
      deliveryPaise: totals.deliveryPaise,
      payablePaise: totals.payablePaise,
    },
    slot: slot.chosen,
    lines: cart.lines.map((l) => ({ ...l, hsn: taxOf.get(l.productId)?.hsn ?? null, gstRate: taxOf.get(l.productId)?.gstRate ?? null })),
    at: now,
  });

  // 5. The coupon's use, and the cart emptied.
  if (cart.coupon?.applied) await recordCouponUse(tx, { couponId: cart.coupon.id, memberId, orderId: order.id, discountPaise: cart.couponDiscountPaise });
  await clearCart(tx, memberId);

  // 6. The slot's place, taken like the stock by one guarded write (a row every buyer of the slot shares, so late).
  if (slot.needed) {
    const booked = await bookOrderSlot(tx, option, slot.chosen, now);
    if (booked !== slot.chosen) await moveOrderToSlot(tx, order.id, booked);
  }

  // 7. The invoice number, from its financial year's series, last (decision 097).
  await recordDocumentNumber(tx, order.id, await issueInvoice(tx, order.id, now));
  return order;
}
