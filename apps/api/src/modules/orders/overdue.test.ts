import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { todayInIndia } from '@shop/contract/format';
import { orders } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { buy, newShopper, productWith } from '../../test/shop.ts';

// A back office that opens on the work (issue 33): Pending orders past their due day are flagged; the picking list
// opens on the next day that has orders.
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signIn(app)).admin.token;
});
afterAll(async () => {
  await app?.close();
});

const asAdmin = (url: string) => call(app, 'GET', url, { token: admin });
const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Pending order of a new shopper, then moved to a slot day (or placed `placedDaysAgo` days ago without a slot). */
async function pendingOrder(set: { slotDay?: string; placedDaysAgo?: number }) {
  const p = await productWith(app, { price: 50, stock: 20 });
  const id = await buy(app, await newShopper(app), [{ id: p.id, qty: 1 }]);
  if (set.slotDay) await app.db.update(orders).set({ slotDay: set.slotDay, slotFrom: '07:00', slotTo: '09:00' }).where(eq(orders.id, id));
  if (set.placedDaysAgo) await app.db.update(orders).set({ createdAt: sql`now() - make_interval(days => ${set.placedDaysAgo})` }).where(eq(orders.id, id));
  return id;
}

describe('overdue orders', () => {
  it('flags a Pending order past its slot day, or past the day after it was placed, and nothing due today or later', async () => {
    const today = todayInIndia();
    const lateSlot = await pendingOrder({ slotDay: dayFrom(today, -1) });
    const latePickup = await pendingOrder({ placedDaysAgo: 3 });
    const todaySlot = await pendingOrder({ slotDay: today });
    const newPickup = await pendingOrder({});
    const later = await pendingOrder({ slotDay: dayFrom(today, 2) });

    const all = (await asAdmin('/api/admin/orders?status=1&pageSize=100')).body.data.items as { id: number; overdue: boolean; dueDay: string }[];
    const byId = new Map(all.map((o) => [o.id, o]));
    expect(byId.get(lateSlot)).toMatchObject({ overdue: true, dueDay: dayFrom(today, -1) });
    expect(byId.get(latePickup)?.overdue).toBe(true);
    for (const id of [todaySlot, newPickup, later]) expect(byId.get(id)?.overdue).toBe(false);
    expect(byId.get(newPickup)?.dueDay).toBe(dayFrom(today, 1));

    const flagged = (await asAdmin('/api/admin/orders?overdue=true&pageSize=100')).body.data;
    expect(flagged.items.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([lateSlot, latePickup]));
    expect(flagged.items.every((o: { overdue: boolean }) => o.overdue)).toBe(true);
    expect((await asAdmin('/api/admin/dashboard')).body.data.overdueCount).toBe(flagged.total);

    // Shipped, it is no longer overdue.
    expect((await call(app, 'POST', `/api/admin/orders/${lateSlot}/status`, { token: admin, body: { status: 2 } })).status).toBe(200);
    const after = (await asAdmin('/api/admin/orders?overdue=true&pageSize=100')).body.data.items.map((o: { id: number }) => o.id);
    expect(after).not.toContain(lateSlot);
    expect(after).toContain(latePickup);
    expect((await asAdmin('/api/admin/orders?overdue=maybe')).status).toBe(400);
  });
});

describe('the picking list opens on the work', () => {
  it('without a day opens on the first day from today with orders, and names orders left from earlier days', async () => {
    const today = todayInIndia();
    const next = await pendingOrder({ slotDay: dayFrom(today, 3) });
    const left = await pendingOrder({ slotDay: dayFrom(today, -2) });
    const res = await asAdmin('/api/admin/picking');
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.day >= today && list.day <= dayFrom(today, 3)).toBe(true);
    expect(list.orders.length).toBeGreaterThan(0);
    expect(list.overdue).toEqual(expect.arrayContaining([expect.objectContaining({ id: left, dueDay: dayFrom(today, -2) })]));
    // A day asked for is the day shown; the day with the order lists it.
    const asked = (await asAdmin(`/api/admin/picking?day=${dayFrom(today, 3)}`)).body.data;
    expect(asked.day).toBe(dayFrom(today, 3));
    expect(asked.orders.map((o: { id: number }) => o.id)).toContain(next);
  });
});
