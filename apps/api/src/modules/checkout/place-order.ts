import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryDay, OrderQuote, ShippingAddress } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cartCoupons, cartLines, couponUses, coupons, members, orderLines, orders, orderStatusHistory, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';
import { findOwnAddress } from '../addresses/index.ts';
import { nameIn, priceCart, toAppliedCoupon, toCartLine, type PricedCart } from '../cart/index.ts';
import { HistoryNote, queueOrderMail, OrderStatus, PaymentMode, PaymentStatus } from '../orders/index.ts';
import { shopUpiPayee } from '../payments/index.ts';
import { issueInvoice } from '../invoices/index.ts';
import { paymentModeWords, type PaymentModeCode } from '@shop/contract/format';
import { availableSlots, bookSlot, chosenSlot, deliveryChargePaise, deliveryOption, noSlotMessage, optionHasSlots, optionReaches, slotCalendar, toDeliveryDays, type DaySlot, type DeliveryOption } from '../delivery/index.ts';
import { quoteExpiredMessage, signQuote, verifyQuote, type QuoteClaims } from './quote-token.ts';
import { checkOpenOrders, type OrderLimits } from './open-orders.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { selectRows } from '../../db/rows.ts';
import { translate, type Language } from '../../i18n/translate.ts';

/**
 * Placing an order, in two steps (docs/product.md#checkout): quoteOrder prices the member's cart on the server and signs what
 * it found; saveOrder takes that signed quote back and, in one transaction, checks that nothing changed, takes the
 * stock (never more than exists), writes the order and empties the cart. Cart, stock, coupons and orders meet here only.
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
    throw conflict(`Sorry, ${option.name} does not reach pin code ${address.PinCode}. Please choose another delivery option or address (store pickup is open to everyone).`);
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
async function checkedSlot(tx: Tx, option: DeliveryOption, quote: QuoteClaims, now: Date): Promise<{ chosen: DaySlot | null; needed: boolean }> {
  if (!(await optionHasSlots(tx, option.id))) return { chosen: null, needed: false };
  return { chosen: quote.sl && !quote.sa ? await chosenSlot(tx, option.id, quote.sl, now) : null, needed: true };
}

/**
 * Takes the order's place in its slot: the chosen one (409 when it filled up since the quote), or the earliest slot
 * still free. The slot's row is shared by every buyer of that slot, so this is the transaction's last write but the
 * invoice number (decisions 097, 122).
 */
async function bookOrderSlot(tx: Tx, option: DeliveryOption, chosen: DaySlot | null, now: Date): Promise<DaySlot> {
  if (chosen) {
    if (!(await bookSlot(tx, chosen))) throw conflict(`Sorry, the ${chosen.words} slot just filled up. Please choose another slot.`);
    return chosen;
  }
  for (const slot of await availableSlots(tx, option.id, now)) if (await bookSlot(tx, slot)) return slot;
  throw conflict(noSlotMessage);
}

/**
 * The lines that stop the checkout, each named and with its problem in the shopper's language (the sentence around
 * them is translated on its way out, as every msg).
 */
function problemsMessage(cart: PricedCart, language: Language): string {
  const list = cart.lines.filter((l) => l.problem).map((l) => `${nameIn(l, language)}: ${translate(l.problem, language)}`);
  return `Some items in your cart need your attention (${list.join('; ')}). Please review your cart.`;
}

type Totals = { deliveryPaise: number; payablePaise: number };
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
    couponMsg: cart.couponMsg,
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

const istDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
/** A readable, unguessable transaction id such as TR250314-7KQ2MX. */
const newTranId = (now: Date) => `TR${istDate.format(now).replace(/-/g, '').slice(2)}-${randomBytes(4).readUInt32BE().toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;

const savedColumns = {
  id: orders.id,
  tranId: orders.tranId,
  payablePaise: orders.payablePaise,
  totalPaise: orders.totalPaise,
  paymentMode: orders.paymentMode,
  paymentStatus: orders.paymentStatus,
  upiPayee: orders.upiPayee,
  paymentDueAt: orders.paymentDueAt,
};
export type SavedOrder = {
  id: number;
  tranId: string;
  payablePaise: number;
  totalPaise: number;
  paymentMode: string;
  paymentStatus: string;
  upiPayee: string | null;
  paymentDueAt: Date | null;
  created: boolean;
};

async function orderOfQuote(db: Db | Tx, quoteId: string, memberId: number): Promise<SavedOrder | null> {
  const [row] = await db
    .select({ ...savedColumns, memberId: orders.memberId })
    .from(orders)
    .where(eq(orders.quoteId, quoteId))
    .limit(1);
  if (!row) return null;
  if (row.memberId !== memberId) throw conflict('This order summary was already used.');
  const { memberId: _owner, ...saved } = row;
  return { ...saved, created: false };
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/**
 * POST /api/ordersave. Saving the same quote again returns the same order and changes nothing, even once the quote
 * has expired. Stock is taken with
 * a guarded update (stock >= qty) after locking the products in id order, so concurrent checkouts queue instead of
 * overselling or deadlocking. The transaction touches no row every checkout shares until its last statement, the
 * invoice number (decisions 097 and 112).
 */
export async function saveOrder(
  db: Db,
  secret: Uint8Array,
  memberId: number,
  token: string,
  /**
   * `now`: the clock's moment (app.clock), or when the order was placed for the demo shop's past orders (modules/demo);
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
    return await db.transaction((tx) => saveInTransaction(tx, quote, memberId, opts, opts.now ?? new Date(), opts.language ?? 'en'));
  } catch (e) {
    // The same quote saved twice at the same moment: the second insert loses on orders.quote_id and gets the first order.
    if (isUniqueViolation(e)) {
      const existing = await orderOfQuote(db, quote.quoteId, memberId);
      if (existing) return existing;
    }
    throw e;
  }
}

async function saveInTransaction(
  tx: Tx,
  quote: QuoteClaims,
  memberId: number,
  { upiPaymentMinutes, limits, buyerGstin }: { upiPaymentMinutes: number; limits: OrderLimits | null; buyerGstin?: string | null },
  now: Date,
  language: Language,
): Promise<SavedOrder> {
  const quotedIds = quote.lines.map(([pid]) => pid).sort((a, b) => a - b);
  // FOR NO KEY UPDATE (what the stock update takes anyway): checkouts and cancellations of a product still queue, as
  // do back-office edits, but adding it to a cart (whose foreign key check takes KEY SHARE) does not wait (decision 098).
  // The HSN code and GST rate come with the lock: the order keeps them for its tax invoice.
  const taxClass = await tx.select({ id: products.id, hsn: products.hsn, gstRate: products.gstRate }).from(products).where(inArray(products.id, quotedIds)).orderBy(asc(products.id)).for('no key update');
  const taxOf = new Map(taxClass.map((p) => [p.id, p]));
  const already = await orderOfQuote(tx, quote.quoteId, memberId);
  if (already) return already;

  // The cart's coupon row is locked so that its usage limits hold when many members use it at once.
  await tx.select({ id: coupons.id }).from(cartCoupons).innerJoin(coupons, eq(coupons.id, cartCoupons.couponId)).where(eq(cartCoupons.memberId, memberId)).for('update', { of: coupons });
  const { option, address } = await resolveOption(tx, memberId, quote.did, quote.aid);
  // The shop's UPI id now (it may have been removed since the quote): the order's payment request pays it.
  const upiPayee = await upiPayeeFor(tx, quote.pm);
  if (limits) await checkOpenOrders(tx, memberId, upiPayee !== null, limits);
  const cart = await priceCart(tx, memberId, { keepCoupon: true });
  if (!cart.lines.length) throw conflict(emptyCartMessage);

  const short = cart.lines.filter((l) => !l.onSale || l.stock < l.qty);
  if (short.length) {
    const names = short.map((l) => translate(!l.onSale || l.stock < l.minQty ? `${nameIn(l, language)} (sold out)` : `${nameIn(l, language)} (only ${l.stock} left)`, language));
    throw conflict(`Sorry, there is not enough stock of ${names.join(', ')}. Please review your cart.`, { products: short.map((l) => ({ pid: l.productId, ProductName: l.name, available: l.onSale ? l.stock : 0 })) });
  }
  const totals = totalsOf(cart, option);
  if (!cart.canCheckout || !matchesQuote(cart, totals, quote)) {
    throw conflict('Your cart or its prices changed since you reviewed your order. Please review the new total and place the order again.');
  }

  const values = sql.join(
    cart.lines.map((l) => sql`(${l.productId}::int, ${l.qty}::int)`),
    sql`, `,
  );
  const taken = await selectRows<{ id: number }>(
    tx,
    sql`update ${products} p set stock = p.stock - v.qty, updated_at = now() from (values ${values}) as v(id, qty) where p.id = v.id and p.stock >= v.qty returning p.id`,
  );
  if (taken.length !== cart.lines.length) throw conflict('Sorry, some items just sold out. Please review your cart.');
  const slotCheck = await checkedSlot(tx, option, quote, now);
  const slot = slotCheck.chosen;

  const [member] = await tx.select({ firstName: members.firstName, lastName: members.lastName, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
  const [order] = await tx
    .insert(orders)
    .values({
      memberId,
      tranId: newTranId(now),
      // Never seen outside this transaction: the real number is given just before the commit.
      invoiceNumber: `pending-${quote.quoteId}`,
      invoiceDate: now,
      paymentMode: upiPayee ? PaymentMode.Upi : PaymentMode.CashOnDelivery,
      // A UPI order holds its stock until it is paid or, unpaid, until its due time (by the database's clock, as the expiry sweep reads it).
      paymentStatus: upiPayee ? PaymentStatus.Awaiting : PaymentStatus.CashOnDelivery,
      paymentDueAt: upiPayee ? sql`now() + make_interval(mins => ${upiPaymentMinutes}::int)` : null,
      upiPayee,
      status: OrderStatus.Pending,
      customerName: `${member.firstName} ${member.lastName}`.trim(),
      customerEmail: member.email,
      buyerGstin: buyerGstin ?? null,
      shippingOptionId: option.id,
      shippingOptionName: option.name,
      address: address && { title: address.AddressTitle, line1: address.AddressLine1, line2: address.AddressLine2, landmark: address.Landmark, city: address.CityName, state: address.StateName, pinCode: address.PinCode, receiverName: address.ReceiverName, receiverMobile: address.ReceiverMobile },
      totalPaise: cart.mrpTotalPaise,
      discountPaise: cart.discountPaise,
      couponCode: cart.coupon?.applied ? cart.coupon.code : null,
      couponDiscountPaise: cart.couponDiscountPaise,
      deliveryPaise: totals.deliveryPaise,
      payablePaise: totals.payablePaise,
      slotId: slot?.slotId ?? null,
      slotDay: slot?.day ?? null,
      slotFrom: slot?.from ?? null,
      slotTo: slot?.to ?? null,
      quoteId: quote.quoteId,
      createdAt: now,
    })
    .returning(savedColumns);
  await tx.insert(orderLines).values(
    cart.lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      name: l.name,
      image: l.image,
      packSize: l.packSize,
      unitPricePaise: l.pricePaise,
      mrpPaise: l.mrpPaise,
      qty: l.qty,
      discountPaise: l.discountPaise,
      totalPaise: l.totalPaise,
      hsn: taxOf.get(l.productId)?.hsn ?? null,
      gstRate: taxOf.get(l.productId)?.gstRate ?? null,
      // Not chosen: not replaced (decision 262).
      substitute: l.substitute ?? 'none',
    })),
  );
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: OrderStatus.Pending, note: HistoryNote.Placed, changedBy: memberId, createdAt: now });
  await queueOrderMail(tx, order.id, 'confirmation');
  if (cart.coupon?.applied) {
    await tx.insert(couponUses).values({ couponId: cart.coupon.id, memberId, orderId: order.id, discountPaise: cart.couponDiscountPaise });
  }
  await tx.delete(cartLines).where(eq(cartLines.memberId, memberId));
  await tx.delete(cartCoupons).where(eq(cartCoupons.memberId, memberId));
  if (slotCheck.needed) {
    // The slot's place is taken like the stock, by one guarded write, rolled back with the order if it fails.
    const booked = await bookOrderSlot(tx, option, slot, now);
    if (booked !== slot) await tx.update(orders).set({ slotId: booked.slotId, slotDay: booked.day, slotFrom: booked.from, slotTo: booked.to }).where(eq(orders.id, order.id));
  }
  // The invoice number, from its financial year's series, as the last statement (decision 097).
  await issueInvoice(tx, order.id, now);
  return { ...order, created: true };
}
