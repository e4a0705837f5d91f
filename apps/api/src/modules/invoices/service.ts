import { and, asc, eq } from 'drizzle-orm';
import { gstStateCodeOf, gstStateCodes } from '@shop/contract/declarations';
import type { DbOrTx } from '../../db/client.ts';
import { company, orderLines, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { taxInvoice, type TaxInvoice } from './tax.ts';

/**
 * What a tax invoice or credit note says (docs/decisions/110–113), read from the order as it was saved: its lines
 * with the HSN code and GST rate they were sold at, its coupon and delivery charge, the customer's delivery address
 * (the place of supply; the shop's own state for store pickup), and the shop's details as they are now.
 */
export type TaxDocument = {
  kind: 'invoice' | 'creditNote';
  /** The invoice's number and date, and the credit note's when the document is one. */
  invoice: { number: string; date: Date };
  creditNote: { number: string; date: Date } | null;
  order: { id: number; tranId: string; placedAt: Date; paymentMode: string; shippingOptionName: string };
  supplier: { legalName: string; addressLines: string[]; gstin: string | null; fssaiLicence: string | null; state: string; stateCode: string | null };
  customer: { name: string; email: string | null; addressLines: string[] | null };
  placeOfSupply: { state: string; code: string | null };
  tax: TaxInvoice;
};

export const noCreditNoteMessage = 'This order has no credit note: one is issued when an order is cancelled.';

type OrderRow = typeof orders.$inferSelect;

/** The shop's state code: its GSTIN's first two digits, or its address's state when it has no GSTIN. */
const shopStateCode = (gstin: string, stateName: string) => (gstin ? gstin.slice(0, 2) : gstStateCodeOf(stateName));

async function documentOf(db: DbOrTx, order: OrderRow, kind: TaxDocument['kind']): Promise<TaxDocument> {
  if (kind === 'creditNote' && (!order.creditNoteNumber || !order.creditNoteDate)) throw notFound(noCreditNoteMessage);
  const [lines, [shop]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(company).orderBy(asc(company.id)).limit(1),
  ]);
  const shopState = shop?.stateName ?? '';
  const shopCode = shopStateCode(shop?.gstin ?? '', shopState);
  const a = order.address;
  // Store pickup is supplied at the shop, in its own state.
  const placeState = a ? a.state : shop && shopCode ? (gstStateCodes[shopCode] ?? shopState) : shopState;
  const placeCode = a ? gstStateCodeOf(a.state) : shopCode;
  // A shop without a GSTIN is not registered for GST: it charges none, so its invoice carries no tax (decision 114).
  const registered = Boolean(shop?.gstin);
  const tax = taxInvoice({
    goods: lines.map((l) => ({ description: `${l.name} (${l.packSize})`, hsn: l.hsn, qty: l.qty, unitPricePaise: l.unitPricePaise, valuePaise: l.totalPaise, ratePct: registered ? (l.gstRate ?? 0) : 0 })),
    couponDiscountPaise: order.couponDiscountPaise,
    delivery: order.deliveryPaise ? { description: `Delivery charge (${order.shippingOptionName})`, valuePaise: order.deliveryPaise } : null,
    intraState: placeCode !== null && placeCode === shopCode,
  });
  return {
    kind,
    invoice: { number: order.invoiceNumber, date: order.invoiceDate },
    creditNote: order.creditNoteNumber && order.creditNoteDate ? { number: order.creditNoteNumber, date: order.creditNoteDate } : null,
    order: { id: order.id, tranId: order.tranId, placedAt: order.createdAt, paymentMode: order.paymentMode, shippingOptionName: order.shippingOptionName },
    supplier: {
      legalName: shop?.legalName || shop?.name || '',
      addressLines: shop ? [shop.add1, shop.add2, `${shop.city}, ${shop.stateName} ${shop.pinCode}`, shop.countryName].filter(Boolean) : [],
      gstin: shop?.gstin || null,
      fssaiLicence: shop?.fssaiLicence || null,
      state: shopState,
      stateCode: shopCode,
    },
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      addressLines: a ? [a.line1, a.line2, a.landmark, `${a.city}, ${a.state} ${a.pinCode}`].filter(Boolean) : null,
    },
    placeOfSupply: { state: placeState, code: placeCode },
    tax,
  };
}

/** The invoice or credit note of one of the member's own orders; another member's order reads as missing. */
export async function memberTaxDocument(db: DbOrTx, memberId: number, orderId: number, kind: TaxDocument['kind']): Promise<TaxDocument> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId))).limit(1);
  if (!order) throw notFound('No such order.');
  return documentOf(db, order, kind);
}

/** The invoice or credit note of any order, for the back office and the order mails. */
export async function taxDocument(db: DbOrTx, orderId: number, kind: TaxDocument['kind']): Promise<TaxDocument> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('No such order.');
  return documentOf(db, order, kind);
}
