import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { products } from './catalog.ts';

export type AddressSnapshot = {
  title: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pinCode: string;
  /** Who takes it at the door and the number the rider calls (orders placed before issue 33 have none). */
  receiverName?: string;
  receiverMobile?: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Null once the member closed the account; the order stays for the books. */
    memberId: integer('member_id').references(() => members.id),
    tranId: text('tran_id').notNull().unique(),
    /** The tax invoice's number, from a gap-free series per financial year (INV2627-000001; decision 112). */
    invoiceNumber: text('invoice_number').notNull().unique(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull().defaultNow(),
    /** The credit note issued when the order was cancelled (CN2627-000001, its own series; decision 113); null otherwise. */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNoteDate: timestamp('credit_note_date', { withTimezone: true }),
    /** 'Cash on Delivery' or 'UPI'. */
    paymentMode: text('payment_mode').notNull().default('Cash on Delivery'),
    /** 'cod' (cash on delivery), 'awaiting' (a UPI order not paid yet), 'paid' or 'expired' (@shop/contract/format's paymentStatusWords). */
    paymentStatus: text('payment_status').notNull().default('cod'),
    /** A UPI order awaiting payment is cancelled, its stock returned, once this passes (workflows/expire-unpaid-orders.ts). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The shop's UPI id when the order was placed: its payment request pays this id. */
    upiPayee: text('upi_payee'),
    /** The UPI reference (UTR) the back office recorded; one payment pays one order. */
    upiRef: text('upi_ref').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The amount the back office recorded as received with the UTR (paise): always the order's total when it was paid. */
    paidPaise: integer('paid_paise'),
    /** 1 Pending, 2 Shipped, 3 Delivered, 4 Cancelled. */
    status: integer('status').notNull().default(1),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    /** The buyer's GSTIN, given at checkout by a business buyer (validated, check digit included); null otherwise. */
    buyerGstin: text('buyer_gstin'),
    shippingOptionId: integer('shipping_option_id').notNull(),
    shippingOptionName: text('shipping_option_name').notNull(),
    address: jsonb('address').$type<AddressSnapshot | null>(),
    /** Sum of MRP times quantity. */
    totalPaise: integer('total_paise').notNull(),
    /** MRP minus selling price, summed. */
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    payablePaise: integer('payable_paise').notNull(),
    /** The delivery slot booked (delivery_slots.id) on its day, with its times as booked ('HH:MM'); null without one. */
    slotId: integer('slot_id'),
    slotDay: date('slot_day', { mode: 'string' }),
    slotFrom: text('slot_from'),
    slotTo: text('slot_to'),
    /** Paid by UPI, then cancelled or shrunk by a short pick: what the shop owes back (paise), and the refund's reference and date once made. */
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The signed quote the order was saved from; saving it again returns this order. */
    quoteId: text('quote_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The picking list reads a day's (or a slot's) orders.
    index('orders_slot_idx').on(t.slotDay, t.slotId),
    // The expiry sweep reads only the orders awaiting a UPI payment, by due time.
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`payment_status = 'awaiting'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    packSize: text('pack_size').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    qty: integer('qty').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The product's HSN code and GST rate (percent) when it was sold: the invoice's tax; null when the product had none. */
    hsn: text('hsn'),
    gstRate: smallint('gst_rate'),
    /** The shopper's substitution choice for the line: similar, none or call. */
    substitute: text('substitute').notNull().default('similar'),
    /** For a line that replaced a short item: that item's name. */
    substitutedFor: text('substituted_for'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    status: integer('status').notNull(),
    note: text('note').notNull().default(''),
    /** A note the shop wrote from a text of the catalogue: its id and values, so it reads in the reader's language. */
    noteText: jsonb('note_text').$type<{ id: string; values: Record<string, string> }>(),
    changedBy: integer('changed_by').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * The last number given in each series of documents, one row per series and financial year: 'INV2627' for the tax
 * invoices of April 2026 to March 2027, 'CN2627' for its credit notes (modules/invoices/numbering.ts).
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});


/**
 * Every tax document as it was issued, frozen (decision 251): the order's tax invoice, and each credit note (a
 * cancellation's, a short pick's). `snapshot` holds what the document says (supplier, buyer, lines, rates, totals:
 * modules/invoices/service.ts's FrozenDocument); later edits to the shop, a product or the buyer's account never
 * change it. The number is the series' (INV2627-000001, CN2627-000001), given by the statement that writes this row.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    /** 'invoice' or 'creditNote'. */
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('tax_documents_order_idx').on(t.orderId), index('tax_documents_issued_idx').on(t.issuedAt)],
);
