import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatPaiseAsINR } from '@shop/contract/format';
import { cities, company, documentCounters, orders, products, states } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith, saveOrder, type Shopper } from '../../test/shop.ts';
import { amountInWords } from './words.ts';

/**
 * Tax invoices and credit notes (docs/product.md#tax-invoices): the PDFs' real text, read back with unpdf; the tax
 * split by the place of supply; the numbers per financial year; a credit note on every cancellation; the delivered
 * mail's attachment. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: { id: number; token: string };

beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl } });
  ({ admin } = await signIn(app));
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

/** A GET whose reply is kept as bytes. */
async function download(url: string, token?: string) {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), disposition: String(res.headers['content-disposition'] ?? ''), bytes: res.rawPayload, json: () => res.json() };
}

async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function cityIn(stateName: string) {
  const [row] = await app.db.select({ stateId: states.id, cityId: cities.id }).from(cities).innerJoin(states, eq(states.id, cities.stateId)).where(eq(states.name, stateName)).orderBy(asc(cities.id)).limit(1);
  return row;
}

/** A product with a known HSN code and GST rate. */
async function taxedProduct(price: number, gstRate: number, hsn: string) {
  const p = await productWith(app, { price, stock: 100 });
  await app.db.update(products).set({ gstRate, hsn }).where(eq(products.id, p.id));
  return { ...p, gstRate, hsn };
}

/** Places an order of the given lines: delivered to an address in `state` (did 1 or 3), or picked up (did 2). */
async function order(opts: { state?: string; did?: number; lines: { id: number; qty: number }[]; shopper?: Shopper }) {
  const s = opts.shopper ?? (await newShopper(app, 'Kavya'));
  for (const l of opts.lines) expect((await addToCart(app, s, l.id, l.qty)).status).toBe(200);
  let kid = 0;
  if (opts.state) {
    const { stateId, cityId } = await cityIn(opts.state);
    ({ kid } = await addAddress(app, s, { StateID: stateId, CityID: cityId, PinCode: opts.state === 'Karnataka' ? '560001' : '400001' }));
  }
  const quote = await placeOrder(app, s, opts.did ?? (opts.state ? 1 : 2), kid);
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const saved = await saveOrder(app, s, quote.body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const id = saved.body.data as number;
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return { s, id, row };
}

describe('GET /api/invoice', () => {
  it('gives a Karnataka address a tax invoice with CGST and SGST halves that add up to the paisa', async () => {
    const rice = await taxedProduct(105, 5, '1006');
    const cleaner = await taxedProduct(118.01, 18, '3402');
    // ₹210 + ₹118.01 + ₹99 express delivery (taxed at 18 %, the highest rate of the goods).
    const { s, id, row } = await order({ state: 'Karnataka', did: 3, lines: [{ id: rice.id, qty: 2 }, { id: cleaner.id, qty: 1 }] });
    expect(row.payablePaise).toBe(42701);
    const res = await download(`/api/invoice?id=${id}`, s.token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe(`inline; filename="Invoice ${row.invoiceNumber}.pdf"`);
    const text = await pdfText(res.bytes);
    expect(row.invoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);
    for (const expected of [
      'Tax Invoice',
      'Annapurna Organics Private Limited',
      'GSTIN: 29AAKCA4821M1ZA',
      'FSSAI licence no.',
      row.invoiceNumber,
      row.tranId,
      'Kavya Kumar',
      '12 MG Road',
      'Karnataka (29)',
      'Within the state: CGST + SGST',
      '1006',
      '3402',
      '996813',
      // Rice: ₹210 at 5 % → 200.00 taxable + 5.00 + 5.00. Cleaner ₹118.01 at 18 % → 100.01 + 9.00 + 9.00. Delivery ₹99 at 18 % → 83.90 + 7.55 + 7.55.
      '200.00',
      '100.01',
      '83.90',
      '7.55',
      `Invoice total ${formatPaiseAsINR(42701)}`,
      `Taxable value ${formatPaiseAsINR(20000 + 10001 + 8390)}`,
      `CGST ${formatPaiseAsINR(500 + 900 + 755)}`,
      `SGST ${formatPaiseAsINR(500 + 900 + 755)}`,
      amountInWords(42701),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST ₹');
    expect(amountInWords(42701)).toBe('Rupees Four Hundred Twenty-Seven and One Paisa Only');
  });

  it('gives a Maharashtra address IGST only', async () => {
    const ghee = await taxedProduct(525, 5, '0405');
    const { s, id } = await order({ state: 'Maharashtra', lines: [{ id: ghee.id, qty: 1 }] });
    const text = await pdfText((await download(`/api/invoice?id=${id}`, s.token)).bytes);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('Outside the state: IGST');
    expect(text).toContain(`IGST ${formatPaiseAsINR(2500)}`);
    expect(text).toContain(`Invoice total ${formatPaiseAsINR(52500)}`);
    expect(text).not.toContain('CGST');
  });

  it('supplies a store pickup in the shop’s own state: CGST and SGST', async () => {
    const oil = await taxedProduct(99.99, 5, '1515');
    const { s, id } = await order({ lines: [{ id: oil.id, qty: 3 }] });
    const text = await pdfText((await download(`/api/invoice?id=${id}`, s.token)).bytes);
    expect(text).toContain('Bill to (store pickup)');
    expect(text).toContain('Karnataka (29)');
    // ₹299.97 at 5 %: taxable 285.69, tax 14.28 → 7.14 + 7.14.
    expect(text).toContain(`CGST ${formatPaiseAsINR(714)}`);
    expect(text).toContain(`SGST ${formatPaiseAsINR(714)}`);
    expect(text).not.toContain('IGST');
  });

  it('shares a coupon among the lines, the totals still exact', async () => {
    const a = await taxedProduct(400, 5, '1006');
    const b = await taxedProduct(200, 18, '3402');
    const s = await newShopper(app);
    await addToCart(app, s, a.id, 1);
    await addToCart(app, s, b.id, 1);
    expect((await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: 'FLAT50' } })).status).toBe(200);
    const { id, row } = await order({ shopper: s, lines: [] });
    expect(row.couponDiscountPaise).toBe(5000);
    const text = await pdfText((await download(`/api/invoice?id=${id}`, s.token)).bytes);
    // ₹50 shared 2:1 → ₹33.33 and ₹16.67; ₹366.67 at 5 % → 349.21 + 17.46; ₹183.33 at 18 % → 155.36 + 27.97.
    expect(text).toContain('33.33');
    expect(text).toContain('16.67');
    expect(text).toContain(`Taxable value ${formatPaiseAsINR(34921 + 15536)}`);
    expect(text).toContain(`Invoice total ${formatPaiseAsINR(55000)}`);
    expect(text).toContain('A coupon discount of ₹50.00 is shared');
  });

  it('answers only the member’s own orders: another member’s order is missing, a visitor must log in', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const { id } = await order({ lines: [{ id: rice.id, qty: 1 }] });
    const other = await newShopper(app);
    const theirs = await download(`/api/invoice?id=${id}`, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json()).toEqual({ response: false, msg: 'No such order.', data: null });
    expect((await download(`/api/invoice?id=${id}`)).status).toBe(401);
    expect((await download('/api/invoice?id=abc', other.token)).status).toBe(400);
    expect((await download('/api/creditnote', other.token)).status).toBe(400);
  });

  it('gives the back office any order’s invoice, and 404 for none', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const { id, row } = await order({ lines: [{ id: rice.id, qty: 1 }] });
    const res = await download(`/api/admin/orders/${id}/invoice`, admin.token);
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain(row.invoiceNumber);
    expect((await download(`/api/admin/orders/999999/invoice`, admin.token)).status).toBe(404);
    const shopper = await newShopper(app);
    expect((await download(`/api/admin/orders/${id}/invoice`, shopper.token)).status).toBe(403);
  });
});

describe('invoice numbers', () => {
  const serial = (n: string) => Number(n.split('-')[1]);

  it('run on without a gap when an order is rolled back at its very last statement', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const first = await order({ lines: [{ id: rice.id, qty: 1 }] });
    // The numbering statement itself fails: the order, and the number it took, are rolled back.
    await app.db.execute(sql`create or replace function refuse_number() returns trigger language plpgsql as $$ begin raise exception 'no number today'; end $$`);
    await app.db.execute(sql`create trigger refuse_number before update of invoice_number on orders for each row execute function refuse_number()`);
    const s = await newShopper(app);
    try {
      await addToCart(app, s, rice.id, 1);
      expect((await saveOrder(app, s, (await placeOrder(app, s, 2)).body)).status).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger refuse_number on orders`);
    }
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(0);
    const next = await order({ lines: [{ id: rice.id, qty: 1 }] });
    expect(next.row.invoiceNumber.split('-')[0]).toBe(first.row.invoiceNumber.split('-')[0]);
    expect(serial(next.row.invoiceNumber)).toBe(serial(first.row.invoiceNumber) + 1);
  });

  it('start a new series on 1 April, in India time', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    try {
      // 31 March 2031, 23:59:59 in India, then midnight: 1 April 2031.
      app.clock.now = () => new Date('2031-03-31T18:29:59Z');
      const march = await order({ lines: [{ id: rice.id, qty: 1 }] });
      const marchToo = await order({ lines: [{ id: rice.id, qty: 1 }] });
      app.clock.now = () => new Date('2031-03-31T18:30:00Z');
      const april = await order({ lines: [{ id: rice.id, qty: 1 }] });
      const aprilToo = await order({ lines: [{ id: rice.id, qty: 1 }] });
      expect([march, marchToo, april, aprilToo].map((o) => o.row.invoiceNumber)).toEqual(['INV3031-000001', 'INV3031-000002', 'INV3132-000001', 'INV3132-000002']);
      expect(april.row.invoiceDate.toISOString()).toBe('2031-03-31T18:30:00.000Z');
      for (const n of ['INV3031-000001', 'INV3132-000002']) expect(n.length).toBeLessThanOrEqual(16);
      const text = await pdfText((await download(`/api/invoice?id=${april.id}`, april.s.token)).bytes);
      expect(text).toContain('INV3132-000001');
      expect(text).toContain('1 Apr 2031');
    } finally {
      app.clock.now = () => new Date();
    }
    const counters = await app.db.select().from(documentCounters).where(and(sql`${documentCounters.series} like 'INV3%'`));
    expect(counters.map((c) => [c.series, c.last]).sort()).toEqual([
      ['INV3031', 2],
      ['INV3132', 2],
    ]);
  });
});

describe('credit notes', () => {
  it('are issued when the member cancels, in their own series, and reverse the invoice in full', async () => {
    const rice = await taxedProduct(210, 5, '1006');
    const { s, id, row } = await order({ lines: [{ id: rice.id, qty: 1 }] });
    const before = await download(`/api/creditnote?id=${id}`, s.token);
    expect(before.status).toBe(404);
    expect(before.json().msg).toBe('This order has no credit note: one is issued when an order is cancelled.');
    const detail = await call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token });
    expect(detail.body.data.Table1[0].CreditNoteNumber).toBeNull();

    expect((await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id } })).status).toBe(200);
    const [after] = await app.db.select().from(orders).where(eq(orders.id, id));
    expect(after.creditNoteNumber).toMatch(/^CN\d{4}-\d{6}$/);
    expect(after.invoiceNumber).toBe(row.invoiceNumber);
    expect((await call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token })).body.data.Table1[0].CreditNoteNumber).toBe(after.creditNoteNumber);
    const res = await download(`/api/creditnote?id=${id}`, s.token);
    expect(res.status).toBe(200);
    expect(res.disposition).toBe(`inline; filename="Credit note ${after.creditNoteNumber}.pdf"`);
    const text = await pdfText(res.bytes);
    for (const expected of ['Credit Note', after.creditNoteNumber!, `Against invoice: ${row.invoiceNumber}`, 'Order cancelled', `Total credited ${formatPaiseAsINR(21000)}`, `CGST ${formatPaiseAsINR(500)}`, 'Rupees Two Hundred Ten Only']) {
      expect(text).toContain(expected);
    }
    // The invoice stays as it was issued.
    expect(await pdfText((await download(`/api/invoice?id=${id}`, s.token)).bytes)).toContain('Tax Invoice');
    expect((await download(`/api/creditnote?id=${id}`, (await newShopper(app)).token)).status).toBe(404);
  });

  it('are issued when the back office cancels, numbered one after the other', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const a = await order({ lines: [{ id: rice.id, qty: 1 }] });
    const b = await order({ lines: [{ id: rice.id, qty: 1 }] });
    for (const o of [a, b]) expect((await call(app, 'POST', `/api/admin/orders/${o.id}/status`, { token: admin.token, body: { status: 4, note: 'Out of stock' } })).status).toBe(200);
    const detail = await call(app, 'GET', `/api/admin/orders/${b.id}`, { token: admin.token });
    const [ra] = await app.db.select().from(orders).where(eq(orders.id, a.id));
    expect(Number(detail.body.data.creditNoteNumber.split('-')[1])).toBe(Number(ra.creditNoteNumber!.split('-')[1]) + 1);
    expect(detail.body.data.creditNoteDate).toEqual(expect.any(String));
    const res = await download(`/api/admin/orders/${b.id}/creditnote`, admin.token);
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain(detail.body.data.creditNoteNumber);
    expect((await download(`/api/admin/orders/${b.id}/creditnote`, b.s.token)).status).toBe(403);
  });
});

describe('a shop without a GSTIN', () => {
  it('issues a plain invoice without GST: everything is taxable value', async () => {
    const rice = await taxedProduct(105, 5, '1006');
    const [shop] = await app.db.select({ id: company.id, gstin: company.gstin }).from(company).orderBy(asc(company.id)).limit(1);
    await app.db.update(company).set({ gstin: '' }).where(eq(company.id, shop.id));
    try {
      // The invoice is drawn when it is issued (decision 251): the shop is unregistered when the order is placed.
      const { s, id } = await order({ lines: [{ id: rice.id, qty: 1 }] });
      const text = await pdfText((await download(`/api/invoice?id=${id}`, s.token)).bytes);
      expect(text).not.toContain('Tax Invoice');
      expect(text).toContain('Not registered for GST: no GST is charged.');
      expect(text).toContain(`Taxable value ${formatPaiseAsINR(10500)}`);
      expect(text).toContain(`CGST ${formatPaiseAsINR(0)}`);
      expect(text).toContain(`Invoice total ${formatPaiseAsINR(10500)}`);
    } finally {
      await app.db.update(company).set({ gstin: shop.gstin }).where(eq(company.id, shop.id));
    }
  });
});

describe('the delivered mail', () => {
  it('carries the tax invoice as a PDF made when it is sent', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const { s, id, row } = await order({ state: 'Karnataka', lines: [{ id: rice.id, qty: 1 }] });
    for (const status of [2, 3]) expect((await call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status } })).status).toBe(200);
    await app.orderMails.runOnce();
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Your order ${row.tranId} was delivered`);
    expect(mail.text).toContain('Its tax invoice is attached to this mail.');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name="?Invoice INV\d{4}-\d{6}\.pdf/i);
    const base64 = /Content-Disposition: attachment;[^\n]*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)?.[1];
    expect(base64).toBeTruthy();
    expect(await pdfText(Buffer.from(base64!, 'base64'))).toContain(row.invoiceNumber);
    const shipped = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Your order ${row.tranId} is on its way`);
    expect(shipped.raw).not.toContain('application/pdf');
  });
});
