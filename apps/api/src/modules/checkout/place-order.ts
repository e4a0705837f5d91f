import { m } from '@shop/contract/text';
import { eq } from 'drizzle-orm';
import type { DeliveryDay, OrderQuote, ShippingAddress } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, type Message } from '../../http/reply.ts';
import { findOwnAddress } from '../addresses/index.ts';
import { memberName } from '../auth/index.ts';
import { nameIn, priceCart, toAppliedCoupon, toCartLine, type PricedCart } from '../cart/index.ts';
import { shopUpiPayee } from '../payments/index.ts';
import { paymentModeWords, type PaymentModeCode } from '@shop/contract/format';
import { availableSlots, bookSlot, chosenSlot, deliveryChargePaise, deliveryOption, noSlotMessage, optionHasSlots, optionReaches, slotCalendar, toDeliveryDays, type DaySlot, type DeliveryOption } from '../delivery/index.ts';
import { signQuote, type QuoteClaims } from './quote-token.ts';
import { checkOpenOrders, type OrderLimits } from './open-orders.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { translate, type Language } from '../../i18n/translate.ts';

/**
 * Placing an order, in two steps (docs/product.md#checkout): quoteOrder prices the member's cart on the server and signs what
 * it found; the placing workflow (workflows/place-order.ts) takes that signed quote back and, in one transaction,
 * checks with recheckQuote that nothing changed, then takes the stock, writes the order and empties the cart.
 */

export const emptyCartMessage = 'Your cart is empty. Please add items to proceed to checkout.';
export const upiUnavailableMessage = 'UPI payment is not available at this shop right now. Please choose Cash on Delivery.';

/** The shop's UPI id for a UPI order (refused when the shop has none), or null for cash on delivery. */
async function upiPayeeFor(db: Db | Tx, pay: PaymentModeCode): Promise<string | null> {
  if (pay !== 'upi') return null;
  const payee = await shopUpiPayee(db);
  if (!payee) throw conflict(upiUnavailableMessage);
  return payee.upiId;
}

/** The option and the member's address it goes to (checked to reach it), with who receives it unless `needsReceiver` is false. */
async function resolveOption(db: Db | Tx, memberId: number, did: number, addressId: number, needsReceiver = true): Promise<{ option: DeliveryOption; address: ShippingAddress | null }> {
  const option = await deliveryOption(db, did);
  if (!option) throw notFound('No such delivery option. Please choose one of the options shown.');
  if (!option.needsAddress) return { option, address: null };
  if (!addressId) throw badRequest('Please select a shipping option and address.');
  const address = await findOwnAddress(db, memberId, addressId);
  if (!address) throw notFound('No such address. Please choose one of your saved addresses.');
  if (!(await optionReaches(db, option, address.PinCode))) {
    throw conflict(m`Sorry, ${option.name} does not reach pin code ${address.PinCode}. Please choose another delivery option or address (store pickup is open to everyone).`);
  }
  return { option, address: needsReceiver ? await withReceiver(db, memberId, address) : address };
}

export const noMobileMessage = 'Please add a mobile number the rider can call: on the address, or in Login & Security.';

/**
 * The address with who takes the order and the number the rider calls: its own, or the member's name and number
 * (issue 33). A home delivery without any number to call is refused.
 */
async function withReceiver(db: Db | Tx, memberId: number, address: ShippingAddress): Promise<ShippingAddress> {
  const [member] = await db.select({ firstName: members.firstName, lastName: members.lastName, mobile: members.mobile }).from(members).where(eq(members.id, memberId)).limit(1);
  const ReceiverMobile = address.ReceiverMobile || member?.mobile || '';
  if (!ReceiverMobile) throw conflict(noMobileMessage);
  return { ...address, ReceiverName: address.ReceiverName || `${member?.firstName ?? ''} ${member?.lastName ?? ''}`.trim(), ReceiverMobile };
}

/**
 * The slot an order of this option books, for its quote: the one the shopper chose (refused when unknown, closed,
 * past its cut-off or full), or without a choice the earliest available one (a client that knows only the public
 * call table still gets its order). Null for an option without slots (store pickup, express).
 */
async function quoteSlot(db: Db | Tx, option: DeliveryOption, kid: number | undefined, now: Date): Promise<DaySlot | null> {
  if (!(await optionHasSlots(db, option.id))) return null;
  if (kid !== undefined) return chosenSlot(db, option.id, kid, now);
  const [earliest] = await availableSlots(db, option.id, now);
  if (!earliest) throw conflict(noSlotMessage);
  return earliest;
}

/**
 * The slot the order books: for a slot the shopper chose, checked again now (closed, past its cut-off) before anything
 * is written; null when the shop chooses (the earliest still free when it books). `needed` is false for an option
 * without slots.
 */
export async function checkedSlot(tx: Tx, option: DeliveryOption, quote: QuoteClaims, now: Date): Promise<{ chosen: DaySlot | null; needed: boolean }> {
  if (!(await optionHasSlots(tx, option.id))) return { chosen: null, needed: false };
  return { chosen: quote.sl && !quote.sa ? await chosenSlot(tx, option.id, quote.sl, now) : null, needed: true };
}

/**
 * Takes the order's place in its slot: the chosen one (409 when it filled up since the quote), or the earliest slot
 * still free. The slot's row is shared by every buyer of that slot, so this is the transaction's last write but the
 * invoice number (decisions 097, 122).
 */
export async function bookOrderSlot(tx: Tx, option: DeliveryOption, chosen: DaySlot | null, now: Date): Promise<DaySlot> {
  if (chosen) {
    if (!(await bookSlot(tx, chosen))) throw conflict(m`Sorry, the ${chosen.words} slot just filled up. Please choose another slot.`);
    return chosen;
  }
  for (const slot of await availableSlots(tx, option.id, now)) if (await bookSlot(tx, slot)) return slot;
  throw conflict(noSlotMessage);
}

/**
 * The lines that stop the checkout, each named and with its problem in the shopper's language (the sentence around
 * them is translated on its way out, as every msg).
 */
function problemsMessage(cart: PricedCart, language: Language): Message {
  const list = cart.lines.filter((l) => l.problem).map((l) => `${nameIn(l, language)}: ${translate(l.problem, language)}`);
  return m`Some items in your cart need your attention (${list.join('; ')}). Please review your cart.`;
}

export type Totals = { deliveryPaise: number; payablePaise: number };
const totalsOf = (cart: PricedCart, option: DeliveryOption): Totals => {
  const deliveryPaise = deliveryChargePaise(option, cart.itemsTotalPaise);
  return { deliveryPaise, payablePaise: cart.payablePaise + deliveryPaise };
};

/** GET /api/deliveryslots: the next 7 days of an option's slots for one of the member's addresses the option reaches. */
export async function deliveryDays(db: Db, memberId: number, did: number, addressId: number, now: Date): Promise<DeliveryDay[]> {
  // The slots are shown before the shopper has given a number to call: only the order needs one.
  const { option } = await resolveOption(db, memberId, did, addressId, false);
  return toDeliveryDays(await slotCalendar(db, option.id, now));
}

/**
 * GET /api/placeorder: the priced order and its signed quote (15 minutes), paid by cash on delivery or UPI. `limits`:
 * the orders a member may hold at once, told here already so the shopper does not review an order that cannot be
 * placed (null for the demo shop's past, placed as it happened).
 */
export async function quoteOrder(
  db: Db,
  secret: Uint8Array,
  memberId: number,
  did: number,
  addressId: number,
  pay: PaymentModeCode,
  opts: { limits: OrderLimits | null; slot?: number; now?: Date; language?: Language },
): Promise<OrderQuote> {
  const language = opts.language ?? 'en';
  const { option, address } = await resolveOption(db, memberId, did, addressId);
  await upiPayeeFor(db, pay);
  if (opts.limits) await checkOpenOrders(db, memberId, pay === 'upi', opts.limits);
  const slot = await quoteSlot(db, option, opts.slot, opts.now ?? new Date());
  const cart = await priceCart(db, memberId);
  if (!cart.lines.length) throw badRequest(emptyCartMessage);
  if (!cart.canCheckout) throw conflict(problemsMessage(cart, language));
  const { deliveryPaise, payablePaise } = totalsOf(cart, option);
  const { token, expiresAt } = await signQuote(secret, {
    memberId,
    did: option.id,
    aid: address?.kid ?? 0,
    lines: cart.lines.map((l) => [l.productId, l.qty, l.pricePaise]),
    cpn: cart.coupon?.applied ? cart.coupon.code : null,
    cd: cart.couponDiscountPaise,
    dl: deliveryPaise,
    pay: payablePaise,
    pm: pay,
    sl: slot?.kid,
    sa: slot && opts.slot === undefined ? true : undefined,
  });
  return {
    paybleAmount: rupeesFromPaise(payablePaise),
    TotalAmount: rupeesFromPaise(cart.mrpTotalPaise),
    Discount: rupeesFromPaise(cart.discountPaise),
    ItemsTotal: rupeesFromPaise(cart.itemsTotalPaise),
    CouponDiscount: rupeesFromPaise(cart.couponDiscountPaise),
    DeliveryCharge: rupeesFromPaise(deliveryPaise),
    totalCartQuantity: cart.quantity,
    lines: cart.lines.map((l) => toCartLine(l, language)),
    coupon: cart.coupon ? toAppliedCoupon(cart.coupon) : null,
    couponMsg: translate(cart.couponMsg, language),
    shipping: { kid: option.id, Name: option.name, needsAddress: option.needsAddress },
    address,
    paymentMode: paymentModeWords[pay],
    slot: slot && { kid: slot.kid, Date: slot.day, From: slot.from, To: slot.to, Words: slot.words },
    quote: token,
    quoteExpiresAt: expiresAt.toISOString(),
  };
}

/** True when the cart, priced now, is exactly what the quote promised. */
function matchesQuote(cart: PricedCart, totals: Totals, q: QuoteClaims): boolean {
  if (cart.lines.length !== q.lines.length) return false;
  const quoted = new Map(q.lines.map(([pid, qty, price]) => [pid, { qty, price }]));
  const sameLines = cart.lines.every((l) => quoted.get(l.productId)?.qty === l.qty && quoted.get(l.productId)?.price === l.pricePaise);
  const couponCode = cart.coupon?.applied ? cart.coupon.code : null;
  return sameLines && couponCode === q.cpn && cart.couponDiscountPaise === q.cd && totals.deliveryPaise === q.dl && totals.payablePaise === q.pay;
}

/** What a quote finds when it is placed: the option, the address, the payee, the priced cart, its totals and who buys it. */
export type CheckedOrder = {
  option: DeliveryOption;
  address: ShippingAddress | null;
  upiPayee: string | null;
  cart: PricedCart;
  totals: Totals;
  customer: { name: string; email: string | null };
};

/**
 * Inside the placing transaction, after the products and the coupon are locked: the quote still holds. The option
 * still reaches the address, UPI is still on for a UPI order, the member may hold one more order, every line is on
 * sale and in stock, and the cart, its prices, the coupon and the delivery charge are exactly what was quoted;
 * otherwise a 409 that says what changed.
 */
export async function recheckQuote(tx: Tx, quote: QuoteClaims, memberId: number, limits: OrderLimits | null, language: Language): Promise<CheckedOrder> {
  const { option, address } = await resolveOption(tx, memberId, quote.did, quote.aid);
  // The shop's UPI id now (it may have been removed since the quote): the order's payment request pays it.
  const upiPayee = await upiPayeeFor(tx, quote.pm);
  if (limits) await checkOpenOrders(tx, memberId, upiPayee !== null, limits);
  const cart = await priceCart(tx, memberId, { keepCoupon: true });
  if (!cart.lines.length) throw conflict(emptyCartMessage);

  const short = cart.lines.filter((l) => !l.onSale || l.stock < l.qty);
  if (short.length) {
    const names = short.map((l) => translate(!l.onSale || l.stock < l.minQty ? m`${nameIn(l, language)} (sold out)` : m`${nameIn(l, language)} (only ${l.stock} left)`, language));
    throw conflict(m`Sorry, there is not enough stock of ${names.join(', ')}. Please review your cart.`, { products: short.map((l) => ({ pid: l.productId, ProductName: l.name, available: l.onSale ? l.stock : 0 })) });
  }
  const totals = totalsOf(cart, option);
  if (!cart.canCheckout || !matchesQuote(cart, totals, quote)) {
    throw conflict('Your cart or its prices changed since you reviewed your order. Please review the new total and place the order again.');
  }
  const [member] = await tx.select({ firstName: members.firstName, lastName: members.lastName, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
  return { option, address, upiPayee, cart, totals, customer: { name: memberName(member), email: member.email } };
}
