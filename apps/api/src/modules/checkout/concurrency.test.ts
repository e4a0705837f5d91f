import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addToCart, newShopper, placeOrder, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';

/** Runs on PGlite by default and on PostgreSQL when DATABASE_URL is set (real parallel transactions there). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function quotedShoppers(n: number, productIds: number[]) {
  const shoppers: { s: Shopper; quote: unknown }[] = [];
  for (let i = 0; i < n; i++) {
    const s = await newShopper(app);
    for (const id of productIds) await addToCart(app, s, id, 1);
    const quote = await placeOrder(app, s, 2);
    expect(quote.status).toBe(200);
    shoppers.push({ s, quote: quote.body });
  }
  return shoppers;
}

describe('stock under concurrent checkouts', () => {
  it('50 buyers at once for a product with 10 in stock give exactly 10 orders and stock 0', async () => {
    const p = await productWith(app, { stock: 10, maxQty: 5 });
    const buyers = await quotedShoppers(50, [p.id]);
    const results = await Promise.all(buyers.map(({ s, quote }) => saveOrder(app, s, quote)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.filter((x) => x === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.msg).toBe(`Sorry, there is not enough stock of ${p.name} (sold out). Please review your cart.`);
    expect(await stockOf(app, p.id)).toBe(0);
    const sold = await app.db.select({ qty: orderLines.qty }).from(orderLines).where(eq(orderLines.productId, p.id));
    expect(sold.reduce((n, l) => n + l.qty, 0)).toBe(10);
    const ids = results.filter((r) => r.status === 200).map((r) => r.body.data as number);
    expect(new Set(ids).size).toBe(10);
  });

  it('never oversells when buyers share several products locked in different cart orders', async () => {
    const a = await productWith(app, { stock: 6 });
    const b = await productWith(app, { stock: 6 });
    const half = await quotedShoppers(10, [a.id, b.id]);
    const otherHalf = await quotedShoppers(10, [b.id, a.id]);
    const results = await Promise.all([...half, ...otherHalf].map(({ s, quote }) => saveOrder(app, s, quote)));
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(await stockOf(app, a.id)).toBe(0);
    expect(await stockOf(app, b.id)).toBe(0);
  });

  it('the same quote saved ten times at once makes one order', async () => {
    const p = await productWith(app, { stock: 30 });
    const [{ s, quote }] = await quotedShoppers(1, [p.id]);
    const results = await Promise.all(Array.from({ length: 10 }, () => saveOrder(app, s, quote)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.data)).size).toBe(1);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(1);
    expect(await stockOf(app, p.id)).toBe(29);
  });

  it('an order cancelled twice at once puts its stock back exactly once', async () => {
    const p = await productWith(app, { stock: 4 });
    const buyers = await quotedShoppers(4, [p.id]);
    const placed = await Promise.all(buyers.map(({ s, quote }) => saveOrder(app, s, quote)));
    expect(await stockOf(app, p.id)).toBe(0);
    const cancel = (i: number) => call(app, 'POST', '/api/order/cancel', { token: buyers[i].s.token, body: { id: placed[i].body.data } });
    const results = await Promise.all(buyers.flatMap((_, i) => [cancel(i), cancel(i)]));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await stockOf(app, p.id)).toBe(4);
    const statuses = await app.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, placed.map((r) => r.body.data as number)));
    expect(statuses.map((o) => o.status)).toEqual([4, 4, 4, 4]);
  });

  it('invoice numbers stay consecutive, each once, when checkouts race and some are refused', async () => {
    const numbers = async () => (await app.db.select({ n: orders.invoiceNumber }).from(orders)).map((o) => o.n);
    const before = new Set(await numbers());
    const scarce = await productWith(app, { stock: 8, maxQty: 5 });
    const plenty = await productWith(app, { stock: 500, maxQty: 5 });
    const buyers = [...(await quotedShoppers(16, [scarce.id])), ...(await quotedShoppers(16, [plenty.id]))];
    const results = await Promise.all(buyers.map(({ s, quote }) => saveOrder(app, s, quote)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(24);
    expect(results.filter((r) => r.status === 409)).toHaveLength(8);
    const fresh = (await numbers()).filter((n) => !before.has(n));
    expect(fresh).toHaveLength(24);
    for (const n of fresh) expect(n).toMatch(/^INV\d{4}-\d{6}$/);
    const serials = fresh.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    const highestBefore = Math.max(0, ...[...before].map((n) => Number(n.slice(-6))));
    // The refused checkouts took no number: the 24 orders have the 24 numbers after the last one, without a gap.
    expect(serials).toEqual(Array.from({ length: 24 }, (_, i) => highestBefore + 1 + i));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a checkout under way (PostgreSQL only: PGlite runs one statement at a time)', () => {
  it('does not hold up another shopper adding the same product to their cart (decision 098)', async () => {
    const p = await productWith(app, { stock: 50 });
    const [{ s, quote }] = await quotedShoppers(1, [p.id]);
    const other = await newShopper(app);
    // The checkout pauses inside its transaction, after it has locked its products, until the test has added to cart.
    await app.db.execute(sql`create or replace function pause_checkout() returns trigger language plpgsql as $$ begin perform pg_sleep(4); return new; end $$`);
    await app.db.execute(sql`create trigger pause_checkout before insert on order_status_history for each row execute function pause_checkout()`);
    try {
      let saved = false;
      const saving = saveOrder(app, s, quote).then((r) => ((saved = true), r));
      const pausing = async () => (await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`))[0].n > 0;
      for (let i = 0; i < 100 && !(await pausing()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await pausing()).toBe(true);
      const added = await addToCart(app, other, p.id, 1);
      expect(added.status).toBe(200);
      expect(saved).toBe(false);
      expect((await saving).status).toBe(200);
      expect(await stockOf(app, p.id)).toBe(49);
    } finally {
      await app.db.execute(sql`drop trigger if exists pause_checkout on order_status_history`);
      await app.db.execute(sql`drop function if exists pause_checkout()`);
    }
  });
});

