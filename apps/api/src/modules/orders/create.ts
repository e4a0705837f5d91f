import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ShippingAddress } from '@shop/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { conflict } from '../../http/reply.ts';
import { queueOrderMail } from './mail-outbox.ts';
import { HistoryNote, OrderStatus, PaymentMode, PaymentStatus } from './status.ts';

/** What the checkout decided, for createOrder to write. Amounts in paise; `lines` as priced, with their tax class. */
export type OrderDraft = {
  memberId: number;
  quoteId: string;
  customer: { name: string; email: string | null };
  buyerGstin: string | null;
  /** The shop's UPI id the order is paid to, or null for cash on delivery; a UPI order's payment is due in `upiPaymentMinutes`. */
  upiPayee: string | null;
  upiPaymentMinutes: number;
  option: { id: number; name: string };
  address: ShippingAddress | null;
  totals: { totalPaise: number; discountPaise: number; couponCode: string | null; couponDiscountPaise: number; deliveryPaise: number; payablePaise: number };
  slot: OrderSlot | null;
  lines: {
    productId: number;
    name: string;
    image: string;
    packSize: string;
    pricePaise: number;
    mrpPaise: number;
    qty: number;
    discountPaise: number;
    totalPaise: number;
    hsn: string | null;
    gstRate: number | null;
    substitute: string | null;
  }[];
  at: Date;
};

export type OrderSlot = { slotId: number; day: string; from: string; to: string };

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
  /** False when the quote had been saved before: this is that order, and nothing was written now. */
  created: boolean;
};

const istDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
/** A readable, unguessable transaction id such as TR250314-7KQ2MX. */
const newTranId = (now: Date) => `TR${istDate.format(now).replace(/-/g, '').slice(2)}-${randomBytes(4).readUInt32BE().toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;

/** The order a signed quote already became (a retry, or the same quote saved twice at once); refused when it is another member's. */
export async function orderOfQuote(db: DbOrTx, quoteId: string, memberId: number): Promise<SavedOrder | null> {
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

/**
 * Writes a new Pending order: its row, its lines (each keeping its HSN code and GST rate for the invoice), the first
 * line of its history and the confirmation mail, queued in the same transaction. Its invoice number is a
 * placeholder nobody sees outside the transaction, replaced by recordDocumentNumber before the commit.
 */
export async function createOrder(tx: Tx, draft: OrderDraft): Promise<SavedOrder> {
  const upi = draft.upiPayee !== null;
  const a = draft.address;
  const [order] = await tx
    .insert(orders)
    .values({
      memberId: draft.memberId,
      tranId: newTranId(draft.at),
      invoiceNumber: `pending-${draft.quoteId}`,
      invoiceDate: draft.at,
      paymentMode: upi ? PaymentMode.Upi : PaymentMode.CashOnDelivery,
      // A UPI order holds its stock until it is paid or, unpaid, until its due time (by the database's clock, as the expiry sweep reads it).
      paymentStatus: upi ? PaymentStatus.Awaiting : PaymentStatus.CashOnDelivery,
      paymentDueAt: upi ? sql`now() + make_interval(mins => ${draft.upiPaymentMinutes}::int)` : null,
      upiPayee: draft.upiPayee,
      status: OrderStatus.Pending,
      customerName: draft.customer.name,
      customerEmail: draft.customer.email,
      buyerGstin: draft.buyerGstin,
      shippingOptionId: draft.option.id,
      shippingOptionName: draft.option.name,
      address: a && { title: a.AddressTitle, line1: a.AddressLine1, line2: a.AddressLine2, landmark: a.Landmark, city: a.CityName, state: a.StateName, pinCode: a.PinCode, receiverName: a.ReceiverName, receiverMobile: a.ReceiverMobile },
      ...draft.totals,
      slotId: draft.slot?.slotId ?? null,
      slotDay: draft.slot?.day ?? null,
      slotFrom: draft.slot?.from ?? null,
      slotTo: draft.slot?.to ?? null,
      quoteId: draft.quoteId,
      createdAt: draft.at,
    })
    .returning(savedColumns);
  await tx.insert(orderLines).values(
    draft.lines.map((l) => ({
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
      hsn: l.hsn,
      gstRate: l.gstRate,
      // Not chosen: not replaced (decision 262).
      substitute: l.substitute ?? 'none',
    })),
  );
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: OrderStatus.Pending, note: HistoryNote.Placed, changedBy: draft.memberId, createdAt: draft.at });
  await queueOrderMail(tx, order.id, 'confirmation');
  return { ...order, created: true };
}

/** The order's delivery slot, when the slot it booked is not the one it was written with (the shop chose the earliest free). */
export async function moveOrderToSlot(tx: DbOrTx, orderId: number, slot: OrderSlot) {
  await tx.update(orders).set({ slotId: slot.slotId, slotDay: slot.day, slotFrom: slot.from, slotTo: slot.to }).where(eq(orders.id, orderId));
}

/** The number and date of the order's tax invoice, or of the credit note of its cancellation, as invoices issued them. */
export async function recordDocumentNumber(tx: DbOrTx, orderId: number, document: { kind: 'INV' | 'CN'; number: string; at: Date }) {
  const columns = document.kind === 'INV' ? { invoiceNumber: document.number, invoiceDate: document.at } : { creditNoteNumber: document.number, creditNoteDate: document.at };
  await tx.update(orders).set(columns).where(eq(orders.id, orderId));
}
