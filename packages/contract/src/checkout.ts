import { z } from 'zod';
import { envelope, errorEnvelope, idParam } from './envelope.ts';
import { appliedCoupon, cartLine } from './cart.ts';
import { shippingAddress } from './addresses.ts';
import { paymentStatusCode } from './payments.ts';
import { arrival } from './delivery.ts';
import { gstinProblem } from './declarations.ts';

/** A delivery option (kid, Name; docs/product.md#delivery-and-the-free-delivery-threshold) with its charge, in rupees. */
export const shippingOption = z.object({
  kid: z.number().int(),
  Name: z.string(),
  // Our additions:
  Description: z.string(),
  /** The name and description in Hindi (issue 18); null while the shop has given none. */
  HindiName: z.string().nullable(),
  HindiDescription: z.string().nullable(),
  /** The option's usual charge. */
  Charge: z.number(),
  /** Orders whose items total (at selling prices) is more than this ship free; null when never free. */
  FreeAbove: z.number().nullable(),
  /** False for store pickup (id 2): no address is needed and the address form is hidden. */
  needsAddress: z.boolean(),
  /** What the member's cart would pay for this option right now. */
  DeliveryCharge: z.number(),
  /** When an order placed now would arrive (the earliest free slot, or a same-day option's day); null for store pickup. */
  Arrives: arrival.nullable(),
  /** A same-day option's cut-off, HH:MM India time ("14:00"): orders after it arrive on its next day; else null. */
  OrderBy: z.string().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOption>;

export const shippingOptionsReply = envelope(z.array(shippingOption));
export type ShippingOptionsReply = z.infer<typeof shippingOptionsReply>;

/**
 * GET /api/placeorder?did&saddid&pay (auth). saddid may be 0 or left out for an option that needs no address. pay
 * (an addition) is cod (the default: Cash on Delivery) or upi (pay now by UPI; only when the shop has a UPI id).
 */
export const placeOrderQuery = z.object({
  did: idParam('did'),
  saddid: z.coerce
    .number({ error: 'saddid must be a number.' })
    .int({ error: 'saddid must be a whole number.' })
    .min(0, { error: 'saddid cannot be negative.' })
    .max(2_147_483_647, { error: 'saddid is too large.' })
    .optional()
    .default(0),
  pay: z.enum(['cod', 'upi'], { error: 'pay must be cod (Cash on Delivery) or upi (UPI).' }).optional().default('cod'),
  /** A delivery slot's kid from GET /api/deliveryslots (an addition); without it, an option with slots books the earliest available one. */
  slot: idParam('slot').optional(),
});

/**
 * The priced order the member is about to place, all amounts in rupees and computed on the server:
 * TotalAmount = sum of MRP x qty; Discount = savings against the MRP; ItemsTotal = TotalAmount - Discount;
 * CouponDiscount off ItemsTotal; DeliveryCharge for the chosen option; paybleAmount = ItemsTotal - CouponDiscount + DeliveryCharge.
 */
export const orderQuote = z.object({
  paybleAmount: z.number(),
  TotalAmount: z.number(),
  Discount: z.number(),
  ItemsTotal: z.number(),
  CouponDiscount: z.number(),
  DeliveryCharge: z.number(),
  totalCartQuantity: z.number().int(),
  lines: z.array(cartLine),
  coupon: appliedCoupon.nullable(),
  couponMsg: z.string(),
  shipping: z.object({ kid: z.number().int(), Name: z.string(), needsAddress: z.boolean() }),
  /** The delivery address, or null for store pickup. */
  address: shippingAddress.nullable(),
  /** How the order will be paid: Cash on Delivery or UPI (the words Table1's paymentMode will hold). */
  paymentMode: z.string(),
  /** The delivery slot the order books (India time); null for an option without slots (store pickup, express). */
  slot: z.object({ kid: z.number().int(), Date: z.string(), From: z.string(), To: z.string(), Words: z.string() }).nullable(),
  /** The signed quote to send back in POST /api/ordersave; it names the member, the cart and the amounts. */
  quote: z.string(),
  /** When the quote stops being accepted (ISO 8601, 15 minutes after it was made). */
  quoteExpiresAt: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuote>;

/**
 * GET /api/placeorder reply: the quote in data, and (as the public contract reads them, docs/product.md#checkout-and-order-calls) paybleAmount, TotalAmount and
 * quote also at the top level, so the whole reply can be sent back as orderData.
 */
export const placeOrderReply = envelope(orderQuote).extend({
  paybleAmount: z.number(),
  TotalAmount: z.number(),
  quote: z.string(),
});
export type PlaceOrderReply = z.infer<typeof placeOrderReply>;

/**
 * POST /api/ordersave (auth) body { orderData, gstin? }: the placement reply (or its data), of which only the signed
 * `quote` is read (the client never sends a price, and any other field is ignored), and a business buyer's GSTIN.
 */
/**
 * A business buyer's GSTIN, printed on the tax invoice (CGST Rules, rule 46(e)) and reported in GSTR-1's b2b: 15
 * characters with the right state code, PAN shape and check character; empty or absent for a consumer.
 */
export const buyerGstinField = z
  .string({ error: 'GSTIN must be text.' })
  .trim()
  .toUpperCase()
  .refine((g) => g === '' || gstinProblem(g) === null, { error: (issue) => gstinProblem(String(issue.input).trim().toUpperCase()) ?? 'Please enter a valid GSTIN.' })
  .transform((g) => g || null);

export const orderSaveBody = z.object({
  orderData: z.looseObject(
    {
      quote: z
        .string({ error: 'orderData.quote is missing: please place the order again.' })
        .min(1, { error: 'orderData.quote is missing: please place the order again.' })
        .max(8000, { error: 'orderData.quote is not a valid quote.' }),
    },
    { error: (issue) => (issue.input === undefined ? 'orderData is required: please place the order again.' : 'orderData must be the reply of GET /api/placeorder.') },
  ),
  /** The buyer's GSTIN for a business purchase (optional). */
  gstin: buyerGstinField.optional(),
});
export type OrderSaveInput = z.input<typeof orderSaveBody>;

/**
 * data is the order id; TranID and the amounts are added for the success page, and how it is paid: for a UPI order
 * awaiting payment, the payment request (upiLink, upiQr) for the exact payable amount and the time it must be paid by;
 * null otherwise.
 */
export const orderSaveReply = envelope(z.number().int()).extend({
  TranID: z.string(),
  paybleAmount: z.number(),
  TotalAmount: z.number(),
  paymentMode: z.string(),
  /** Cash on delivery, Awaiting payment, Paid or Expired. */
  PaymentStatus: z.string(),
  PaymentStatusCode: paymentStatusCode,
  upiLink: z.string().nullable(),
  /** The upiLink as a QR code, an SVG document. */
  upiQr: z.string().nullable(),
  /** ISO 8601: unpaid by then, the order is cancelled and its stock returned. */
  payBy: z.string().nullable(),
});
export type OrderSaveReply = z.infer<typeof orderSaveReply>;

/** The 409 of /ordersave when items ran short: which ones, and how many are left of each. */
export const stockShortfallRefusal = errorEnvelope.extend({
  products: z.array(z.object({ pid: z.number().int(), ProductName: z.string(), available: z.number().int() })).optional(),
});
