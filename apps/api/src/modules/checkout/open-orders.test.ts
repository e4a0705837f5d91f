import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { members, orders } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addToCart, newShopper, productWith, stockOf, type Shopper } from '../../test/shop.ts';

/**
 * Nobody ties up the stock or the slots: one account holds at most UNPAID_ORDERS_MAX unpaid UPI orders and
 * OPEN_ORDERS_MAX undelivered ones at once, and an account whose address is not confirmed one unpaid order.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const UPI_FULL =
  'You already have 2 UPI orders waiting for payment. Please pay for one of them or cancel it in My Orders before placing another UPI order, or choose Cash on Delivery.';
const OPEN_FULL = 'You already have 5 orders on their way. Please wait for one to be delivered, or cancel one that is still pending in My Orders, before placing another.';
const CONFIRM_FIRST =
  'Please confirm your email address before placing another order while one is unpaid: open the link in our welcome mail, or log in with a code sent to your email. Or pay for your open order, or cancel it in My Orders.';

const from = (s: Shopper) => `10.7.${s.id >> 8}.${s.id & 255}`;
const quote = (s: Shopper, pay: 'cod' | 'upi', headers: Record<string, string> = {}) =>
  call(app, 'GET', `/api/placeorder?did=2&saddid=0&pay=${pay}`, { token: s.token, from: from(s), headers });
const save = (s: Shopper, orderData: unknown) => call(app, 'POST', '/api/ordersave', { token: s.token, body: { orderData }, from: from(s) });
const openOrders = async (s: Shopper) => Number((await app.db.select({ n: count() }).from(orders).where(eq(orders.memberId, s.id)))[0].n);

/** One unit in the cart, then the review (store pickup) and the placement; the replies of both. */
async function order(s: Shopper, pay: 'cod' | 'upi', productId: number) {
  expect((await addToCart(app, s, productId, 1)).status).toBe(200);
  const reviewed = await quote(s, pay);
  return { reviewed, saved: reviewed.status === 200 ? await save(s, reviewed.body) : null };
}

async function placed(s: Shopper, pay: 'cod' | 'upi', productId: number): Promise<number> {
  const { reviewed, saved } = await order(s, pay, productId);
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  expect(saved?.status, JSON.stringify(saved?.body)).toBe(200);
  return saved!.body.data as number;
}

const cancel = async (s: Shopper, id: number) => expect((await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id, reason: 'Ordered by mistake' } })).status).toBe(200);

describe('unpaid UPI orders', () => {
  it('holds at most 2 at once: the third is refused at review and at placement, saying what to do, and cash on delivery still works', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 20 });
    const first = await placed(s, 'upi', p.id);
    await placed(s, 'upi', p.id);
    const stock = await stockOf(app, p.id);

    const third = await order(s, 'upi', p.id);
    expect(third.reviewed.status).toBe(409);
    expect(third.reviewed.body).toEqual({ response: false, msg: UPI_FULL, data: null });
    expect(await stockOf(app, p.id)).toBe(stock);
    // Cash on delivery is another matter.
    await placed(s, 'cod', p.id);

    // Cancelling one makes room again.
    await cancel(s, first);
    await placed(s, 'upi', p.id);
  });

  it('checks again when the order is placed: a review made before the limit was reached does not pass it', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 20 });
    const [kept, dropped] = [await placed(s, 'upi', p.id), await placed(s, 'upi', p.id)];
    await cancel(s, dropped);
    await addToCart(app, s, p.id, 1);
    const reviewed = await quote(s, 'upi');
    expect(reviewed.status).toBe(200);
    // Another UPI order waits for its payment by the time this one is placed (as if placed from another tab meanwhile).
    await app.db.update(orders).set({ status: 1, paymentStatus: 'awaiting' }).where(eq(orders.id, dropped));
    const stock = await stockOf(app, p.id);
    const saved = await save(s, reviewed.body);
    expect(saved.status).toBe(409);
    expect(saved.body).toEqual({ response: false, msg: UPI_FULL, data: null });
    expect(await stockOf(app, p.id)).toBe(stock);
    // Nothing is lost: paying for one lets the same review through.
    await app.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, kept));
    expect((await save(s, reviewed.body)).status).toBe(200);
  });

  it('answers the refusal in Hindi when asked', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 20 });
    await placed(s, 'upi', p.id);
    await placed(s, 'upi', p.id);
    await addToCart(app, s, p.id, 1);
    const hindi = await quote(s, 'upi', { 'accept-language': 'hi' });
    expect(hindi.status).toBe(409);
    expect(hindi.body.msg).toMatch(/[\u0900-\u097F]/);
    expect(hindi.body.msg).toContain('2');
  });
});

describe('open orders', () => {
  it('holds at most 5 undelivered orders at once; a delivered or cancelled one makes room', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 30 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await placed(s, 'cod', p.id));
    // Shipped is still open.
    await app.db.update(orders).set({ status: 2 }).where(eq(orders.id, ids[0]));

    const sixth = await order(s, 'cod', p.id);
    expect(sixth.reviewed.status).toBe(409);
    expect(sixth.reviewed.body).toEqual({ response: false, msg: OPEN_FULL, data: null });
    expect(await openOrders(s)).toBe(5);

    await app.db.update(orders).set({ status: 3 }).where(eq(orders.id, ids[0]));
    await placed(s, 'cod', p.id);
    const seventh = await order(s, 'cod', p.id);
    expect(seventh.reviewed.status).toBe(409);
    await cancel(s, ids[1]);
    await placed(s, 'cod', p.id);
  });
});

describe('an account whose address is not confirmed', () => {
  it('holds one unpaid order at a time until the address is confirmed', async () => {
    const s = await newShopper(app);
    // A sign-up whose password nobody has confirmed yet (the welcome mail's link not followed).
    await app.db.update(members).set({ passwordConfirmedAt: null }).where(eq(members.id, s.id));
    const p = await productWith(app, { stock: 20 });
    const first = await placed(s, 'cod', p.id);

    for (const pay of ['cod', 'upi'] as const) {
      const second = await order(s, pay, p.id);
      expect(second.reviewed.status).toBe(409);
      expect(second.reviewed.body).toEqual({ response: false, msg: CONFIRM_FIRST, data: null });
    }
    // Delivered (paid on delivery), it no longer counts.
    await app.db.update(orders).set({ status: 3 }).where(eq(orders.id, first));
    const upi = await placed(s, 'upi', p.id);
    expect((await order(s, 'cod', p.id)).reviewed.status).toBe(409);
    await cancel(s, upi);

    // Confirmed: the usual limits.
    await app.db.update(members).set({ passwordConfirmedAt: new Date() }).where(eq(members.id, s.id));
    await placed(s, 'cod', p.id);
    await placed(s, 'upi', p.id);
  });
});

describe('the limits are settings', () => {
  it('follows UNPAID_ORDERS_MAX and OPEN_ORDERS_MAX', async () => {
    const strict = await createTestApp({ config: { unpaidOrdersMax: 1, openOrdersMax: 2 } });
    try {
      const s = await newShopper(strict);
      const p = await productWith(strict, { stock: 20 });
      const buy = async (pay: 'cod' | 'upi') => {
        await addToCart(strict, s, p.id, 1);
        return call(strict, 'GET', `/api/placeorder?did=2&saddid=0&pay=${pay}`, { token: s.token, from: from(s) });
      };
      const first = await buy('upi');
      expect((await call(strict, 'POST', '/api/ordersave', { token: s.token, body: { orderData: first.body }, from: from(s) })).status).toBe(200);
      expect((await buy('upi')).body.msg).toBe(
        'You already have 1 UPI order waiting for payment. Please pay for it or cancel it in My Orders before placing another UPI order, or choose Cash on Delivery.',
      );
      const cod = await buy('cod');
      expect((await call(strict, 'POST', '/api/ordersave', { token: s.token, body: { orderData: cod.body }, from: from(s) })).status).toBe(200);
      expect((await buy('cod')).body.msg).toBe('You already have 2 orders on their way. Please wait for one to be delivered, or cancel one that is still pending in My Orders, before placing another.');
    } finally {
      await strict.close();
    }
  });
});
