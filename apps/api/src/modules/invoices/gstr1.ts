import type { Gstr1 } from '@shop/contract/admin';
import type { DbOrTx } from '../../db/client.ts';
import { documentsIssued, invoicesOf, type TaxDocument } from './service.ts';
import type { TaxLine } from './tax.ts';

/**
 * GSTR-1 for a month (decisions 252, 287), in the sections of the GSTN offline tool's JSON, built from the frozen
 * invoices and credit notes issued that month (by the date in India): b2b (invoices with the buyer's GSTIN, by buyer),
 * b2cl (inter-state invoices of more than ₹1,00,000 to buyers without one, by place of supply), b2cs (the other
 * invoices to consumers less their credit notes, summed by place of supply, supply type and rate), cdnr (credit notes
 * with the buyer's GSTIN), cdnur (credit notes on b2cl invoices), hsn (invoices less credit notes, by HSN/SAC, UQC and
 * rate) and doc_issue (each series' first and last number and count). Sums are made in paise and written in rupees,
 * so every section adds up to its documents.
 */

const rupees = (paise: number) => paise / 100;

/** B2C Large: an inter-state invoice to a buyer without a GSTIN worth more than ₹1,00,000 (₹2,50,000 before August 2024). */
const B2CL_ABOVE_PAISE = 1_00_000_00;
const registered = (d: TaxDocument) => Boolean(d.customer.gstin);
export const isB2cl = (invoice: TaxDocument) => !registered(invoice) && !invoice.tax.intraState && invoice.tax.totals.grossPaise > B2CL_ABOVE_PAISE;

/** The month's start and end in India, as moments. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 1, 1) - 330 * 60_000);
  const to = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - 330 * 60_000);
  return { from, to };
}

type Amounts = { txval: number; iamt: number; camt: number; samt: number };
const zero = (): Amounts => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
const add = (a: Amounts, l: TaxLine, sign = 1) => {
  a.txval += sign * l.taxablePaise;
  a.iamt += sign * l.igstPaise;
  a.camt += sign * l.cgstPaise;
  a.samt += sign * l.sgstPaise;
};
const inRupees = (a: Amounts) => ({ txval: rupees(a.txval), iamt: rupees(a.iamt), camt: rupees(a.camt), samt: rupees(a.samt), csamt: 0 });

/** A document's amounts per rate, in the tool's itms shape. */
function items(d: TaxDocument) {
  const byRate = new Map<number, Amounts>();
  for (const l of d.tax.lines) {
    const a = byRate.get(l.ratePct) ?? zero();
    add(a, l);
    byRate.set(l.ratePct, a);
  }
  return [...byRate].sort(([x], [y]) => x - y).map(([rt, a], i) => ({ num: i + 1, itm_det: { rt, ...inRupees(a) } }));
}

const idt = (date: Date) => {
  const [dd, mm, yyyy] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date).split('/');
  return `${dd}-${mm}-${yyyy}`;
};
const posOf = (d: TaxDocument) => d.placeOfSupply.code ?? d.supplier.stateCode ?? '';
const numberOf = (d: TaxDocument) => (d.kind === 'creditNote' ? d.creditNote!.number : d.invoice.number);

function invoiceEntry(d: TaxDocument) {
  return { inum: d.invoice.number, idt: idt(d.invoice.date), val: rupees(d.tax.totals.grossPaise), pos: posOf(d), rchrg: 'N', inv_typ: 'R', itms: items(d) };
}

function noteEntry(d: TaxDocument) {
  return { ntty: 'C', nt_num: d.creditNote!.number, nt_dt: idt(d.creditNote!.date), val: rupees(d.tax.totals.grossPaise), pos: posOf(d), rchrg: 'N', inv_typ: 'R', itms: items(d) };
}

/** Documents grouped by the buyer's GSTIN, in the tool's { ctin, inv | nt } shape. */
function byBuyer<T>(docs: TaxDocument[], key: 'inv' | 'nt', entry: (d: TaxDocument) => T) {
  const groups = new Map<string, T[]>();
  for (const d of docs) groups.set(d.customer.gstin!, [...(groups.get(d.customer.gstin!) ?? []), entry(d)]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, list]) => ({ ctin, [key]: list }) as { ctin: string } & Record<typeof key, T[]>);
}

/** Each series' range and count: 1 is the tool's "Invoices for outward supply", 5 its "Credit Note". */
function docIssue(docs: TaxDocument[]) {
  const series = new Map<string, string[]>();
  for (const d of docs) {
    const n = numberOf(d);
    const s = n.split('-')[0];
    series.set(s, [...(series.get(s) ?? []), n]);
  }
  const det = (docNum: 1 | 5, prefix: string) => ({
    doc_num: docNum,
    docs: [...series]
      .filter(([s]) => s.startsWith(prefix))
      .map(([, numbers], i) => {
        const sorted = [...numbers].sort();
        return { num: i + 1, from: sorted[0], to: sorted[sorted.length - 1], totnum: sorted.length, cancel: 0, net_issue: sorted.length };
      }),
  });
  return { doc_det: [det(1, 'INV'), det(5, 'CN')].filter((d) => d.docs.length) };
}

/** The HSN summary: invoices less credit notes, by HSN/SAC, UQC and rate. */
function hsnSummary(docs: TaxDocument[]) {
  const rows = new Map<string, { hsn_sc: string; desc: string; uqc: string; qty: number; rt: number; amounts: Amounts; val: number }>();
  for (const d of docs) {
    const sign = d.kind === 'creditNote' ? -1 : 1;
    for (const l of d.tax.lines) {
      const key = `${l.code ?? ''}|${l.uqc.uqc}|${l.ratePct}`;
      const row = rows.get(key) ?? { hsn_sc: l.code ?? '', desc: l.codeKind === 'SAC' ? 'Delivery services' : '', uqc: l.uqc.uqc, qty: 0, rt: l.ratePct, amounts: zero(), val: 0 };
      row.qty = Math.round((row.qty + sign * l.uqc.quantity) * 1000) / 1000;
      row.val += sign * l.grossPaise;
      add(row.amounts, l, sign);
      rows.set(key, row);
    }
  }
  return {
    data: [...rows.values()]
      .sort((a, b) => a.hsn_sc.localeCompare(b.hsn_sc) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
      .map((r, i) => ({ num: i + 1, hsn_sc: r.hsn_sc, desc: r.desc, uqc: r.uqc, qty: r.qty, rt: r.rt, val: rupees(r.val), ...inRupees(r.amounts) })),
  };
}

/** The B2C summary: invoices to consumers less their credit notes, by place of supply, supply type and rate. */
function b2cs(invoices: TaxDocument[], notes: TaxDocument[]) {
  const rows = new Map<string, { sply_ty: string; pos: string; rt: number; amounts: Amounts }>();
  for (const [docs, sign] of [[invoices, 1], [notes, -1]] as const) {
    for (const d of docs) {
      const sply = d.tax.intraState ? 'INTRA' : 'INTER';
      for (const l of d.tax.lines) {
        const key = `${posOf(d)}|${sply}|${l.ratePct}`;
        const row = rows.get(key) ?? { sply_ty: sply, pos: posOf(d), rt: l.ratePct, amounts: zero() };
        add(row.amounts, l, sign);
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt).map((r) => ({ sply_ty: r.sply_ty, pos: r.pos, typ: 'OE', rt: r.rt, ...inRupees(r.amounts) }));
}

/** B2C Large: each invoice by place of supply, its items with integrated tax only (an inter-state supply). */
function b2cl(invoices: TaxDocument[]) {
  const byPlace = new Map<string, ReturnType<typeof invoiceEntry>[]>();
  for (const d of invoices) byPlace.set(posOf(d), [...(byPlace.get(posOf(d)) ?? []), invoiceEntry(d)]);
  return [...byPlace].sort(([a], [b]) => a.localeCompare(b)).map(([pos, inv]) => ({
    pos,
    inv: inv.map(({ inum, idt, val, itms }) => ({ inum, idt, val, itms: itms.map(({ num, itm_det: { rt, txval, iamt, csamt } }) => ({ num, itm_det: { rt, txval, iamt, csamt } })) })),
  }));
}

/**
 * GSTR-1 from the month's documents. `invoiceOf` gives a credit note's invoice (perhaps of an earlier month): a note
 * on a B2C Large invoice is reported in cdnur, any other note to a consumer reduces b2cs, as the return asks.
 */
export function gstr1From(month: string, docs: TaxDocument[], invoiceOf: (note: TaxDocument) => TaxDocument | undefined): Gstr1 {
  const invoices = docs.filter((d) => d.kind === 'invoice');
  const notes = docs.filter((d) => d.kind === 'creditNote');
  const onLarge = (note: TaxDocument) => {
    const invoice = invoiceOf(note);
    return invoice !== undefined && isB2cl(invoice);
  };
  const consumerNotes = notes.filter((d) => !registered(d));
  const [y, m] = month.split('-');
  return {
    gstin: docs[0]?.supplier.gstin ?? '',
    fp: `${m}${y}`,
    b2b: byBuyer(invoices.filter(registered), 'inv', invoiceEntry),
    b2cl: b2cl(invoices.filter(isB2cl)),
    b2cs: b2cs(
      invoices.filter((d) => !registered(d) && !isB2cl(d)),
      consumerNotes.filter((d) => !onLarge(d)),
    ),
    cdnr: byBuyer(notes.filter(registered), 'nt', noteEntry),
    cdnur: consumerNotes.filter(onLarge).map((d) => ({ ...noteEntry(d), typ: 'B2CL' })),
    hsn: hsnSummary(docs),
    doc_issue: docIssue(docs),
  };
}

/** GSTR-1 of the month (YYYY-MM) from its frozen documents. */
export async function gstr1Of(db: DbOrTx, month: string): Promise<Gstr1> {
  const { from, to } = monthBounds(month);
  const docs = await documentsIssued(db, from, to);
  const originals = await invoicesOf(db, docs.filter((d) => d.kind === 'creditNote' && !registered(d)).map((d) => d.order.id));
  return gstr1From(month, docs, (note) => originals.get(note.order.id));
}

/** The same, as one CSV table a spreadsheet opens: a row per section line, rupees with two decimals. */
export function gstr1Csv(g: Gstr1): string {
  const header = ['section', 'gstin_of_buyer', 'number', 'date', 'place_of_supply', 'supply_type', 'hsn_sac', 'uqc', 'quantity', 'rate', 'value', 'taxable_value', 'igst', 'cgst', 'sgst', 'cess', 'from', 'to', 'count'];
  const money = (n: number) => n.toFixed(2);
  const rows: (string | number)[][] = [];
  const amounts = (a: { txval: number; iamt: number; camt: number; samt: number; csamt: number }) => [money(a.txval), money(a.iamt), money(a.camt), money(a.samt), money(a.csamt)];
  for (const b of g.b2b) for (const i of b.inv) for (const it of i.itms) rows.push(['b2b', b.ctin, i.inum, i.idt, i.pos, '', '', '', '', it.itm_det.rt, money(i.val), ...amounts(it.itm_det), '', '', '']);
  for (const b of g.b2cl) for (const i of b.inv) for (const it of i.itms) rows.push(['b2cl', '', i.inum, i.idt, b.pos, 'INTER', '', '', '', it.itm_det.rt, money(i.val), ...amounts({ ...it.itm_det, camt: 0, samt: 0 }), '', '', '']);
  for (const r of g.b2cs) rows.push(['b2cs', '', '', '', r.pos, r.sply_ty, '', '', '', r.rt, '', ...amounts(r), '', '', '']);
  for (const b of g.cdnr) for (const n of b.nt) for (const it of n.itms) rows.push(['cdnr', b.ctin, n.nt_num, n.nt_dt, n.pos, '', '', '', '', it.itm_det.rt, money(n.val), ...amounts(it.itm_det), '', '', '']);
  for (const n of g.cdnur) for (const it of n.itms) rows.push(['cdnur', '', n.nt_num, n.nt_dt, n.pos, n.typ, '', '', '', it.itm_det.rt, money(n.val), ...amounts(it.itm_det), '', '', '']);
  for (const h of g.hsn.data) rows.push(['hsn', '', '', '', '', '', h.hsn_sc, h.uqc, h.qty, h.rt, money(h.val), ...amounts(h), '', '', '']);
  for (const d of g.doc_issue.doc_det) for (const s of d.docs) rows.push(['doc_issue', '', '', '', '', d.doc_num === 1 ? 'Invoices for outward supply' : 'Credit Note', '', '', '', '', '', '', '', '', '', '', s.from, s.to, s.totnum]);
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The file name of a month's download: "GSTR-1 2026-11.csv". */
export const gstr1FileName = (month: string) => `GSTR-1 ${month}.csv`;
