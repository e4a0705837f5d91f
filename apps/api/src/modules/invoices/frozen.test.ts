import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatPaiseAsINR } from '@shop/contract/format';
import { company, orderLines, orders, products, taxDocuments } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { addToCart, newShopper, placeOrder, productWith, saveOrder, type Shopper } from '../../test/shop.ts';
import { uqcOf } from './uqc.ts';

/**
 * Tax documents that never change (decision 251; CGST Rules 46, 49 and 53): the invoice is kept as issued, so later
 * edits to the shop, a product or an erased account never redraw it; a short pick issues a credit note; an order of
 * exempt goods only gets a Bill of Supply; a business buyer's GSTIN is validated and printed. The PDFs' text is read
 * back with unpdf. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let app: FastifyInstance;
let admin: { id: number; token: string };
beforeAll(async () => {
  app = await createTestApp({ config: { publicUrl: 'https://annapurna.example/' } });
  ({ admin } = await signIn(app));
});
afterAll(async () => {
  await app?.close();
});

async function pdfOf(url: string, token: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function taxedProduct(price: number, gstRate: number, hsn: string, packSize = '1 kg') {
  const p = await productWith(app, { price, stock: 100 });
  await app.db.update(products).set({ gstRate, hsn, packSize }).where(eq(products.id, p.id));
  return p;
}

/** A client address of the shopper's own, as the shop's test helpers give each shopper. */
const fromOf = (s: Shopper) => `10.8.${(s.id >> 8) & 255}.${s.id & 255}`;

/** A store-pickup order of the given lines, saved with `gstin` when given. */
async function order(lines: { id: number; qty: number }[], opts: { shopper?: Shopper; gstin?: string } = {}) {
  const s = opts.shopper ?? (await newShopper(app, 'Kavya'));
  for (const l of lines) {
    expect((await addToCart(app, s, l.id, l.qty)).status).toBe(200);
    // The shopper lets the shop replace what is short with something similar (no choice is made for them).
    expect((await call(app, 'POST', '/api/substitution', { token: s.token, body: { pid: l.id, choice: 'similar' } })).status).toBe(200);
  }
  const quote = await placeOrder(app, s, 2);
  const saved = opts.gstin === undefined ? await saveOrder(app, s, quote.body) : await call(app, 'POST', '/api/ordersave', { token: s.token, body: { orderData: quote.body, gstin: opts.gstin }, from: fromOf(s) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const id = saved.body.data as number;
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return { s, id, row };
}

describe('an issued invoice never changes', () => {
  it('after the shop edits its details', async () => {
    const rice = await taxedProduct(105, 5, '1006');
    const { s, id } = await order([{ id: rice.id, qty: 2 }]);
    const [shop] = await app.db.select().from(company).orderBy(asc(company.id)).limit(1);
    const before = await pdfOf(`/api/invoice?id=${id}`, s.token);
    await app.db.update(company).set({ legalName: 'Renamed Traders LLP', add1: '1 New Street', gstin: '27AAPFU0939F1ZV', phoneNumber: '+91 22 0000 0000' }).where(eq(company.id, shop.id));
    try {
      const after = await pdfOf(`/api/invoice?id=${id}`, s.token);
      expect(after).toBe(before);
      expect(after).toContain(shop.legalName);
      expect(after).toContain(`GSTIN: ${shop.gstin}`);
      expect(after).not.toContain('Renamed Traders');
    } finally {
      await app.db.update(company).set(shop).where(eq(company.id, shop.id));
    }
  });

  it('after the product changes its name, HSN code and rate', async () => {
    const oil = await taxedProduct(200, 5, '1515');
    const { s, id } = await order([{ id: oil.id, qty: 1 }]);
    await app.db.update(products).set({ name: 'Renamed oil', hsn: '9999', gstRate: 28 }).where(eq(products.id, oil.id));
    await app.db.update(orderLines).set({ name: 'Renamed oil', hsn: '9999', gstRate: 28 }).where(eq(orderLines.orderId, id));
    const text = await pdfOf(`/api/admin/orders/${id}/invoice`, admin.token);
    expect(text).toContain(oil.name);
    expect(text).toContain('1515');
    expect(text).not.toContain('Renamed oil');
    expect(text).not.toContain('9999');
    expect(text).toContain(`Invoice total ${formatPaiseAsINR(20000)}`);
    expect(await pdfOf(`/api/invoice?id=${id}`, s.token)).toBe(text);
  });

  it('after the buyer erases the account', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const s = await newShopper(app, 'Nandini');
    const { id } = await order([{ id: rice.id, qty: 1 }], { shopper: s });
    const before = await pdfOf(`/api/admin/orders/${id}/invoice`, admin.token);
    expect(before).toContain('Nandini');
    expect((await call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status: 4 } })).status).toBe(200);
    const erased = await call(app, 'POST', '/api/account/delete', { token: s.token, body: { reason: 'Other', password: s.password } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await app.db.select().from(orders).where(eq(orders.id, id)))[0].customerName).not.toContain('Nandini');
    expect(await pdfOf(`/api/admin/orders/${id}/invoice`, admin.token)).toBe(before);
  });
});

describe('what the invoice carries', () => {
  it("the shop's phone, e-mail and website, each line's HSN, rate and quantity in its UQC, and the buyer's GSTIN", async () => {
    const rice = await taxedProduct(100, 5, '1006', '500 g');
    const oil = await taxedProduct(150, 5, '1515', '1 L');
    const { id } = await order(
      [
        { id: rice.id, qty: 3 },
        { id: oil.id, qty: 2 },
      ],
      { gstin: ' 27aapfu0939f1zv ' },
    );
    const text = await pdfOf(`/api/admin/orders/${id}/invoice`, admin.token);
    const [shop] = await app.db.select().from(company).orderBy(asc(company.id)).limit(1);
    for (const expected of ['Tax Invoice', `CIN: ${shop.cin}`, `Phone: ${shop.phoneNumber}`, `E-mail: ${shop.email}`, 'Website: https://annapurna.example', '1.5 KGS', '2 LTR', 'GSTIN: 27AAPFU0939F1ZV', '1006', '1515', '5%']) {
      expect(text).toContain(expected);
    }
    expect(uqcOf('Pack of 6', 2)).toEqual({ uqc: 'NOS', quantity: 12 });
    expect(uqcOf('a bunch', 2)).toEqual({ uqc: 'NOS', quantity: 2 });
  });

  it('refuses a mistyped GSTIN at checkout, naming it, and places nothing', async () => {
    const rice = await taxedProduct(100, 5, '1006');
    const s = await newShopper(app);
    await addToCart(app, s, rice.id, 1);
    const quote = await placeOrder(app, s, 2);
    const res = await call(app, 'POST', '/api/ordersave', { token: s.token, body: { orderData: quote.body, gstin: '27AAPFU0939F1ZW' }, from: fromOf(s) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('This GSTIN is mistyped: its last character does not match the others.');
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(0);
  });

  it('an order of exempt goods only is a Bill of Supply', async () => {
    const spinach = await taxedProduct(40, 0, '0709', '250 g');
    const { id } = await order([{ id: spinach.id, qty: 2 }]);
    const text = await pdfOf(`/api/admin/orders/${id}/invoice`, admin.token);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('0.5 KGS');
    expect(text).toContain('Exempt supply: every item on this bill is exempt from GST, so no tax is charged.');
  });
});

describe('a short pick after the invoice', () => {
  it('issues a frozen credit note for what was not delivered, at its HSN and rate; a substitute carries its own', async () => {
    const ghee = await taxedProduct(500, 12, '0405');
    const rice = await taxedProduct(100, 5, '1006');
    const dal = await taxedProduct(90, 5, '0713');
    const { s, id, row } = await order([
      { id: ghee.id, qty: 2 },
      { id: rice.id, qty: 1 },
    ]);
    const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
    const short = await call(app, 'POST', `/api/admin/orders/${id}/short`, { token: admin.token, body: { line: lines[0].id, qty: 1 } });
    expect(short.status, JSON.stringify(short.body)).toBe(200);
    const text = await pdfOf(`/api/creditnote?id=${id}`, s.token);
    for (const expected of ['Credit Note', `Against invoice: ${row.invoiceNumber}`, 'Short pick', '0405', '12%', '1 KGS', `Total credited ${formatPaiseAsINR(50000)}`, 'for goods not delivered']) {
      expect(text).toContain(expected);
    }
    // The invoice itself stays as issued: both units of ghee.
    expect(await pdfOf(`/api/invoice?id=${id}`, s.token)).toContain(`Invoice total ${formatPaiseAsINR(110000)}`);

    const sub = await call(app, 'POST', `/api/admin/orders/${id}/short`, { token: admin.token, body: { line: lines[1].id, qty: 1, pid: dal.id } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const [substitute] = await app.db.select().from(orderLines).where(eq(orderLines.productId, dal.id));
    expect(substitute).toMatchObject({ hsn: '0713', gstRate: 5 });
    const docs = await app.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id)).orderBy(asc(taxDocuments.id));
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'creditNote', 'creditNote']);
    // Later edits to the product do not redraw the credit note.
    const before = await pdfOf(`/api/creditnote?id=${id}`, s.token);
    await app.db.update(products).set({ name: 'Renamed rice' }).where(eq(products.id, rice.id));
    expect(await pdfOf(`/api/creditnote?id=${id}`, s.token)).toBe(before);
    expect(before).toContain(`Total credited ${formatPaiseAsINR(1000)}`);
  });
});
