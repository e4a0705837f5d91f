import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { cartCoupons, couponUses, coupons } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { installWriteCounter, refusalCheck } from '../../test/write-counter.ts';
import { addToCart, buy, newShopper, productWith, type Shopper } from '../../test/shop.ts';

let app: FastifyInstance;
let writes: () => Promise<number>;
const refusedWith = refusalCheck(() => writes());
/** Coupon refusals are all 400s. */
const refused = (run: Parameters<typeof refusedWith>[0], msg: string | RegExp) => refusedWith(run, 400, msg);
beforeAll(async () => {
  app = await createTestApp();
  writes = await installWriteCounter(app.db);
});
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const apply = (s: Shopper, code: unknown) => call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code } });
const remove = (s: Shopper) => call(app, 'POST', '/api/coupon/remove', { token: s.token });
const details = (s: Shopper) => call(app, 'GET', '/api/cartdetails', { token: s.token });

let codeNo = 0;
/** A coupon made for one test; money in rupees. */
async function coupon(set: Partial<{ kind: 'percent' | 'flat'; value: number; minOrder: number; maxDiscount: number | null; startsAt: Date | null; expiresAt: Date | null; usageLimit: number | null; perMemberLimit: number; isActive: boolean }> = {}) {
  const code = `TEST${++codeNo}`;
  const kind = set.kind ?? 'percent';
  const [row] = await app.db
    .insert(coupons)
    .values({
      code,
      description: `Test coupon ${codeNo}`,
      kind,
      value: kind === 'flat' ? Math.round((set.value ?? 50) * 100) : (set.value ?? 10),
      minOrderPaise: Math.round((set.minOrder ?? 0) * 100),
      maxDiscountPaise: set.maxDiscount == null ? null : Math.round(set.maxDiscount * 100),
      startsAt: set.startsAt ?? null,
      expiresAt: set.expiresAt === undefined ? new Date(Date.now() + 30 * DAY) : set.expiresAt,
      usageLimit: set.usageLimit ?? null,
      perMemberLimit: set.perMemberLimit ?? 1,
      isActive: set.isActive ?? true,
    })
    .returning();
  return row;
}

/** A shopper with items worth `rupees` at selling prices (MRP 25% higher) in the cart. */
async function shopperWithCart(rupees: number) {
  const s = await newShopper(app);
  const p = await productWith(app, { price: rupees, mrp: rupees * 1.25 });
  await addToCart(app, s, p.id, 1);
  return { s, p };
}

describe('applying a coupon', () => {
  it('takes a percent off the items total, reprices the cart on the server and keeps the coupon on the cart', async () => {
    const { s } = await shopperWithCart(400);
    const c = await coupon({ value: 10 });
    const res = await apply(s, c.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      response: true,
      msg: `Coupon ${c.code} applied: you save ₹40.00.`,
      data: { code: c.code, description: c.description, discount: 40, applied: true },
      TotalAmount: 500,
      Discount: 100,
      ItemsTotal: 400,
      CouponDiscount: 40,
      PaybleAmount: 360,
    });
    const cart = await details(s);
    expect(cart.body).toMatchObject({ CouponDiscount: 40, PaybleAmount: 360, coupon: { code: c.code, applied: true }, couponMsg: '' });
  });

  it('caps a percent coupon at its maximum discount', async () => {
    const { s } = await shopperWithCart(1000);
    const c = await coupon({ value: 25, maxDiscount: 150 });
    expect((await apply(s, c.code)).body.CouponDiscount).toBe(150);
  });

  it('takes a flat amount off, never more than the items total', async () => {
    const { s } = await shopperWithCart(30);
    const c = await coupon({ kind: 'flat', value: 50 });
    const res = await apply(s, c.code);
    expect(res.body).toMatchObject({ CouponDiscount: 30, PaybleAmount: 0 });
  });

  it('replaces a coupon already on the cart', async () => {
    const { s } = await shopperWithCart(400);
    const a = await coupon({ value: 10 });
    const b = await coupon({ kind: 'flat', value: 25 });
    await apply(s, a.code);
    const res = await apply(s, b.code);
    expect(res.body.coupon.code).toBe(b.code);
    expect(await app.db.select().from(cartCoupons).where(eq(cartCoupons.memberId, s.id))).toHaveLength(1);
  });

  it('works with the demo coupons WELCOME10 and FLAT50', async () => {
    const { s } = await shopperWithCart(600);
    expect((await apply(s, 'WELCOME10')).body).toMatchObject({ CouponDiscount: 60, PaybleAmount: 540 });
    expect((await apply(s, 'FLAT50')).body).toMatchObject({ CouponDiscount: 50, PaybleAmount: 550 });
  });

  it('refuses an unknown code', async () => {
    const { s } = await shopperWithCart(400);
    await refused(() => apply(s, 'NOSUCH'), 'NOSUCH is not a valid coupon code. Please check it and try again.');
  });

  it('refuses an expired code, naming the day it ended', async () => {
    const { s } = await shopperWithCart(400);
    await refused(() => apply(s, 'DIWALI25'), /^Coupon DIWALI25 expired on \d{1,2} \w{3} \d{4}\.$/);
  });

  it('refuses a code that has not started yet', async () => {
    const { s } = await shopperWithCart(400);
    const c = await coupon({ startsAt: new Date(Date.now() + 3 * DAY) });
    const res = await apply(s, c.code);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(new RegExp(`^Coupon ${c.code} can be used from .+\\.$`));
  });

  it('refuses an inactive code', async () => {
    const { s } = await shopperWithCart(400);
    const c = await coupon({ isActive: false });
    await refused(() => apply(s, c.code), `Coupon ${c.code} is no longer available.`);
  });

  it('refuses below the minimum order, saying how much more to add', async () => {
    const { s } = await shopperWithCart(380);
    const c = await coupon({ minOrder: 500 });
    await refused(() => apply(s, c.code), `Add ₹120.00 more to use coupon ${c.code} (minimum order ₹500.00, counted after product discounts).`);
  });

  it('refuses a coupon used up in total', async () => {
    const c = await coupon({ usageLimit: 1, perMemberLimit: 5 });
    const first = await shopperWithCart(400);
    await apply(first.s, c.code);
    await buy(app, first.s, []);
    const { s } = await shopperWithCart(400);
    await refused(() => apply(s, c.code), `Coupon ${c.code} has been fully used. Please try another code.`);
  });

  it('refuses a coupon the member has used as often as allowed', async () => {
    const c = await coupon({ perMemberLimit: 1 });
    const { s, p } = await shopperWithCart(400);
    await apply(s, c.code);
    await buy(app, s, []);
    await addToCart(app, s, p.id, 1);
    await refused(() => apply(s, c.code), `You have already used coupon ${c.code}. It can be used once per customer.`);
    const twice = await coupon({ perMemberLimit: 2 });
    for (let i = 0; i < 2; i++) {
      await apply(s, twice.code);
      await buy(app, s, []);
      await addToCart(app, s, p.id, 1);
    }
    await refused(() => apply(s, twice.code), `You have already used coupon ${twice.code} 2 times, the most allowed per customer.`);
  });

  it('gives a use back when its order is cancelled', async () => {
    const c = await coupon({ perMemberLimit: 1 });
    const { s, p } = await shopperWithCart(400);
    await apply(s, c.code);
    const orderId = await buy(app, s, []);
    expect(await app.db.select().from(couponUses).where(eq(couponUses.orderId, orderId))).toHaveLength(1);
    expect((await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id: orderId } })).status).toBe(200);
    await addToCart(app, s, p.id, 1);
    expect((await apply(s, c.code)).status).toBe(200);
  });

  it('refuses on an empty cart', async () => {
    const s = await newShopper(app);
    await refused(() => apply(s, 'WELCOME10'), 'Your cart is empty. Add items before applying a coupon.');
  });

  it.each([
    ['', 'Please enter a coupon code.'],
    ['   ', 'Please enter a coupon code.'],
    [42, 'Please enter a coupon code.'],
    ['X'.repeat(41), 'A coupon code is at most 40 characters.'],
  ])('refuses the code %j with a clear message', async (code, msg) => {
    const { s } = await shopperWithCart(400);
    await refused(() => apply(s, code), msg);
  });

  it('needs a login', async () => {
    expect((await call(app, 'POST', '/api/coupon/apply', { body: { code: 'WELCOME10' } })).status).toBe(401);
    expect((await call(app, 'POST', '/api/coupon/remove')).status).toBe(401);
  });
});

describe('a coupon on the cart is checked again whenever the cart is priced', () => {
  it('stays, not applied, when the cart drops below the minimum, and applies again once enough is added', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { price: 300 });
    await addToCart(app, s, p.id, 2);
    const c = await coupon({ minOrder: 500, value: 10 });
    await apply(s, c.code);
    await call(app, 'GET', `/api/changeqty?pid=${p.id}&qty=1`, { token: s.token });
    const low = await details(s);
    expect(low.body).toMatchObject({ CouponDiscount: 0, PaybleAmount: 300, coupon: { code: c.code, applied: false, discount: 0 }, couponMsg: `Add ₹200.00 more to use coupon ${c.code} (minimum order ₹500.00, counted after product discounts).` });
    // In Hindi, the amounts and the code kept.
    const lowInHindi = (await call(app, 'GET', '/api/cartdetails', { token: s.token, headers: { 'accept-language': 'hi' } })).body.couponMsg;
    expect(lowInHindi).toMatch(/[\u0900-\u097F]/);
    expect(lowInHindi).toContain(c.code);
    await call(app, 'GET', `/api/changeqty?pid=${p.id}&qty=2`, { token: s.token });
    expect((await details(s)).body).toMatchObject({ CouponDiscount: 60, coupon: { applied: true }, couponMsg: '' });
  });

  it('is removed with a message once it expires or is switched off', async () => {
    const { s } = await shopperWithCart(400);
    const c = await coupon();
    await apply(s, c.code);
    await app.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, c.id));
    const res = await details(s);
    expect(res.body).toMatchObject({ coupon: null, CouponDiscount: 0, couponMsg: `Coupon ${c.code} is no longer available. It has been removed from your cart.` });
    expect(await app.db.select().from(cartCoupons).where(eq(cartCoupons.memberId, s.id))).toHaveLength(0);
    expect((await details(s)).body.couponMsg).toBe('');

    // A shopper reading Hindi is told in Hindi, the reason and the removal.
    const { s: hindiShopper } = await shopperWithCart(400);
    const other = await coupon();
    await apply(hindiShopper, other.code);
    await app.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, other.id));
    const inHindi = (await call(app, 'GET', '/api/cartdetails', { token: hindiShopper.token, headers: { 'accept-language': 'hi' } })).body.couponMsg;
    expect(inHindi).toContain(other.code);
    expect(inHindi).toContain('इसे आपकी कार्ट से हटा दिया गया है।');
    expect(inHindi).not.toMatch(/removed|available/);
  });
});

describe('removing a coupon', () => {
  it('takes it off the cart and answers the totals without it', async () => {
    const { s } = await shopperWithCart(400);
    const c = await coupon({ kind: 'flat', value: 20 });
    await apply(s, c.code);
    const res = await remove(s);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: true, msg: 'Coupon removed.', data: null, coupon: null, CouponDiscount: 0, PaybleAmount: 400 });
  });

  it("never touches another member's coupon", async () => {
    const a = await shopperWithCart(400);
    const b = await shopperWithCart(400);
    const c = await coupon();
    await apply(a.s, c.code);
    expect((await remove(b.s)).body.msg).toBe('There was no coupon on your cart.');
    expect((await details(a.s)).body.coupon.code).toBe(c.code);
  });
});
