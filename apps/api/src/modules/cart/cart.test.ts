import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { cartLines, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { installWriteCounter, refusalCheck } from '../../test/write-counter.ts';
import { addToCart, newShopper, productWith, type Shopper } from '../../test/shop.ts';

let app: FastifyInstance;
let writes: () => Promise<number>;
const refused = refusalCheck(() => writes());
beforeAll(async () => {
  app = await createTestApp();
  writes = await installWriteCounter(app.db);
});
afterAll(async () => {
  await app?.close();
});

const changeQty = (s: Shopper, pid: number | string, qty: number | string) => call(app, 'GET', `/api/changeqty?pid=${pid}&qty=${qty}`, { token: s.token });
const details = (s: Shopper) => call(app, 'GET', '/api/cartdetails', { token: s.token });
const refresh = (s: Shopper) => call(app, 'GET', '/api/CurrentStockbyProductUpdatecart', { token: s.token });
const lineQty = async (s: Shopper, pid: number) =>
  (await app.db.select({ qty: cartLines.qty }).from(cartLines).where(and(eq(cartLines.memberId, s.id), eq(cartLines.productId, pid))))[0]?.qty ?? 0;

describe('add to cart', () => {
  it('needs a login', async () => {
    const p = await productWith(app);
    const res = await call(app, 'POST', '/api/addtocart', { body: { productID: p.id } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ response: false, msg: 'Authorization token is missing.', data: null });
  });

  it("starts a new line at the product's minimum order quantity and answers the badge count", async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { minQty: 3, maxQty: 12 });
    const res = await addToCart(app, s, p.id);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'msg', 'response', 'totalCartQuantity']);
    expect(res.body).toMatchObject({ response: true, data: { pid: p.id, qty: 3 }, totalCartQuantity: 3 });
    expect(await lineQty(s, p.id)).toBe(3);
  });

  it('raises a Qty below the minimum to the minimum for a new line', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { minQty: 2 });
    const res = await addToCart(app, s, p.id, 1);
    expect(res.body.data.qty).toBe(2);
  });

  it('accepts a Qty within the limits, sent as a number or as digits', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { maxQty: 6 });
    const res = await call(app, 'POST', '/api/addtocart', { token: s.token, body: { productID: String(p.id), Qty: '4' } });
    expect(res.status).toBe(200);
    expect(res.body.totalCartQuantity).toBe(4);
  });

  it('answers the badge number of the whole cart: a new line, a raised one and one left as it was', async () => {
    const s = await newShopper(app);
    const a = await productWith(app, { maxQty: 8 });
    const b = await productWith(app, { minQty: 3, maxQty: 8 });
    expect((await addToCart(app, s, a.id, 2)).body.totalCartQuantity).toBe(2);
    expect((await addToCart(app, s, b.id)).body).toMatchObject({ data: { pid: b.id, qty: 3 }, totalCartQuantity: 5 });
    expect((await addToCart(app, s, a.id, 6)).body).toMatchObject({ data: { pid: a.id, qty: 6 }, totalCartQuantity: 9 });
    expect((await addToCart(app, s, b.id, 1)).body).toMatchObject({ data: { pid: b.id, qty: 3 }, totalCartQuantity: 9 });
    expect((await details(s)).body.totalCartQuantity).toBe(9);
  });

  it('holds at most 100 different products: a 101st is refused and nothing is written, a line in it can still be raised', async () => {
    const s = await newShopper(app);
    const sold = await app.db.select({ id: products.id, minQty: products.minQty, stock: products.stock }).from(products).where(eq(products.isActive, true)).orderBy(products.id).limit(200);
    const inStock = sold.filter((p) => p.stock >= p.minQty + 1);
    await app.db.insert(cartLines).values(inStock.slice(0, 100).map((p) => ({ memberId: s.id, productId: p.id, qty: p.minQty })));
    await refused(() => addToCart(app, s, inStock[100].id), 409, 'Your cart can hold at most 100 different products.');
    const raised = await addToCart(app, s, inStock[0].id, inStock[0].minQty + 1);
    expect(raised.status).toBe(200);
    expect(raised.body.totalCartQuantity).toBe(inStock.slice(0, 100).reduce((n, p) => n + p.minQty, 0) + 1);
  });

  it('never lowers a product already in the cart, and raises it to a larger Qty', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { minQty: 2 });
    await addToCart(app, s, p.id, 5);
    const before = await writes();
    for (const qty of [undefined, 2, 5]) {
      const again = await addToCart(app, s, p.id, qty);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ data: { pid: p.id, qty: 5 }, msg: `${p.name} is already in your cart (5).`, totalCartQuantity: 5 });
    }
    expect(await writes()).toBe(before);
    const raised = await addToCart(app, s, p.id, 7);
    expect(raised.body.data.qty).toBe(7);
    expect(await lineQty(s, p.id)).toBe(7);
    await refused(() => addToCart(app, s, p.id, 11), 400, 'You cannot add more than 10 items.');
  });

  it('refuses a quantity above the maximum', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { maxQty: 4 });
    await refused(() => addToCart(app, s, p.id, 5), 400, 'You cannot add more than 4 items.');
  });

  it('refuses a product that is out of stock with the cart message', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 0 });
    await refused(() => addToCart(app, s, p.id), 409, 'This product is out of stock and cannot be updated.');
    const short = await productWith(app, { stock: 2, minQty: 3 });
    await refused(() => addToCart(app, s, short.id), 409, 'This product is out of stock and cannot be updated.');
  });

  it('refuses more than is in stock, saying how many are left', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 3 });
    await refused(() => addToCart(app, s, p.id, 4), 409, `Only 3 of ${p.name} left in stock.`);
  });

  it('refuses a product that is hidden or does not exist', async () => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, p.id));
    await refused(() => addToCart(app, s, p.id), 404, 'This product is no longer available.');
    await refused(() => addToCart(app, s, 999_999), 404, 'This product is no longer available.');
  });

  it.each([
    [{}, 'productID is required.'],
    [{ productID: 'abc' }, 'productID must be a whole number.'],
    [{ productID: true }, 'productID must be a whole number.'],
    [{ productID: 1, Qty: -1 }, 'Qty must be at least 1.'],
    [{ productID: 1, Qty: 1.5 }, 'Qty must be a whole number.'],
    [{ productID: 1, Qty: 1e9 }, 'Qty must be at most 1,000.'],
  ])('refuses the bad body %j with a clear message', async (body, msg) => {
    const s = await newShopper(app);
    await refused(() => call(app, 'POST', '/api/addtocart', { token: s.token, body }), 400, msg);
  });
});

describe('change quantity', () => {
  it('sets a quantity within the limits and answers the badge count', async () => {
    const s = await newShopper(app);
    const a = await productWith(app);
    const b = await productWith(app);
    await addToCart(app, s, a.id, 2);
    await addToCart(app, s, b.id, 1);
    const res = await changeQty(s, a.id, 5);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: true, data: { pid: a.id, qty: 5 }, totalCartQuantity: 6 });
  });

  it('removes the line with qty 0', async () => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, s, p.id, 2);
    const res = await changeQty(s, p.id, 0);
    expect(res.body).toMatchObject({ response: true, data: { pid: p.id, qty: 0 }, totalCartQuantity: 0 });
    expect(await lineQty(s, p.id)).toBe(0);
  });

  it('removes a line even when the product has sold out since', async () => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, s, p.id, 2);
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    expect((await changeQty(s, p.id, 0)).status).toBe(200);
    expect(await lineQty(s, p.id)).toBe(0);
  });

  it('refuses above the maximum, below the minimum, above the stock and when out of stock', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { minQty: 2, maxQty: 8, stock: 6 });
    await addToCart(app, s, p.id);
    await refused(() => changeQty(s, p.id, 9), 400, 'You cannot add more than 8 items.');
    await refused(() => changeQty(s, p.id, 1), 400, `You need at least 2 of ${p.name}: that is its minimum order quantity.`);
    await refused(() => changeQty(s, p.id, 7), 409, `Only 6 of ${p.name} left in stock.`);
    await app.db.update(products).set({ stock: 1 }).where(eq(products.id, p.id));
    await refused(() => changeQty(s, p.id, 3), 409, 'This product is out of stock and cannot be updated.');
    expect(await lineQty(s, p.id)).toBe(2);
  });

  it.each([
    ['-1', 'qty cannot be negative.'],
    ['abc', 'qty must be a number.'],
    ['2.5', 'qty must be a whole number.'],
    ['99999999999', 'qty must be at most 1000.'],
  ])('refuses qty=%s with a clear message', async (qty, msg) => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await refused(() => changeQty(s, p.id, qty), 400, msg);
  });

  it('refuses a pid that is not a number', async () => {
    const s = await newShopper(app);
    await refused(() => changeQty(s, 'x', 1), 400, 'pid must be a number.');
  });
});

describe('cart details', () => {
  it('lists the lines with the contract field names and the totals computed on the server', async () => {
    const s = await newShopper(app);
    const a = await productWith(app, { price: 80, mrp: 100 });
    const b = await productWith(app, { price: 45.5, mrp: 45.5, minQty: 2 });
    await addToCart(app, s, a.id, 3);
    await addToCart(app, s, b.id);
    const { status, body } = await details(s);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    for (const key of ['kid', 'pid', 'ProductName', 'Pimg', 'MRP', 'qty', 'TAmount', 'Discount', 'OrderMaximumQuantity']) expect(body.data[0]).toHaveProperty(key);
    expect(body.data[0]).toMatchObject({ pid: a.id, ProductName: a.name, MRP: 100, Price: 80, qty: 3, TAmount: 240, Discount: 60, OrderMaximumQuantity: 10, OrderMinimumQuantity: 1, In_stock: true, AvailableQuantity: 10, Problem: '' });
    expect(body.data[1]).toMatchObject({ pid: b.id, qty: 2, TAmount: 91, Discount: 0, OrderMinimumQuantity: 2 });
    expect(body).toMatchObject({ totalCartQuantity: 5, TotalAmount: 391, Discount: 60, ItemsTotal: 331, CouponDiscount: 0, PaybleAmount: 331, coupon: null, couponMsg: '', canCheckout: true });
  });

  it('shows an empty cart as an empty list with zero totals', async () => {
    const s = await newShopper(app);
    const { body } = await details(s);
    expect(body).toMatchObject({ response: true, data: [], totalCartQuantity: 0, TotalAmount: 0, PaybleAmount: 0, canCheckout: false });
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/cartdetails')).status).toBe(401);
  });

  it("never shows or changes another member's cart", async () => {
    const asha = await newShopper(app);
    const ravi = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, asha, p.id, 4);
    expect((await details(ravi)).body.data).toEqual([]);
    await changeQty(ravi, p.id, 0);
    expect(await lineQty(asha, p.id)).toBe(4);
    expect((await details(asha)).body.totalCartQuantity).toBe(4);
  });

  it('marks a line that can no longer be ordered as it is', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 10 });
    await addToCart(app, s, p.id, 5);
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    const { body } = await details(s);
    expect(body.data[0]).toMatchObject({ In_stock: true, AvailableQuantity: 3, Problem: 'Only 3 left in stock.' });
    expect(body.canCheckout).toBe(false);
  });
});

describe('stock refresh', () => {
  it('caps lines to the stock and the maximum, raises lines to the minimum, drops sold-out and hidden products, and says what changed', async () => {
    const s = await newShopper(app);
    const short = await productWith(app, { stock: 20 });
    const soldOut = await productWith(app);
    const hidden = await productWith(app);
    const overMax = await productWith(app, { maxQty: 10 });
    const underMin = await productWith(app);
    const fine = await productWith(app);
    await addToCart(app, s, short.id, 8);
    await addToCart(app, s, soldOut.id, 2);
    await addToCart(app, s, hidden.id, 1);
    await addToCart(app, s, overMax.id, 9);
    await addToCart(app, s, underMin.id, 1);
    await addToCart(app, s, fine.id, 2);
    await app.db.update(products).set({ stock: 5 }).where(eq(products.id, short.id));
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    await app.db.update(products).set({ maxQty: 6 }).where(eq(products.id, overMax.id));
    await app.db.update(products).set({ minQty: 3 }).where(eq(products.id, underMin.id));

    const { status, body } = await refresh(s);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { pid: short.id, ProductName: short.name, from: 8, to: 5, msg: `Only 5 of ${short.name} left: the quantity changed from 8 to 5.` },
      { pid: soldOut.id, ProductName: soldOut.name, from: 2, to: 0, msg: `${soldOut.name} is out of stock and was removed from your cart.` },
      { pid: hidden.id, ProductName: hidden.name, from: 1, to: 0, msg: `${hidden.name} is no longer sold and was removed from your cart.` },
      { pid: overMax.id, ProductName: overMax.name, from: 9, to: 6, msg: `${overMax.name}: at most 6 per order, so the quantity changed from 9 to 6.` },
      { pid: underMin.id, ProductName: underMin.name, from: 1, to: 3, msg: `${underMin.name}: the minimum order is 3, so the quantity changed from 1 to 3.` },
    ]);
    expect(body.totalCartQuantity).toBe(5 + 6 + 3 + 2);
    const after = await details(s);
    expect(after.body.data.map((l: { pid: number; qty: number }) => [l.pid, l.qty])).toEqual([
      [short.id, 5],
      [overMax.id, 6],
      [underMin.id, 3],
      [fine.id, 2],
    ]);
    expect(after.body.canCheckout).toBe(true);
  });

  it('changes nothing and says so when the cart is fine', async () => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, s, p.id, 2);
    const before = await writes();
    const { body } = await refresh(s);
    expect(body).toMatchObject({ response: true, data: [], msg: 'Your cart is up to date.', totalCartQuantity: 2 });
    expect(await writes()).toBe(before);
  });
});

describe('in Hindi', () => {
  const hindi = { 'accept-language': 'hi' };
  const named = async (hindiName: string | null, set: Parameters<typeof productWith>[1] = {}) => {
    const p = await productWith(app, set);
    await app.db.update(products).set({ hindiName }).where(eq(products.id, p.id));
    return p;
  };

  it("names the product by its Hindi name inside the cart's sentences, and by its English one without it", async () => {
    const s = await newShopper(app);
    const dal = await named('तूर दाल', { stock: 3 });
    const plain = await named(null, { stock: 3 });
    const added = await call(app, 'POST', '/api/addtocart', { token: s.token, body: { productID: dal.id }, headers: hindi });
    expect(added.body.msg).toBe('तूर दाल आपकी कार्ट में जोड़ दिया गया।');
    const tooMany = await call(app, 'GET', `/api/changeqty?pid=${dal.id}&qty=5`, { token: s.token, headers: hindi });
    expect(tooMany.body.msg).toBe('तूर दाल के केवल 3 स्टॉक में बचे हैं।');
    expect((await call(app, 'GET', `/api/changeqty?pid=${dal.id}&qty=2`, { token: s.token, headers: hindi })).body.msg).toBe('तूर दाल: मात्रा बदलकर 2 कर दी गई।');
    const english = await call(app, 'POST', '/api/addtocart', { token: s.token, body: { productID: plain.id, Qty: 5 }, headers: hindi });
    expect(english.body.msg).toBe(`${plain.name} के केवल 3 स्टॉक में बचे हैं।`);
    // Without Accept-Language: the spec's English, with the English name.
    expect((await changeQty(s, dal.id, 5)).body.msg).toBe(`Only 3 of ${dal.name} left in stock.`);
  });

  it("writes the stock refresh's changes and a line's problem in Hindi", async () => {
    const s = await newShopper(app);
    const dal = await named('तूर दाल', { stock: 20 });
    const rice = await named('बासमती चावल', { stock: 20 });
    await addToCart(app, s, dal.id, 8);
    await addToCart(app, s, rice.id, 5);
    await app.db.update(products).set({ stock: 5 }).where(eq(products.id, dal.id));
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, rice.id));
    const cart = await call(app, 'GET', '/api/cartdetails', { token: s.token, headers: hindi });
    expect(cart.body.data.map((l: { Problem: string }) => l.Problem)).toEqual(['स्टॉक में केवल 5 बचे हैं।', 'स्टॉक में केवल 3 बचे हैं।']);
    expect((await details(s)).body.data[0].Problem).toBe('Only 5 left in stock.');
    const { body } = await call(app, 'GET', '/api/CurrentStockbyProductUpdatecart', { token: s.token, headers: hindi });
    expect(body.data).toEqual([
      { pid: dal.id, ProductName: dal.name, from: 8, to: 5, msg: 'तूर दाल के केवल 5 बचे हैं: मात्रा 8 से बदलकर 5 कर दी गई।' },
      { pid: rice.id, ProductName: rice.name, from: 5, to: 3, msg: 'बासमती चावल के केवल 3 बचे हैं: मात्रा 5 से बदलकर 3 कर दी गई।' },
    ]);
  });
});
