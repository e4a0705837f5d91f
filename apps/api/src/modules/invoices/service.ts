import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { gstStateCodeOf, gstStateCodes } from '@shop/contract/declarations';
import type { DbOrTx } from '../../db/client.ts';
import { company, orderLines, orders, taxDocuments } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { taxInvoice, type GoodsLine, type TaxInvoice } from './tax.ts';
import { uqcOf } from './uqc.ts';

/**
 * What a tax invoice or credit note says (docs/decisions/110–113, 251). It is drawn once, when the document is
 * issued, from the order as saved (its lines with the HSN code and GST rate they were sold at, its coupon and
 * delivery charge, the customer's delivery address and GSTIN) and the shop's details as they were then, and kept in
 * tax_documents (FrozenDocument); the PDF and GSTR-1 read that copy. Orders invoiced before the copies were kept
 * (migration 0029) are drawn from the order as it is now.
 */
export type TaxDocument = {
  kind: 'invoice' | 'creditNote';
  /** The invoice's number and date, and the credit note's when the document is one. */
  invoice: { number: string; date: Date };
  creditNote: { number: string; date: Date } | null;
  /** Why a credit note was issued: "Order cancelled", or the short pick's words. */
  reason: string | null;
  order: { id: number; tranId: string; placedAt: Date; paymentMode: string; shippingOptionName: string };
  supplier: {
    legalName: string;
    addressLines: string[];
    gstin: string | null;
    fssaiLicence: string | null;
    state: string;
    stateCode: string | null;
    /** The company's CIN when the shop details carry one. */
    cin: string | null;
    phone: string | null;
    email: string | null;
  };
  customer: { name: string; email: string | null; addressLines: string[] | null; gstin: string | null };
  placeOfSupply: { state: string; code: string | null };
  tax: TaxInvoice;
};

/** What tax_documents.snapshot holds: the document less its own number and date, which are the row's. */
export type FrozenDocument = Omit<TaxDocument, 'kind' | 'creditNote'>;

export const noCreditNoteMessage = 'This order has no credit note: one is issued when an order is cancelled.';

type OrderRow = typeof orders.$inferSelect;

/** The shop's state code: its GSTIN's first two digits, or its address's state when it has no GSTIN. */
const shopStateCode = (gstin: string, stateName: string) => (gstin ? gstin.slice(0, 2) : gstStateCodeOf(stateName));

/** The goods of a document: description, HSN, quantity (packs and UQC), price and rate, 0 % when the shop is not registered. */
export type DocumentGoods = Omit<GoodsLine, 'ratePct'> & { ratePct: number | null };

/** Draws a document from an order row and goods: the shop as it is now, the place of supply, the tax. */
async function draw(db: DbOrTx, order: OrderRow, goods: DocumentGoods[], charges: { couponDiscountPaise: number; deliveryPaise: number }, invoice: { number: string; date: Date }, reason: string | null): Promise<FrozenDocument> {
  const [shop] = await db.select().from(company).orderBy(asc(company.id)).limit(1);
  const shopState = shop?.stateName ?? '';
  const shopCode = shopStateCode(shop?.gstin ?? '', shopState);
  const a = order.address;
  // Store pickup is supplied at the shop, in its own state.
  const placeState = a ? a.state : shop && shopCode ? (gstStateCodes[shopCode] ?? shopState) : shopState;
  const placeCode = a ? gstStateCodeOf(a.state) : shopCode;
  // A shop without a GSTIN is not registered for GST: it charges none, so its invoice carries no tax (decision 114).
  const registered = Boolean(shop?.gstin);
  const tax = taxInvoice({
    goods: goods.map((g) => ({ ...g, ratePct: registered ? (g.ratePct ?? 0) : 0 })),
    couponDiscountPaise: charges.couponDiscountPaise,
    delivery: charges.deliveryPaise ? { description: `Delivery charge (${order.shippingOptionName})`, valuePaise: charges.deliveryPaise } : null,
    intraState: placeCode !== null && placeCode === shopCode,
  });
  return {
    invoice,
    reason,
    order: { id: order.id, tranId: order.tranId, placedAt: order.createdAt, paymentMode: order.paymentMode, shippingOptionName: order.shippingOptionName },
    supplier: {
      legalName: shop?.legalName || shop?.name || '',
      addressLines: shop ? [shop.add1, shop.add2, `${shop.city}, ${shop.stateName} ${shop.pinCode}`, shop.countryName].filter(Boolean) : [],
      gstin: shop?.gstin || null,
      fssaiLicence: shop?.fssaiLicence || null,
      state: shopState,
      stateCode: shopCode,
      cin: shop?.cin || null,
      phone: shop?.phoneNumber || null,
      email: shop?.email || null,
    },
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      addressLines: a ? [a.line1, a.line2, a.landmark, `${a.city}, ${a.state} ${a.pinCode}`].filter(Boolean) : null,
      gstin: order.buyerGstin,
    },
    placeOfSupply: { state: placeState, code: placeCode },
    tax,
  };
}

/** The order's lines as they are now, as a document's goods. */
async function goodsOf(db: DbOrTx, orderId: number): Promise<DocumentGoods[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return lines.map((l) => ({ description: `${l.name} (${l.packSize})`, hsn: l.hsn, qty: l.qty, uqc: uqcOf(l.packSize, l.qty), unitPricePaise: l.unitPricePaise, valuePaise: l.totalPaise, ratePct: l.gstRate }));
}

async function orderRow(db: DbOrTx, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('No such order.');
  return order;
}

/** The invoice of the order as it is now (its number is given by the issuing statement). */
export async function drawInvoice(db: DbOrTx, orderId: number): Promise<FrozenDocument> {
  const order = await orderRow(db, orderId);
  return draw(db, order, await goodsOf(db, orderId), order, { number: order.invoiceNumber, date: order.invoiceDate }, null);
}

/** A cancellation's credit note: what is left of the order (its invoice less the short picks' credit notes). */
export async function drawCancellationCreditNote(db: DbOrTx, orderId: number): Promise<FrozenDocument> {
  const order = await orderRow(db, orderId);
  return draw(db, order, await goodsOf(db, orderId), order, { number: order.invoiceNumber, date: order.invoiceDate }, 'Order cancelled');
}

/** A short pick's credit note: one line, the short item at its HSN and rate, for what the order's total fell by. */
export async function drawShortPickCreditNote(db: DbOrTx, orderId: number, line: { description: string; hsn: string | null; ratePct: number | null; packSize: string; qty: number }, creditPaise: number, reason: string): Promise<FrozenDocument> {
  const order = await orderRow(db, orderId);
  const goods: DocumentGoods = { description: line.description, hsn: line.hsn, qty: line.qty, uqc: uqcOf(line.packSize, line.qty), unitPricePaise: Math.round(creditPaise / line.qty), valuePaise: creditPaise, ratePct: line.ratePct };
  return draw(db, order, [goods], { couponDiscountPaise: 0, deliveryPaise: 0 }, { number: order.invoiceNumber, date: order.invoiceDate }, reason);
}

/** A frozen copy read back: its dates were written as text. */
function thawed(row: typeof taxDocuments.$inferSelect): TaxDocument {
  const f = row.snapshot as unknown as FrozenDocument;
  const invoice = row.kind === 'invoice' ? { number: row.number, date: row.issuedAt } : { number: f.invoice.number, date: new Date(f.invoice.date) };
  return {
    ...f,
    kind: row.kind as TaxDocument['kind'],
    invoice,
    creditNote: row.kind === 'creditNote' ? { number: row.number, date: row.issuedAt } : null,
    order: { ...f.order, placedAt: new Date(f.order.placedAt) },
  };
}

/** The order's invoice, or its latest credit note, as issued; drawn from the order now when no copy was kept. */
async function documentOf(db: DbOrTx, order: OrderRow, kind: TaxDocument['kind']): Promise<TaxDocument> {
  const [kept] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, kind)))
    .orderBy(desc(taxDocuments.id))
    .limit(1);
  if (kept) return thawed(kept);
  if (kind === 'creditNote' && (!order.creditNoteNumber || !order.creditNoteDate)) throw notFound(noCreditNoteMessage);
  const drawn = kind === 'invoice' ? await drawInvoice(db, order.id) : await drawCancellationCreditNote(db, order.id);
  return { ...drawn, kind, creditNote: kind === 'creditNote' ? { number: order.creditNoteNumber!, date: order.creditNoteDate! } : null };
}

/** The frozen documents issued from `from` (inclusive) to `to` (exclusive), oldest first: GSTR-1's source. */
export async function documentsIssued(db: DbOrTx, from: Date, to: Date): Promise<TaxDocument[]> {
  const rows = await db.select().from(taxDocuments).where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to))).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
  return rows.map(thawed);
}

/** The invoices of these orders as issued, by order (one read): what GSTR-1 asks of a credit note's invoice. */
export async function invoicesOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, TaxDocument>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select().from(taxDocuments).where(and(eq(taxDocuments.kind, 'invoice'), inArray(taxDocuments.orderId, [...new Set(orderIds)])));
  return new Map(rows.map((row) => [row.orderId, thawed(row)]));
}

/** The invoice or credit note of any order, for the back office and the order mails. */
export async function taxDocument(db: DbOrTx, orderId: number, kind: TaxDocument['kind']): Promise<TaxDocument> {
  return documentOf(db, await orderRow(db, orderId), kind);
}

/** The invoice or credit note of one of the member's own orders; another member's order reads as missing. */
export async function memberTaxDocument(db: DbOrTx, memberId: number, orderId: number, kind: TaxDocument['kind']): Promise<TaxDocument> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.memberId, memberId))).limit(1);
  if (!order) throw notFound('No such order.');
  return documentOf(db, order, kind);
}
