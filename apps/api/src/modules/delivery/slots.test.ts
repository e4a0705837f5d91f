import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { deliverySlots, orders, products, slotBookings } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addAddress, addToCart, newShopper, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';

/** Runs on PGlite by default and on PostgreSQL when DATABASE_URL is set (real parallel transactions there). */
let app: FastifyInstance;
/** Tuesday 24 November 2026, 08:30 in India. */
const now = new Date('2026-11-24T03:00:00Z');
beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = () => now;
});
afterAll(async () => {
  await app?.close();
});

const addressOf = (s: Shopper) => `10.${(s.id >> 16) & 255}.${(s.id >> 8) & 255}.${s.id & 255}`;
const slots = (s: Shopper, did: number, saddid: number) => call(app, 'GET', `/api/deliveryslots?did=${did}&saddid=${saddid}`, { token: s.token });
const quote = (s: Shopper, did: number, saddid: number, slot?: number) =>
  call(app, 'GET', `/api/placeorder?did=${did}&saddid=${saddid}${slot === undefined ? '' : `&slot=${slot}`}`, { token: s.token, from: addressOf(s) });

type Day = { Date: string; Closed: boolean; Slots: { kid: number; From: string; To: string; Left: number; Available: boolean }[] };

/** A shopper with an address in Bengaluru and one product in the cart. */
async function readyShopper(productId: number) {
  const s = await newShopper(app);
  const { kid } = await addAddress(app, s, { PinCode: '560025' });
  expect((await addToCart(app, s, productId, 1)).status).toBe(200);
  return { s, aid: kid };
}

describe('GET /api/deliveryslots', () => {
  it('gives the next 7 days in India time; slots past their cut-off are not available', async () => {
    const p = await productWith(app, { stock: 100 });
    const { s, aid } = await readyShopper(p.id);
    const res = await slots(s, 1, aid);
    expect(res.status).toBe(200);
    const days = res.body.data as Day[];
    expect(days.map((d) => d.Date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(days[0].Slots.map((x) => [x.From, x.To, x.Available])).toEqual([
      ['07:00', '09:00', false],
      ['09:00', '11:00', false],
      ['11:00', '13:00', true],
      ['16:00', '18:00', true],
      ['18:00', '20:00', true],
      ['20:00', '22:00', true],
    ]);
    expect(days[0].Slots[2].Left).toBe(25);
    expect(days[1].Slots.every((x) => x.Available)).toBe(true);
  });

  it('answers no slots for express delivery, which promises its time instead', async () => {
    const p = await productWith(app, { stock: 100 });
    const { s, aid } = await readyShopper(p.id);
    const res = await slots(s, 3, aid);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("refuses another member's address, an unknown option and an option that does not reach the address", async () => {
    const p = await productWith(app, { stock: 100 });
    const { aid } = await readyShopper(p.id);
    const other = await newShopper(app);
    expect((await slots(other, 1, aid)).status).toBe(404);
    expect((await slots(other, 99, aid)).status).toBe(404);
    const mumbai = await addAddress(app, other, { PinCode: '400001' });
    const express = await slots(other, 3, mumbai.kid);
    expect(express.status).toBe(409);
    expect(express.body.msg).toBe('Sorry, Express Delivery does not reach pin code 400001. Please choose another delivery option or address (store pickup is open to everyone).');
    const bad = await call(app, 'GET', '/api/deliveryslots?did=1&saddid=abc', { token: other.token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/saddid/);
  });
});

describe('booking a slot with the order', () => {
  it('books the chosen slot: the quote carries it, the order shows it, and cancelling frees the place', async () => {
    const p = await productWith(app, { stock: 100 });
    const { s, aid } = await readyShopper(p.id);
    const day = ((await slots(s, 1, aid)).body.data as Day[])[1];
    const slot = day.Slots[0];
    const q = await quote(s, 1, aid, slot.kid);
    expect(q.status).toBe(200);
    expect(q.body.data.slot).toEqual({ kid: slot.kid, Date: '2026-11-25', From: '07:00', To: '09:00', Words: 'Wed 25 Nov, 7–9 AM' });
    const saved = await saveOrder(app, s, q.body);
    expect(saved.status).toBe(200);
    const after = ((await slots(s, 1, aid)).body.data as Day[])[1].Slots[0];
    expect(after.Left).toBe(slot.Left - 1);
    const detail = await call(app, 'GET', `/api/myorderdetails?id=${saved.body.data}`, { token: s.token });
    expect(detail.body.data.Table1[0].DeliverySlot).toBe('Wed 25 Nov, 7–9 AM');
    const list = await call(app, 'GET', '/api/myorderlist', { token: s.token });
    expect(list.body.data[0].DeliverySlot).toBe('Wed 25 Nov, 7–9 AM');
    expect((await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id: saved.body.data } })).status).toBe(200);
    expect(((await slots(s, 1, aid)).body.data as Day[])[1].Slots[0].Left).toBe(slot.Left);
  });

  it('in Hindi, the order and its list write the slot day and the delivery option in Hindi; cart and order lines carry the Hindi name', async () => {
    const p = await productWith(app, { stock: 100 });
    await app.db.update(products).set({ hindiName: 'परीक्षा दाल' }).where(eq(products.id, p.id));
    const { s, aid } = await readyShopper(p.id);
    const cart = await call(app, 'GET', '/api/cartdetails', { token: s.token });
    expect(cart.body.data[0].HindiName).toBe('परीक्षा दाल');
    const slot = ((await slots(s, 1, aid)).body.data as Day[])[1].Slots[0];
    const saved = await saveOrder(app, s, (await quote(s, 1, aid, slot.kid)).body);
    const hindi = { 'accept-language': 'hi' };
    const detail = await call(app, 'GET', `/api/myorderdetails?id=${saved.body.data}`, { token: s.token, headers: hindi });
    expect(detail.body.data.Table1[0].DeliverySlot).toBe('बुध, 25 नव॰, सुबह 7–9');
    expect(detail.body.data.Table2[0].HindiName).toBe('परीक्षा दाल');
    expect(detail.body.data.Table[1].ShippingOption).toBe('सामान्य होम डिलीवरी');
    const options = await call(app, 'GET', '/api/shipingoption', { token: s.token });
    expect(options.body.data[0]).toMatchObject({ Name: 'Standard Home Delivery', HindiName: 'सामान्य होम डिलीवरी', HindiDescription: '1-2 दिन में डिलीवरी। ₹300 से ऊपर के ऑर्डर पर मुफ़्त।' });
    const list = await call(app, 'GET', '/api/myorderlist', { token: s.token, headers: hindi });
    expect(list.body.data[0].DeliverySlot).toBe('बुध, 25 नव॰, सुबह 7–9');
    const english = await call(app, 'GET', '/api/myorderlist', { token: s.token });
    expect(english.body.data[0].DeliverySlot).toBe('Wed 25 Nov, 7–9 AM');
    const englishDetail = await call(app, 'GET', `/api/myorderdetails?id=${saved.body.data}`, { token: s.token });
    expect(englishDetail.body.data.Table[1].ShippingOption).toBe('Standard Home Delivery');
  });

  it('books the earliest available slot for a client that sends none', async () => {
    const p = await productWith(app, { stock: 100 });
    const { s, aid } = await readyShopper(p.id);
    const q = await quote(s, 1, aid);
    expect(q.status).toBe(200);
    expect(q.body.data.slot).toMatchObject({ Date: '2026-11-24', From: '11:00', To: '13:00' });
    const saved = await saveOrder(app, s, q.body);
    expect(saved.status).toBe(200);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, saved.body.data));
    expect([order.slotDay, order.slotFrom, order.slotTo]).toEqual(['2026-11-24', '11:00', '13:00']);
  });

  it('refuses an unknown slot, a past slot, a full slot and a closed day with a clear message, and writes nothing', async () => {
    const p = await productWith(app, { stock: 100 });
    const { s, aid } = await readyShopper(p.id);
    const days = (await slots(s, 1, aid)).body.data as Day[];
    const bookingsBefore = await app.db.select().from(slotBookings);

    const unknown = await quote(s, 1, aid, 123);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('No such delivery slot. Please choose one of the slots shown.');

    const past = await quote(s, 1, aid, days[0].Slots[0].kid);
    expect(past.status).toBe(409);
    expect(past.body.msg).toBe('The Tue 24 Nov, 7–9 AM slot can no longer be booked (booking closes 2 hours before it starts). Please choose a later slot.');

    const full = days[2].Slots[5];
    const [weekly] = await app.db.select().from(deliverySlots).where(eq(deliverySlots.id, full.kid % 10_000));
    await app.db.insert(slotBookings).values({ slotId: weekly.id, day: days[2].Date, booked: weekly.capacity });
    const fullRes = await quote(s, 1, aid, full.kid);
    expect(fullRes.status).toBe(409);
    expect(fullRes.body.msg).toBe('The Thu 26 Nov, 8–10 PM slot is full. Please choose another slot.');
    const shown = ((await slots(s, 1, aid)).body.data as Day[])[2].Slots[5];
    expect([shown.Left, shown.Available]).toEqual([0, false]);

    const admin = await adminToken();
    expect((await call(app, 'POST', '/api/admin/delivery/closed-days', { token: admin, body: { did: 1, day: days[3].Date, closed: true, note: 'Holiday' } })).status).toBe(200);
    const closed = await quote(s, 1, aid, days[3].Slots[1].kid);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('We do not deliver on Fri 27 Nov. Please choose another day.');
    const closedDay = ((await slots(s, 1, aid)).body.data as Day[])[3];
    expect(closedDay.Closed).toBe(true);
    expect(closedDay.Slots.some((x) => x.Available)).toBe(false);
    expect((await call(app, 'POST', '/api/admin/delivery/closed-days', { token: admin, body: { did: 1, day: days[3].Date, closed: false } })).status).toBe(200);

    const words = await quote(s, 1, aid, 0);
    expect(words.status).toBe(400);
    const after = await app.db.select().from(slotBookings);
    expect(after.length).toBe(bookingsBefore.length + 1);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(0);
  });

  it('refuses a slot that filled up between the quote and the order', async () => {
    const p = await productWith(app, { stock: 100 });
    const { s, aid } = await readyShopper(p.id);
    const slot = ((await slots(s, 1, aid)).body.data as Day[])[4].Slots[0];
    const q = await quote(s, 1, aid, slot.kid);
    await app.db
      .update(deliverySlots)
      .set({ capacity: 0 })
      .where(eq(deliverySlots.id, slot.kid % 10_000));
    try {
      const saved = await saveOrder(app, s, q.body);
      expect(saved.status).toBe(409);
      expect(saved.body.msg).toBe('The Sat 28 Nov, 7–9 AM slot is full. Please choose another slot.');
      expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(0);
    } finally {
      await app.db.update(deliverySlots).set({ capacity: 20 }).where(eq(deliverySlots.id, slot.kid % 10_000));
    }
  });
});

let adminTokenCache: string | undefined;
async function adminToken() {
  if (adminTokenCache) return adminTokenCache;
  const { signIn } = await import('../../test/admin-support.ts');
  adminTokenCache = (await signIn(app)).admin.token;
  return adminTokenCache;
}

describe('a slot under concurrent checkouts', () => {
  it('50 buyers at once for a slot with 10 places left give exactly 10 orders in it, never more', async () => {
    const p = await productWith(app, { stock: 500, maxQty: 5 });
    const buyers: { s: Shopper; body: unknown }[] = [];
    let kid = 0;
    for (let i = 0; i < 50; i++) {
      const { s, aid } = await readyShopper(p.id);
      if (!kid) {
        const day = ((await slots(s, 1, aid)).body.data as Day[])[5];
        kid = day.Slots[2].kid;
        await app.db.insert(slotBookings).values({ slotId: kid % 10_000, day: day.Date, booked: 15 });
      }
      const q = await quote(s, 1, aid, kid);
      expect(q.status).toBe(200);
      buyers.push({ s, body: q.body });
    }
    const results = await Promise.all(buyers.map(({ s, body }) => saveOrder(app, s, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.filter((x) => x === 409)).toHaveLength(40);
    // Seen full when it reads the slot, or filled up by the others while it waited for the slot's row: refused either way.
    for (const r of results.filter((x) => x.status === 409)) {
      expect(['The Sun 29 Nov, 11 AM–1 PM slot is full. Please choose another slot.', 'Sorry, the Sun 29 Nov, 11 AM–1 PM slot just filled up. Please choose another slot.']).toContain(r.body.msg);
    }
    const [booking] = await app.db
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.slotId, kid % 10_000), eq(slotBookings.day, '2026-11-29')));
    expect(booking.booked).toBe(25);
    const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.slotId, kid % 10_000), eq(orders.slotDay, '2026-11-29')));
    expect(n).toBe(10);
    // The refused buyers' stock was not taken either.
    expect(await stockOf(app, p.id)).toBe(490);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a slot booked through two API processes (PostgreSQL only: two PGlite instances cannot share a database)', () => {
  it('30 buyers split over two processes for a slot with 8 places left give exactly 8 orders', async () => {
    const other = await buildApp(app.config);
    other.clock.now = () => now;
    try {
      const p = await productWith(app, { stock: 500, maxQty: 5 });
      const buyers: { s: Shopper; body: unknown }[] = [];
      let kid = 0;
      let day = '';
      for (let i = 0; i < 30; i++) {
        const { s, aid } = await readyShopper(p.id);
        if (!kid) {
          const d = ((await slots(s, 1, aid)).body.data as Day[])[6];
          kid = d.Slots[4].kid;
          day = d.Date;
          await app.db.insert(slotBookings).values({ slotId: kid % 10_000, day, booked: 22 });
        }
        const q = await quote(s, 1, aid, kid);
        expect(q.status).toBe(200);
        buyers.push({ s, body: q.body });
      }
      const results = await Promise.all(buyers.map(({ s, body }, i) => saveOrder(i % 2 ? other : app, s, body)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(8);
      expect(results.filter((r) => r.status === 409)).toHaveLength(22);
      const [booking] = await app.db
        .select()
        .from(slotBookings)
        .where(and(eq(slotBookings.slotId, kid % 10_000), eq(slotBookings.day, day)));
      expect(booking.booked).toBe(30);
    } finally {
      await other.close();
    }
  });
});
