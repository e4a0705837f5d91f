import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import type { Gstr1 } from '@shop/contract/admin';
import { orderLines, products, taxDocuments } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { addToCart, newShopper, placeOrder, productWith } from '../../test/shop.ts';

/**
 * GSTR-1 for the month (decision 252): the sections of the GSTN offline tool built from the frozen documents, whose
 * totals equal the month's invoices and credit notes to the paisa, whatever orders were placed, short-picked or
 * cancelled (a property test over random orders). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let app: FastifyInstance;
let admin: { id: number; token: string };
// A month of its own, far from the other tests' orders: November 2040 in India.
const month = '2040-11';
beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await signIn(app));
  app.clock.now = () => new Date('2040-11-15T06:00:00Z');
});
afterAll(async () => {
  await app?.close();
});

const gstr1 = async (m = month) => call(app, 'GET', `/api/admin/gst/gstr1?month=${m}`, { token: admin.token });
const paise = (rupees: number) => Math.round(rupees * 100);

/** Every section's taxable value and tax, summed in paise. */
function sums(g: Gstr1) {
  const s = { invoices: { txval: 0, tax: 0 }, notes: { txval: 0, tax: 0 }, hsn: { txval: 0, tax: 0 } };
  const addTo = (t: { txval: number; tax: number }, a: { txval: number; iamt: number; camt: number; samt: number }) => {
    t.txval += paise(a.txval);
    t.tax += paise(a.iamt) + paise(a.camt) + paise(a.samt);
  };
  for (const b of g.b2b) for (const i of b.inv) for (const it of i.itms) addTo(s.invoices, it.itm_det);
  for (const r of g.b2cs) addTo(s.invoices, r);
  for (const b of g.cdnr) for (const n of b.nt) for (const it of n.itms) addTo(s.notes, it.itm_det);
  for (const n of g.cdnur) for (const it of n.itms) addTo(s.notes, it.itm_det);
  for (const h of g.hsn.data) addTo(s.hsn, h);
  return s;
}

/** The month's documents as kept, summed in paise. */
async function documentSums() {
  const rows = await app.db.select().from(taxDocuments).orderBy(asc(taxDocuments.id));
  const s = { invoices: { txval: 0, tax: 0, count: 0 }, notes: { txval: 0, tax: 0, count: 0 } };
  for (const r of rows) {
    if (r.issuedAt.getUTCFullYear() !== 2040) continue;
    const t = (r.snapshot as { tax: { totals: { taxablePaise: number; taxPaise: number } } }).tax.totals;
    const into = r.kind === 'invoice' ? s.invoices : s.notes;
    into.txval += t.taxablePaise;
    into.tax += t.taxPaise;
    into.count += 1;
  }
  return s;
}

describe('GET /api/admin/gst/gstr1', () => {
  it('adds up to the month’s invoices and credit notes to the paisa, whatever was ordered, short-picked or cancelled', async () => {
    const rates = [0, 5, 12, 18];
    const catalogue: { id: number }[] = [];
    for (const [i, rt] of rates.entries()) {
      const p = await productWith(app, { price: 37.37 + i * 41.11, stock: 100_000, maxQty: 20 });
      await app.db.update(products).set({ gstRate: rt, hsn: ['0709', '1006', '0405', '3402'][i], packSize: ['250 g', '1 kg', '1 L', 'Pack of 6'][i] }).where(eq(products.id, p.id));
      catalogue.push(p);
    }
    const gstins = ['27AAPFU0939F1ZV', '29AAKCA4821M1ZA'];
    const line = fc.record({ product: fc.integer({ min: 0, max: catalogue.length - 1 }), qty: fc.integer({ min: 1, max: 5 }) });
    const anOrder = fc.record({ lines: fc.uniqueArray(line, { minLength: 1, maxLength: 3, selector: (l) => l.product }), buyer: fc.constantFrom<number | null>(null, null, 0, 1), after: fc.constantFrom('none', 'none', 'short', 'cancel') });
    await fc.assert(
      fc.asyncProperty(fc.array(anOrder, { minLength: 1, maxLength: 4 }), async (placed) => {
        for (const o of placed) {
          const s = await newShopper(app);
          for (const l of o.lines) expect((await addToCart(app, s, catalogue[l.product].id, l.qty)).status).toBe(200);
          const quote = await placeOrder(app, s, 2);
          const body = { orderData: quote.body, ...(o.buyer === null ? {} : { gstin: gstins[o.buyer] }) };
          const saved = await call(app, 'POST', '/api/ordersave', { token: s.token, body, from: `10.7.${(s.id >> 8) & 255}.${s.id & 255}` });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          const id = saved.body.data as number;
          if (o.after === 'cancel') expect((await call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status: 4 } })).status).toBe(200);
          if (o.after === 'short') {
            const [first] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
            const res = await call(app, 'POST', `/api/admin/orders/${id}/short`, { token: admin.token, body: { line: first.id, qty: 1 } });
            expect([200, 409]).toContain(res.status);
          }
        }
        const res = await gstr1();
        expect(res.status).toBe(200);
        const g = res.body.data as Gstr1;
        const got = sums(g);
        const want = await documentSums();
        expect(got.invoices).toEqual({ txval: want.invoices.txval, tax: want.invoices.tax });
        expect(got.notes).toEqual({ txval: want.notes.txval, tax: want.notes.tax });
        expect(got.hsn).toEqual({ txval: want.invoices.txval - want.notes.txval, tax: want.invoices.tax - want.notes.tax });
        const counts = Object.fromEntries(g.doc_issue.doc_det.map((d) => [d.doc_num, d.docs.reduce((n, x) => n + x.totnum, 0)]));
        expect(counts[1] ?? 0).toBe(want.invoices.count);
        expect(counts[5] ?? 0).toBe(want.notes.count);
        expect(g.b2b.map((b) => b.ctin).every((c) => gstins.includes(c))).toBe(true);
        expect(g.fp).toBe('112040');
      }),
      { numRuns: 6, seed: 35 },
    );
  }, 240_000);

  it('answers the CSV with a row per section line, and refuses a month that is not YYYY-MM', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/gst/gstr1/csv?month=${month}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR-1 ${month}.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^section,gstin_of_buyer,number,date,place_of_supply/);
    expect(lines.some((l) => l.startsWith('b2cs,'))).toBe(true);
    expect(lines.some((l) => l.startsWith('hsn,'))).toBe(true);
    expect(lines.some((l) => l.startsWith('doc_issue,'))).toBe(true);
    const bad = await call(app, 'GET', '/api/admin/gst/gstr1?month=2040-13', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('month must be a month as YYYY-MM, such as 2026-11.');
    const shopper = await newShopper(app);
    expect((await call(app, 'GET', `/api/admin/gst/gstr1?month=${month}`, { token: shopper.token })).status).toBe(403);
    expect(((await gstr1('2040-10')).body.data as Gstr1).b2cs).toEqual([]);
  });
});
