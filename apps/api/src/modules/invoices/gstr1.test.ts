import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import type { Gstr1 } from '@shop/contract/admin';
import { orderLines, products, taxDocuments } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { addToCart, newShopper, placeOrder, productWith } from '../../test/shop.ts';
import { gstr1From, isB2cl, monthBounds } from './gstr1.ts';
import { documentsIssued, type TaxDocument } from './service.ts';

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

/** The sections' taxable value and tax in paise: invoices less credit notes (b2cs holds consumers' notes netted), and the HSN summary. */
function sums(g: Gstr1) {
  const s = { net: { txval: 0, tax: 0 }, hsn: { txval: 0, tax: 0 } };
  const addTo = (t: { txval: number; tax: number }, a: { txval: number; iamt: number; camt?: number; samt?: number }, sign = 1) => {
    t.txval += sign * paise(a.txval);
    t.tax += sign * (paise(a.iamt) + paise(a.camt ?? 0) + paise(a.samt ?? 0));
  };
  for (const b of g.b2b) for (const i of b.inv) for (const it of i.itms) addTo(s.net, it.itm_det);
  for (const b of g.b2cl) for (const i of b.inv) for (const it of i.itms) addTo(s.net, it.itm_det);
  for (const r of g.b2cs) addTo(s.net, r);
  for (const b of g.cdnr) for (const n of b.nt) for (const it of n.itms) addTo(s.net, it.itm_det, -1);
  for (const n of g.cdnur) for (const it of n.itms) addTo(s.net, it.itm_det, -1);
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
        const net = { txval: want.invoices.txval - want.notes.txval, tax: want.invoices.tax - want.notes.tax };
        expect(got.net).toEqual(net);
        expect(got.hsn).toEqual(net);
        // Small orders within the state: no B2C Large invoice, so no consumer's credit note outside b2cs.
        expect([g.b2cl, g.cdnur]).toEqual([[], []]);
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

  it('reports an inter-state invoice over ₹1,00,000 to a consumer in b2cl and its credit note in cdnur; other consumers’ notes reduce b2cs', async () => {
    const { from, to } = monthBounds(month);
    const small = (await documentsIssued(app.db, from, to)).find((d) => d.kind === 'invoice' && !d.customer.gstin)!;
    const interState = (d: TaxDocument, grossPaise: number, number: string): TaxDocument => ({
      ...d,
      invoice: { ...d.invoice, number },
      order: { ...d.order, id: d.order.id + 100_000 },
      tax: { ...d.tax, intraState: false, lines: d.tax.lines.map((l) => ({ ...l, igstPaise: l.cgstPaise + l.sgstPaise, cgstPaise: 0, sgstPaise: 0 })), totals: { ...d.tax.totals, grossPaise } },
    });
    const noteOn = (d: TaxDocument, number: string): TaxDocument => ({ ...d, kind: 'creditNote', creditNote: { number, date: d.invoice.date } });
    const large = interState(small, 1_50_000_00, 'INV-T-9');
    expect([isB2cl(large), isB2cl(interState(small, 1_00_000_00, 'INV-T-8')), isB2cl({ ...large, tax: { ...large.tax, intraState: true } }), isB2cl({ ...large, customer: { ...large.customer, gstin: '29AAKCA4821M1ZA' } })]).toEqual([true, false, false, false]);
    const [smallNote, largeNote] = [noteOn(small, 'CN-T-1'), noteOn(large, 'CN-T-2')];
    const g = gstr1From(month, [small, large, smallNote, largeNote], (note) => (note === largeNote ? large : small));
    expect(g.b2cl).toHaveLength(1);
    expect(g.b2cl[0].inv.map((i) => i.inum)).toEqual(['INV-T-9']);
    expect(g.b2cl[0].inv[0].itms.every((it) => Object.keys(it.itm_det).sort().join() === 'csamt,iamt,rt,txval')).toBe(true);
    expect(g.cdnur.map((n) => [n.nt_num, n.typ])).toEqual([['CN-T-2', 'B2CL']]);
    // The small invoice and its whole credit note cancel out in b2cs.
    expect(g.b2cs.length).toBeGreaterThan(0);
    for (const row of g.b2cs) expect([row.txval, row.iamt, row.camt, row.samt]).toEqual([0, 0, 0, 0]);
  });
});
