import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { createMember, insertOrder } from '../../test/admin-support.ts';
import { productWith } from '../../test/shop.ts';
import { refreshBestsellers } from './bestsellers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const DAY = 86_400_000;

describe('the Bestseller badge from sales over the last 30 days', () => {
  it('marks the 8 products with the most units ordered, lists them first on the home page, and counts no cancelled or older order', async () => {
    const member = await createMember(app);
    const sold = await Promise.all(Array.from({ length: 10 }, () => productWith(app, { stock: 500, maxQty: 100 })));
    // Units: product i sells 20 - i; the last two sell least.
    for (const [i, p] of sold.entries()) await insertOrder(app, { memberId: member.id, lines: [{ productId: p.id, qty: 20 - i }], createdAt: new Date(Date.now() - 2 * DAY) });
    // A cancelled order and one of 40 days ago would lift the last product to the top: neither counts.
    const cancelled = await insertOrder(app, { memberId: member.id, lines: [{ productId: sold[9].id, qty: 90 }] });
    await app.db.update(orders).set({ status: 4 }).where(eq(orders.id, cancelled.id));
    await insertOrder(app, { memberId: member.id, lines: [{ productId: sold[9].id, qty: 90 }], createdAt: new Date(Date.now() - 40 * DAY) });
    await refreshBestsellers(app.db);
    const home = (await call(app, 'GET', '/api/homePageproductlist')).body.data as { Id: number; Bestseller: boolean }[];
    expect(home.slice(0, 8).map((p) => [p.Id, p.Bestseller])).toEqual(sold.slice(0, 8).map((p) => [p.id, true]));
    expect(home.slice(8).every((p) => !p.Bestseller)).toBe(true);
    expect(new Set(home.map((p) => p.Id)).size).toBe(home.length);
    const detail = async (id: number) => (await call(app, 'GET', `/api/productdetails?Pid=${id}`)).body.data.Bestseller;
    expect([await detail(sold[0].id), await detail(sold[9].id)]).toEqual([true, false]);
    // Thirty days on, nothing of these sales counts: no product is a bestseller.
    await refreshBestsellers(app.db, new Date(Date.now() + 31 * DAY));
    expect((await call(app, 'GET', '/api/homePageproductlist')).body.data.some((p: { Bestseller: boolean }) => p.Bestseller)).toBe(false);
  });
});
