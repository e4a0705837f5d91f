import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';
import { wholeNumber } from './cart.ts';
import { paymentStatusCode, upiPaymentRequest } from './payments.ts';

/** Order status codes and their words (docs/product.md#orders-and-statuses: 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled, else 'Unknown'). */
export { orderStatusWords, orderStatusWord } from './format.ts';

/** One order in the member's list (docs/product.md#checkout-and-order-calls). Amounts in rupees. */
export const orderListItem = z.object({
  id: z.number().int(),
  TranID: z.string(),
  /** When the order was placed (ISO 8601). */
  InvoiceDate: z.string(),
  PaybleTotal: z.number(),
  /** Pending, Shipped, Delivered or Cancelled (in Hindi when asked with Accept-Language: hi; StatusCode is the code). */
  CurrentStatus: z.string(),
  // Our additions:
  StatusCode: z.number().int(),
  InvoiceNumber: z.string(),
  ItemCount: z.number().int(),
  /** Cash on Delivery or UPI (in Hindi when asked). */
  paymentMode: z.string(),
  /** Cash on delivery, Awaiting payment, Paid or Not paid (docs/product.md#paying-by-upi); in Hindi when asked. */
  PaymentStatus: z.string(),
  PaymentStatusCode: paymentStatusCode,
  /** The delivery slot booked, e.g. "Tue 24 Nov, 7–9 AM" (India time; in Hindi when asked, "मंगल, 24 नव॰, सुबह 7–9"); null without one. */
  DeliverySlot: z.string().nullable(),
  /** What the shop owes back for a paid order cancelled or made smaller (rupees, 0 when nothing), and the refund's reference once made. */
  RefundDue: z.number(),
  RefundRef: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

/** GET /api/myorderlist (auth): every order of the member, newest first (the page pages them, 5 at a time). */
export const orderListReply = envelope(z.array(orderListItem));
export type OrderListReply = z.infer<typeof orderListReply>;

export const orderDetailsQuery = z.object({ id: idParam('id') });

/**
 * Table of GET /api/myorderdetails: always three rows, so that Table[2].Status is the status code (docs/product.md#checkout-and-order-calls).
 * [0] the order's ids, [1] how it is delivered, [2] its status (code, word and since when; the words in Hindi when asked).
 */
export const orderHeaderTable = z.tuple([
  z.object({ OrderID: z.number().int(), TranID: z.string(), PlacedAt: z.string() }),
  z.object({ CustomerName: z.string(), ShippingOptionID: z.number().int(), ShippingOption: z.string() }),
  z.object({ Status: z.number().int(), StatusName: z.string(), StatusDate: z.string() }),
]);

/**
 * Table1: the bill, one row. TotalAmount = sum of MRP x quantity; Discount = savings against the MRP;
 * CouponDiscount and DeliveryCharge as charged; PaybleTotal = TotalAmount - Discount - CouponDiscount + DeliveryCharge.
 */
export const orderBillRow = z.object({
  InvoiceNumber: z.string(),
  InvoiceDate: z.string(),
  paymentMode: z.string(),
  TotalAmount: z.number(),
  PaybleTotal: z.number(),
  // Our additions:
  /** The credit note that reversed the invoice when the order was cancelled (its PDF: GET /api/creditnote), or null. */
  CreditNoteNumber: z.string().nullable(),
  Discount: z.number(),
  ItemsTotal: z.number(),
  CouponCode: z.string().nullable(),
  CouponDiscount: z.number(),
  DeliveryCharge: z.number(),
  /** Cash on delivery, Awaiting payment, Paid or Not paid; in Hindi when asked (PaymentStatusCode is the code). */
  PaymentStatus: z.string(),
  PaymentStatusCode: paymentStatusCode,
  /** The UPI reference (UTR) of the payment, once the shop has recorded it. */
  UpiRef: z.string().nullable(),
  PaidAt: z.string().nullable(),
  /** The delivery slot booked, e.g. "Tue 24 Nov, 7–9 AM" (India time; in Hindi when asked, "मंगल, 24 नव॰, सुबह 7–9"); null without one. */
  DeliverySlot: z.string().nullable(),
  /** Paid by UPI and then cancelled or made smaller by a short pick: what the shop owes back, in rupees (0 when nothing). */
  RefundDue: z.number(),
  /** The refund's reference and date (ISO 8601) once the shop has made it. */
  RefundRef: z.string().nullable(),
  RefundDate: z.string().nullable(),
});

/** Table2: the lines. UnitPrice is the selling price; TotalAmount = UnitPrice x ProductQuantity; Discount = (MRP - UnitPrice) x ProductQuantity. */
export const orderLineRow = z.object({
  Sno: z.number().int(),
  Pimg: z.string(),
  Name: z.string(),
  /** An addition (issue 18): the product's name in Devanagari today; null while the shop has given none. */
  HindiName: z.string().nullable(),
  Pack_Size: z.string(),
  UnitPrice: z.number(),
  ProductQuantity: z.number().int(),
  Discount: z.number(),
  TotalAmount: z.number(),
  // Our additions:
  pid: z.number().int(),
  MRP: z.number(),
  /** The shopper's choice if the item runs short: similar, none or call. */
  Substitute: z.enum(['similar', 'none', 'call']),
  /** For an item that replaced a short one: the short item's name; null otherwise. */
  SubstitutedFor: z.string().nullable(),
  /** The short item's name in Devanagari (the Hindi name of the product of that name today); null without one. */
  SubstitutedForHindiName: z.string().nullable(),
});
export type OrderLineRow = z.infer<typeof orderLineRow>;

export const orderAddressSnapshot = z.object({
  title: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});

/** A step of an order's history: StatusName and the notes the shop itself writes in Hindi when asked; a typed note as written. */
export const orderHistoryRow = z.object({ Status: z.number().int(), StatusName: z.string(), Note: z.string(), At: z.string() });

/** GET /api/myorderdetails?id (auth): Table, Table1, Table2 of the public contract (docs/product.md#checkout-and-order-calls), plus what the detail view shows besides. */
export const orderDetails = z.object({
  Table: orderHeaderTable,
  Table1: z.array(orderBillRow),
  Table2: z.array(orderLineRow),
  // Our additions:
  /** The delivery address as it was when the order was placed; null for store pickup. */
  Address: orderAddressSnapshot.nullable(),
  /** Every status the order went through, oldest first. */
  History: z.array(orderHistoryRow),
  /** True while the member can still cancel it (Pending orders only). */
  CanCancel: z.boolean(),
  /** While a UPI order awaits its payment: the payment request (link and QR code); null otherwise. */
  UpiPayment: upiPaymentRequest.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;
export const orderDetailsReply = envelope(orderDetails);
export type OrderDetailsReply = z.infer<typeof orderDetailsReply>;

/** POST /api/order/cancel (auth): the member cancels one of their own Pending orders. */
export const cancelOrderBody = z.object({
  id: wholeNumber('id', 1, 2_147_483_647),
  reason: z.string({ error: 'Reason must be text.' }).trim().max(500, { error: 'Reason must be at most 500 characters.' }).optional().default(''),
});
export type CancelOrderInput = z.input<typeof cancelOrderBody>;
/** The order as it is after cancelling. */
export const cancelOrderReply = envelope(orderDetails);
export type CancelOrderReply = z.infer<typeof cancelOrderReply>;
