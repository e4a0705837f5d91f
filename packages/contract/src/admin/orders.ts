import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { flagQuery, isoDay, optionalText, pageOf, pagingQuery, rupeesField, searchQuery } from './common.ts';
import { paymentStatusCode, utrField } from '../payments.ts';

/** GET /api/admin/orders: by status, by day range (inclusive, Indian time) and by TranID, invoice or customer. */
export const adminOrderListQuery = pagingQuery
  .extend({
    status: z.coerce
      .number({ error: 'status must be a number.' })
      .int({ error: 'status must be 1, 2, 3 or 4.' })
      .min(1, { error: 'status must be 1, 2, 3 or 4.' })
      .max(4, { error: 'status must be 1, 2, 3 or 4.' })
      .optional(),
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
    search: searchQuery,
    /** cod, awaiting, paid or expired. */
    payment: z.enum(['cod', 'awaiting', 'paid', 'expired'], { error: 'payment must be cod, awaiting, paid or expired.' }).optional(),
    /** true: only Pending orders past their due day. */
    overdue: flagQuery('overdue').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'The end date cannot be before the start date.' });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const adminOrderSummary = z.object({
  id: z.number().int(),
  tranId: z.string(),
  invoiceNumber: z.string(),
  placedAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  memberId: z.number().int().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  /** Rupees. */
  payable: z.number(),
  itemCount: z.number().int(),
  paymentMode: z.string(),
  paymentStatus: paymentStatusCode,
  /** Cash on delivery, Awaiting payment, Paid or Not paid. */
  paymentStatusName: z.string(),
  /** The day it is due out (YYYY-MM-DD): its slot's day, or the day after it was placed for an order without a slot. */
  dueDay: z.string(),
  /** Pending past its due day (issue 33). */
  overdue: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrderDetail = adminOrderSummary.extend({
  /** A UPI order awaiting payment is cancelled (stock back, customer mailed) when this passes unpaid (ISO 8601). */
  paymentDueAt: z.string().nullable(),
  /** The UPI reference (UTR) recorded when the order was marked paid, and when. */
  upiRef: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The credit note issued when the order was cancelled (its PDF: GET /api/admin/orders/:id/creditnote), and its date. */
  creditNoteNumber: z.string().nullable(),
  creditNoteDate: z.string().nullable(),
  shippingOptionName: z.string(),
  address: z
    .object({ title: z.string(), line1: z.string(), line2: z.string(), landmark: z.string(), city: z.string(), state: z.string(), pinCode: z.string(), receiverName: z.string(), receiverMobile: z.string() })
    .nullable(),
  total: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  couponDiscount: z.number(),
  delivery: z.number(),
  /** The delivery slot booked, e.g. "Tue 24 Nov, 7–9 AM"; null without one. */
  slot: z.string().nullable(),
  /** Paid by UPI, then cancelled or made smaller by a short pick: what the shop owes back (rupees), and the refund's reference and date once made. */
  refundDue: z.number(),
  refundRef: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The amount recorded as received with the UTR (rupees); null until paid. */
  paidAmount: z.number().nullable(),
  lines: z.array(
    z.object({
      /** The order line's id (POST /api/admin/orders/:id/short names it). */
      id: z.number().int(),
      /** The shopper's choice if it runs short: similar, none or call. */
      substitute: z.enum(['similar', 'none', 'call']),
      /** For a line that replaced a short item: that item's name. */
      substitutedFor: z.string().nullable(),
      productId: z.number().int(),
      name: z.string(),
      image: z.string(),
      packSize: z.string(),
      unitPrice: z.number(),
      mrp: z.number(),
      qty: z.number().int(),
      total: z.number(),
    }),
  ),
  history: z.array(z.object({ status: z.number().int(), statusName: z.string(), note: z.string(), changedBy: z.string().nullable(), at: z.string() })),
  /** The statuses this order may move to now. */
  nextStatuses: z.array(z.number().int()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** POST /api/admin/orders/:id/status */
export const adminOrderStatusInput = z.object({
  status: z
    .number({ error: 'status must be 2 (Shipped), 3 (Delivered) or 4 (Cancelled).' })
    .int({ error: 'status must be 2 (Shipped), 3 (Delivered) or 4 (Cancelled).' })
    .min(1, { error: 'status must be 2 (Shipped), 3 (Delivered) or 4 (Cancelled).' })
    .max(4, { error: 'status must be 2 (Shipped), 3 (Delivered) or 4 (Cancelled).' }),
  note: optionalText('Note', 300).optional(),
});
export type AdminOrderStatusInput = z.infer<typeof adminOrderStatusInput>;

/**
 * POST /api/admin/orders/:id/paid: the UPI payment arrived; its 12-digit reference (UTR) from the bank or UPI app and
 * the amount received in rupees, which must be the order's total.
 */
export const adminOrderPaidInput = z.object({ utr: utrField, amount: rupeesField('Amount received', { min: 0.01 }) });
export type AdminOrderPaidInput = z.input<typeof adminOrderPaidInput>;

export const adminOrderListReply = envelope(pageOf(adminOrderSummary));
export const adminOrderReply = envelope(adminOrderDetail);
