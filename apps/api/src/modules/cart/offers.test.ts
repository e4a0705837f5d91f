// Offers that explain themselves (issue 33): the cart's Offers list shows the coupons a member can use now and those
// a few rupees away (counted on the price after product discounts), and a coupon can be for a first order only.
import { afterAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addToCart, buy, newShopper, productWith } from '../../test/shop.ts';

const app = await createTestApp();
afterAll(() => app.close());

let n = 0;
async function coupon(set: { minOrder?: number; value?: number; firstOrderOnly?: boolean; isActive?: boolean; expired?: boolean } = {}) {
  const [row] = await app.db
    .insert(coupons)
    .values({
      code: `OFFER${++n}`,
      description: `Offer ${n}`,
      hindiDescription: `ऑफ़र ${n}`,
      kind: 'flat',
      value: Math.round((set.value ?? 50) * 100),
      minOrderPaise: Math.round((set.minOrder ?? 0) * 100),
      firstOrderOnly: set.firstOrderOnly ?? false,
      isActive: set.isActive ?? true,
      expiresAt: set.expired ? new Date(Date.now() - 1000) : null,
    })
    .returning();
  return row;
}

describe('the Offers list', () => {
  it('shows usable coupons first (largest saving), then those the cart is short of (nearest first), never ones it cannot use', async () => {
    const small = await coupon({ minOrder: 0, value: 20 });
    const big = await coupon({ minOrder: 100, value: 60 });
    const near = await coupon({ minOrder: 450, value: 80 });
    const far = await coupon({ minOrder: 900, value: 150 });
    await coupon({ isActive: false });
    await coupon({ expired: true });
    const shopper = await newShopper(app);
    // ₹400 at the selling price (MRP ₹500): the minimums count the ₹400.
    const product = await productWith(app, { price: 400, mrp: 500 });
    await addToCart(app, shopper, product.id, 1);
    const res = await call(app, 'GET', '/api/coupon/offers', { token: shopper.token });
    expect(res.status).toBe(200);
    // The demo shop's own coupons aside.
    const mine = res.body.data.filter((o: { Code: string }) => o.Code.startsWith('OFFER'));
    expect(mine.map((o: { Code: string }) => o.Code)).toEqual([big.code, small.code, near.code, far.code]);
    expect(mine[0]).toEqual({ Code: big.code, Description: big.description, HindiDescription: big.hindiDescription, MinOrder: 100, FirstOrderOnly: false, Usable: true, MoreNeeded: 0, Saving: 60 });
    expect(mine[2]).toMatchObject({ Code: near.code, Usable: false, MoreNeeded: 50, Saving: 80 });
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/coupon/offers')).status).toBe(401);
  });
});

describe('a first-order coupon', () => {
  it('is offered and applied before the first order, and refused after it (a cancelled order aside)', async () => {
    const first = await coupon({ firstOrderOnly: true, value: 30 });
    const shopper = await newShopper(app);
    const product = await productWith(app, { price: 200, stock: 30 });
    await addToCart(app, shopper, product.id, 1);
    expect((await call(app, 'GET', '/api/coupon/offers', { token: shopper.token })).body.data.some((o: { Code: string; FirstOrderOnly: boolean }) => o.Code === first.code && o.FirstOrderOnly)).toBe(true);
    expect((await call(app, 'POST', '/api/coupon/apply', { token: shopper.token, body: { code: first.code } })).status).toBe(200);
    await call(app, 'POST', '/api/coupon/remove', { token: shopper.token });
    await buy(app, shopper, [{ id: product.id, qty: 1 }]);
    await addToCart(app, shopper, product.id, 1);
    const refused = await call(app, 'POST', '/api/coupon/apply', { token: shopper.token, body: { code: first.code } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`Coupon ${first.code} is for a first order only.`);
    expect((await call(app, 'GET', '/api/coupon/offers', { token: shopper.token })).body.data.some((o: { Code: string }) => o.Code === first.code)).toBe(false);
  });

  it('goes through with the first order it is applied to', async () => {
    const first = await coupon({ firstOrderOnly: true, value: 25 });
    const shopper = await newShopper(app);
    const product = await productWith(app, { price: 300, stock: 30 });
    await addToCart(app, shopper, product.id, 1);
    await call(app, 'POST', '/api/coupon/apply', { token: shopper.token, body: { code: first.code } });
    const quote = await call(app, 'GET', '/api/placeorder?did=2&saddid=0', { token: shopper.token });
    expect(quote.status).toBe(200);
    const saved = await call(app, 'POST', '/api/ordersave', { token: shopper.token, body: { orderData: quote.body } });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(quote.body.paybleAmount).toBe(275);
  });
});
