// Batches, expiry and shelf life (issue 35, decision 270): recorded in the back office, taken earliest expiry first,
// never dispatched short-dated, named on the picking list, and the product page's best before of what is delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { dispatchableOn, lastDispatchDay, minimumDaysLeft } from '@shop/contract/admin';
import { auditLog, orders, stockBatches } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { insertOrder, signIn } from '../../test/admin-support.ts';
import { addToCart, buy, newShopper, placeOrder, productWith, stockOf } from '../../test/shop.ts';
import { indiaDay } from '../../lib/time.ts';
import { writeOffShortDated } from './batches.ts';

let app: FastifyInstance;
let admin: string;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp();
  const signed = await signIn(app);
  admin = signed.admin.token;
  adminId = signed.admin.id;
});
afterAll(() => app?.close());

const today = () => indiaDay(new Date());
const inDays = (n: number, from = today()) => new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown) => call(app, method, url, { token: admin, body });
const record = (pid: number, batch: { batchNo: string; packedOn?: string; expiresOn: string; quantity: number }) =>
  asAdmin('POST', `/api/admin/products/${pid}/batches`, { packedOn: inDays(-10), ...batch });
/** A product with no stock of its own: only what its batches bring. */
const emptyProduct = () => productWith(app, { price: 80, stock: 0, maxQty: 50 });

describe('the dispatch rule: 30% of the shelf life left, at most 45 days', () => {
  it('asks 30% of a short shelf life and 45 days of a long one', () => {
    expect(minimumDaysLeft('2026-11-01', '2026-11-06')).toBe(2); // a 5-day curd: 1.5 rounded up
    expect(minimumDaysLeft('2026-11-01', '2026-12-01')).toBe(9); // 30 days
    expect(minimumDaysLeft('2026-01-01', '2026-10-01')).toBe(45); // 9 months: 30% would be 82 days
    expect(dispatchableOn({ packedOn: '2026-01-01', expiresOn: '2026-10-01' }, '2026-08-17')).toBe(true); // 45 days left
    expect(dispatchableOn({ packedOn: '2026-01-01', expiresOn: '2026-10-01' }, '2026-08-18')).toBe(false); // 44
    expect(lastDispatchDay({ packedOn: '2026-01-01', expiresOn: '2026-10-01' })).toBe('2026-08-17');
    expect(dispatchableOn({ packedOn: '2026-11-01', expiresOn: '2026-11-06' }, '2026-11-04')).toBe(true);
    expect(dispatchableOn({ packedOn: '2026-11-01', expiresOn: '2026-11-06' }, '2026-11-05')).toBe(false);
  });
});

describe('recording a batch in the back office', () => {
  it('adds its units to stock, lists it with its last dispatch day, and writes the audit row', async () => {
    const p = await productWith(app, { stock: 5 });
    const res = await record(p.id, { batchNo: 'LOT-A1', expiresOn: inDays(200), quantity: 40 });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Batch LOT-A1 was recorded: stock is now 45.');
    expect(res.body.data.stock).toBe(45);
    expect(res.body.data.batches).toEqual([
      expect.objectContaining({ batchNo: 'LOT-A1', receivedOn: today(), quantityReceived: 40, quantityLeft: 40, dispatchable: true, dispatchUntil: inDays(155) }),
    ]);
    expect(await stockOf(app, p.id)).toBe(45);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, String(p.id)));
    expect(audit.find((a) => a.action === 'stock')).toMatchObject({ actorId: adminId, detail: expect.objectContaining({ change: 40, before: 5, after: 45, batchNo: 'LOT-A1' }) });
    const listed = await asAdmin('GET', `/api/admin/products/${p.id}/batches`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.batches).toHaveLength(1);
  });

  it('refuses a bad batch with 400 naming the field, a repeated number with 409, an unknown product with 404', async () => {
    const p = await productWith(app, { stock: 0 });
    const refused = async (body: Record<string, unknown>, status: number, msg: string | RegExp) => {
      const res = await asAdmin('POST', `/api/admin/products/${p.id}/batches`, { batchNo: 'B1', packedOn: inDays(-5), expiresOn: inDays(300), quantity: 10, ...body });
      expect(res.status).toBe(status);
      expect(res.body.msg).toMatch(msg);
    };
    await refused({ batchNo: '' }, 400, 'Batch number is required.');
    await refused({ batchNo: '<script>' }, 400, /Batch number may hold/);
    await refused({ expiresOn: '2027-02-30' }, 400, 'Expiry date is not a real date.');
    await refused({ expiresOn: inDays(-6) }, 400, 'Expiry date must be after the packing date.');
    await refused({ expiresOn: inDays(-1), packedOn: inDays(-100) }, 400, `Expiry date ${inDays(-1)} has passed: a batch past its expiry cannot be received.`);
    await refused({ packedOn: inDays(2) }, 400, `Packed on ${inDays(2)} is in the future.`);
    await refused({ quantity: 0 }, 400, 'Quantity must be at least 1.');
    await refused({ quantity: 2.5 }, 400, 'Quantity must be a whole number.');
    // 300 days of shelf life asks 45 days left: 30 is too few.
    await refused({ packedOn: inDays(-270), expiresOn: inDays(30) }, 400, `Expiry date ${inDays(30)} leaves 30 days: a batch is dispatched only with at least 45 days left.`);
    expect(await stockOf(app, p.id)).toBe(0);
    expect((await record(p.id, { batchNo: 'B1', expiresOn: inDays(300), quantity: 10 })).status).toBe(200);
    await refused({}, 409, 'Batch B1 of this product is already recorded.');
    expect((await record(999_999, { batchNo: 'B1', expiresOn: inDays(300), quantity: 10 })).status).toBe(404);
    expect(await stockOf(app, p.id)).toBe(10);
    // The same batch recorded twice at once: one is taken, the other told, and its units never counted.
    const twice = await Promise.all([record(p.id, { batchNo: 'B2', expiresOn: inDays(300), quantity: 5 }), record(p.id, { batchNo: 'B2', expiresOn: inDays(300), quantity: 5 })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(app, p.id)).toBe(15);
    // Only admins.
    expect((await call(app, 'GET', `/api/admin/products/${p.id}/batches`)).status).toBe(401);
  });
});

describe('earliest expiry first, never short-dated', () => {
  it('ships from the earliest expiring batch, then the next', async () => {
    const p = await emptyProduct();
    await record(p.id, { batchNo: 'LATE', expiresOn: inDays(300), quantity: 10 });
    await record(p.id, { batchNo: 'EARLY', expiresOn: inDays(120), quantity: 4 });
    const order = await insertOrder(app, { memberId: null, lines: [{ productId: p.id, qty: 6 }] });
    const shipped = await asAdmin('POST', `/api/admin/orders/${order.id}/status`, { status: 2 });
    expect(shipped.status).toBe(200);
    const left = Object.fromEntries((await app.db.select().from(stockBatches).where(eq(stockBatches.productId, p.id))).map((b) => [b.batchNo, b.quantityLeft]));
    expect(left).toEqual({ EARLY: 0, LATE: 8 });
    expect(await stockOf(app, p.id)).toBe(8);
  });

  it('names who received each batch, for a recall; a shipped order cancelled gives its units back to their batches', async () => {
    const p = await emptyProduct();
    await record(p.id, { batchNo: 'R-LATE', expiresOn: inDays(300), quantity: 10 });
    await record(p.id, { batchNo: 'R-EARLY', expiresOn: inDays(120), quantity: 4 });
    const [early, late] = ['R-EARLY', 'R-LATE'];
    const ids = Object.fromEntries((await app.db.select().from(stockBatches).where(eq(stockBatches.productId, p.id))).map((b) => [b.batchNo, b.id]));
    const recipients = (batch: string) => asAdmin('GET', `/api/admin/products/${p.id}/batches/${ids[batch]}/orders`);

    const none = await recipients(early);
    expect([none.status, none.body.msg, none.body.data.orders]).toEqual([200, 'No order has received batch R-EARLY yet.', []]);

    const a = await insertOrder(app, { memberId: null, lines: [{ productId: p.id, qty: 3 }] });
    const b = await insertOrder(app, { memberId: null, lines: [{ productId: p.id, qty: 3 }] });
    for (const o of [a, b]) expect((await asAdmin('POST', `/api/admin/orders/${o.id}/status`, { status: 2 })).status).toBe(200);
    const fromEarly = (await recipients(early)).body.data;
    expect(fromEarly).toMatchObject({ batchNo: 'R-EARLY', units: 4, expiresOn: inDays(120) });
    expect(fromEarly.orders.map((o: { id: number; qty: number }) => [o.id, o.qty]).sort()).toEqual([[a.id, 3], [b.id, 1]].sort());
    expect((await recipients(late)).body.data.orders.map((o: { id: number; qty: number }) => [o.id, o.qty])).toEqual([[b.id, 2]]);

    // The second order comes back: its units return to both batches, and it no longer counts as received.
    expect((await asAdmin('POST', `/api/admin/orders/${b.id}/status`, { status: 4 })).status).toBe(200);
    const left = Object.fromEntries((await app.db.select().from(stockBatches).where(eq(stockBatches.productId, p.id))).map((x) => [x.batchNo, x.quantityLeft]));
    expect(left).toEqual({ 'R-EARLY': 1, 'R-LATE': 10 });
    expect((await recipients(early)).body.data.orders.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await recipients(late)).body.data.orders).toEqual([]);

    // Another product's batch, an unknown one, a bad id: refused.
    const other = await emptyProduct();
    expect((await asAdmin('GET', `/api/admin/products/${other.id}/batches/${ids[early]}/orders`)).status).toBe(404);
    expect((await asAdmin('GET', `/api/admin/products/${p.id}/batches/999999/orders`)).body.msg).toBe('No such batch of this product.');
    expect((await asAdmin('GET', `/api/admin/products/${p.id}/batches/x/orders`)).status).toBe(400);
  });

  it('names the batches on the picking list, skipping one too short-dated to dispatch on the day', async () => {
    const p = await emptyProduct();
    await record(p.id, { batchNo: 'B-200', expiresOn: inDays(200), quantity: 3 });
    await record(p.id, { batchNo: 'B-400', expiresOn: inDays(400), quantity: 10 });
    // Recorded earlier and now close to expiry: 50 days left of a 9-month life.
    await record(p.id, { batchNo: 'B-OLD', packedOn: inDays(-10), expiresOn: inDays(250), quantity: 2 });
    await app.db.update(stockBatches).set({ packedOn: inDays(-250), expiresOn: inDays(50) }).where(eq(stockBatches.batchNo, 'B-OLD'));
    const day = inDays(7); // 43 days left then: below 45
    const first = await insertOrder(app, { memberId: null, lines: [{ productId: p.id, qty: 2 }] });
    const second = await insertOrder(app, { memberId: null, lines: [{ productId: p.id, qty: 4 }] });
    await app.db.update(orders).set({ slotDay: day }).where(eq(orders.id, first.id));
    await app.db.update(orders).set({ slotDay: day }).where(eq(orders.id, second.id));
    const res = await asAdmin('GET', `/api/admin/picking?day=${day}`);
    expect(res.status).toBe(200);
    const lineOf = (id: number) => res.body.data.orders.find((o: { id: number }) => o.id === id).lines[0];
    expect(lineOf(first.id).batches).toEqual([{ batchNo: 'B-200', expiresOn: inDays(200), qty: 2 }]);
    expect(lineOf(second.id).batches).toEqual([
      { batchNo: 'B-200', expiresOn: inDays(200), qty: 1 },
      { batchNo: 'B-400', expiresOn: inDays(400), qty: 3 },
    ]);
    expect(res.body.data.products.find((x: { pid: number }) => x.pid === p.id).batches).toEqual([
      { batchNo: 'B-200', expiresOn: inDays(200), qty: 3 },
      { batchNo: 'B-400', expiresOn: inDays(400), qty: 3 },
    ]);
  });

  it('writes off a batch below the rule, so its units are never sold', async () => {
    const p = await emptyProduct();
    await record(p.id, { batchNo: 'GOOD', expiresOn: inDays(300), quantity: 3 });
    await record(p.id, { batchNo: 'SHORT', expiresOn: inDays(300), quantity: 5 });
    expect(await stockOf(app, p.id)).toBe(8);
    await app.db.update(stockBatches).set({ packedOn: inDays(-300), expiresOn: inDays(20) }).where(eq(stockBatches.batchNo, 'SHORT'));
    expect(await writeOffShortDated(app.db, today())).toBeGreaterThanOrEqual(5);
    expect(await stockOf(app, p.id)).toBe(3);
    const listed = await asAdmin('GET', `/api/admin/products/${p.id}/batches`);
    expect(listed.body.data.batches.find((b: { batchNo: string }) => b.batchNo === 'SHORT')).toMatchObject({ quantityLeft: 0, writtenOffQty: 5, dispatchable: false });
    // Checkout still never sells more than the sellable stock: 4 asked of 3.
    const s = await newShopper(app);
    expect((await addToCart(app, s, p.id, 4)).status).toBe(409);
    expect((await addToCart(app, s, p.id, 3)).status).toBe(200);
    const other = await newShopper(app);
    expect((await addToCart(app, other, p.id, 2)).status).toBe(200);
    await buy(app, s, []);
    const late = await placeOrder(app, other, 2);
    expect(late.status).toBe(409);
    expect(await stockOf(app, p.id)).toBe(0);
    // A second sweep finds nothing more.
    expect(await writeOffShortDated(app.db, today())).toBe(0);
  });
});

describe('the product page: the best before of what would be delivered', () => {
  it('is the earliest dispatchable batch with units left, and null without batches', async () => {
    const p = await emptyProduct();
    const details = async () => (await call(app, 'GET', `/api/productdetails?Pid=${p.id}`)).body.data;
    expect((await details()).DeliveredBestBefore).toBeNull();
    await record(p.id, { batchNo: 'X2', expiresOn: inDays(365), quantity: 5 });
    await record(p.id, { batchNo: 'X1', expiresOn: inDays(180), quantity: 5 });
    const d = await details();
    expect(d.DeliveredBestBefore).toBe(inDays(180));
    // The printed shelf life keeps its field.
    expect(d).toHaveProperty('BestBefore');
    await app.db.update(stockBatches).set({ quantityLeft: 0 }).where(eq(stockBatches.batchNo, 'X1'));
    expect((await details()).DeliveredBestBefore).toBe(inDays(365));
  });
});
