import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { cartCoupons, cartLines, couponUses, coupons, members, orderLines, orders, orderStatusHistory, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { installWriteCounter, refusalCheck } from '../../test/write-counter.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { issueToken } from '../session/index.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let writes: () => Promise<number>;
const refused = refusalCheck(() => writes());
beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl, publicUrl: 'https://shop.example' } });
  writes = await installWriteCounter(app.db);
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const options = (s: Shopper) => call(app, 'GET', '/api/shipingoption', { token: s.token });
const cartOf = (s: Shopper) => app.db.select().from(cartLines).where(eq(cartLines.memberId, s.id));

/** A shopper with `qty` of a product at `price` rupees (MRP 20% higher) in the cart, and a saved address. */
async function readyToBuy(price = 125, qty = 2, stock = 50) {
  const s = await newShopper(app);
  const p = await productWith(app, { price, mrp: price * 1.2, stock });
  await addToCart(app, s, p.id, qty);
  const { kid } = await addAddress(app, s);
  return { s, p, kid };
}

/** A quote with its claims changed and signed again with `secret` (the shop's own secret unless given). */
async function resigned(quote: string, change: Record<string, unknown>, secret: Uint8Array = app.keys.quote) {
  const { exp, iat, aud, sub, jti, ...claims } = decodeJwt(quote);
  return new SignJWT({ ...claims, ...change })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(aud as string)
    .setSubject(String(change.sub ?? sub))
    .setJti(String(jti))
    .setIssuedAt(iat as number)
    .setExpirationTime((change.exp as number | undefined) ?? (exp as number))
    .sign(secret);
}

describe('delivery options', () => {
  it('lists every option with its charge for the cart: home delivery ₹40 up to ₹300, free over it; pickup free; express ₹99', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { price: 100 });
    await addToCart(app, s, p.id, 3);
    const { status, body } = await options(s);
    expect(status).toBe(200);
    expect(body.data.map((o: { kid: number }) => o.kid)).toEqual([1, 2, 3]);
    expect(body.data[0]).toMatchObject({ kid: 1, Name: 'Standard Home Delivery', Charge: 40, FreeAbove: 300, needsAddress: true, DeliveryCharge: 40 });
    expect(body.data[1]).toMatchObject({ kid: 2, Name: 'Store Pickup', Charge: 0, needsAddress: false, DeliveryCharge: 0 });
    expect(body.data[2]).toMatchObject({ kid: 3, Charge: 99, FreeAbove: null, needsAddress: true, DeliveryCharge: 99 });
    await call(app, 'GET', `/api/changeqty?pid=${p.id}&qty=4`, { token: s.token });
    const over = await options(s);
    expect(over.body.data[0].DeliveryCharge).toBe(0);
    expect(over.body.data[2].DeliveryCharge).toBe(99);
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/shipingoption')).status).toBe(401);
  });
});

describe('placing an order, step 1: the quote', () => {
  it('prices the cart on the server with the delivery charge and signs an expiring quote', async () => {
    const { s, p, kid } = await readyToBuy(125, 2);
    const { status, body } = await placeOrder(app, s, 1, kid);
    expect(status).toBe(200);
    expect(body).toMatchObject({ response: true, paybleAmount: 290, TotalAmount: 300 });
    expect(typeof body.quote).toBe('string');
    expect(body.data).toMatchObject({
      paybleAmount: 290,
      TotalAmount: 300,
      Discount: 50,
      ItemsTotal: 250,
      CouponDiscount: 0,
      DeliveryCharge: 40,
      totalCartQuantity: 2,
      coupon: null,
      shipping: { kid: 1, Name: 'Standard Home Delivery', needsAddress: true },
      address: { kid, AddressTitle: 'Home' },
      quote: body.quote,
    });
    expect(body.data.lines).toEqual([expect.objectContaining({ pid: p.id, qty: 2, MRP: 150, Price: 125, TAmount: 250, Discount: 50 })]);
    const minutes = (Date.parse(body.data.quoteExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('delivers free when the items total is over ₹300, and charges express delivery always', async () => {
    const { s, kid } = await readyToBuy(151, 2);
    expect((await placeOrder(app, s, 1, kid)).body).toMatchObject({ paybleAmount: 302 });
    expect((await placeOrder(app, s, 3, kid)).body).toMatchObject({ paybleAmount: 401 });
  });

  it('charges home delivery for exactly ₹300 (free only over it)', async () => {
    const { s, kid } = await readyToBuy(150, 2);
    expect((await placeOrder(app, s, 1, kid)).body.data.DeliveryCharge).toBe(40);
  });

  it('includes the coupon', async () => {
    const { s, kid } = await readyToBuy(300, 2);
    await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: 'WELCOME10' } });
    const { body } = await placeOrder(app, s, 1, kid);
    expect(body.data).toMatchObject({ ItemsTotal: 600, CouponDiscount: 60, DeliveryCharge: 0, paybleAmount: 540, coupon: { code: 'WELCOME10', applied: true } });
  });

  it('needs no address for store pickup', async () => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, s, p.id, 1);
    const res = await call(app, 'GET', '/api/placeorder?did=2', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ address: null, DeliveryCharge: 0, paybleAmount: 100 });
  });

  it('refuses an empty cart with the checkout message', async () => {
    const s = await newShopper(app);
    const { kid } = await addAddress(app, s);
    await refused(() => placeOrder(app, s, 1, kid), 400, 'Your cart is empty. Please add items to proceed to checkout.');
  });

  it('refuses home delivery without an address', async () => {
    const { s } = await readyToBuy();
    await refused(() => placeOrder(app, s, 1, 0), 400, 'Please select a shipping option and address.');
  });

  it("refuses another member's address as if it did not exist", async () => {
    const { s } = await readyToBuy();
    const other = await newShopper(app);
    const { kid } = await addAddress(app, other);
    await refused(() => placeOrder(app, s, 1, kid), 404, 'No such address. Please choose one of your saved addresses.');
  });

  it('refuses an unknown delivery option and bad numbers', async () => {
    const { s, kid } = await readyToBuy();
    await refused(() => placeOrder(app, s, 9, kid), 404, 'No such delivery option. Please choose one of the options shown.');
    await refused(() => call(app, 'GET', `/api/placeorder?did=abc&saddid=${kid}`, { token: s.token }), 400, 'did must be a number.');
    await refused(() => call(app, 'GET', '/api/placeorder?did=1&saddid=-3', { token: s.token }), 400, 'saddid cannot be negative.');
  });

  it('refuses a cart with a line that can no longer be ordered, naming it', async () => {
    const { s, p, kid } = await readyToBuy(100, 5);
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    await refused(() => placeOrder(app, s, 1, kid), 409, `Some items in your cart need your attention (${p.name}: Only 3 left in stock.). Please review your cart.`);
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/placeorder?did=2')).status).toBe(401);
  });
});

describe('placing an order, step 2: saving the quote', () => {
  it('creates the order from the quote, takes the stock, records the coupon use and empties the cart', async () => {
    const { s, p, kid } = await readyToBuy(300, 2, 20);
    await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: 'WELCOME10' } });
    const quote = await placeOrder(app, s, 1, kid);
    const { status, body } = await saveOrder(app, s, quote.body);
    expect(status).toBe(200);
    expect(body.response).toBe(true);
    expect(body.msg).toBe('Your order has been placed successfully.');
    expect(typeof body.data).toBe('number');
    expect(body).toMatchObject({ paybleAmount: 540, TotalAmount: 720 });
    expect(body.TranID).toMatch(/^TR\d{6}-[0-9A-Z]{6}$/);

    const [order] = await app.db.select().from(orders).where(eq(orders.id, body.data));
    expect(order).toMatchObject({
      memberId: s.id,
      tranId: body.TranID,
      paymentMode: 'Cash on Delivery',
      status: 1,
      shippingOptionId: 1,
      totalPaise: 72000,
      discountPaise: 12000,
      couponCode: 'WELCOME10',
      couponDiscountPaise: 6000,
      deliveryPaise: 0,
      payablePaise: 54000,
      customerEmail: s.email,
      address: expect.objectContaining({ title: 'Home', line1: '12 MG Road', pinCode: '560001' }),
    });
    expect(order.invoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);
    expect(await app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toEqual([
      expect.objectContaining({ productId: p.id, qty: 2, unitPricePaise: 30000, mrpPaise: 36000, discountPaise: 12000, totalPaise: 60000 }),
    ]);
    expect(await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toEqual([expect.objectContaining({ status: 1, note: 'Order placed' })]);
    expect(await app.db.select().from(couponUses).where(eq(couponUses.orderId, order.id))).toEqual([expect.objectContaining({ memberId: s.id, discountPaise: 6000 })]);
    expect(await stockOf(app, p.id)).toBe(18);
    expect(await cartOf(s)).toEqual([]);
    expect(await app.db.select().from(cartCoupons).where(eq(cartCoupons.memberId, s.id))).toEqual([]);
    expect((await call(app, 'GET', '/api/cartdetails', { token: s.token })).body.totalCartQuantity).toBe(0);
  });

  it('accepts the quote sent as the reply data too', async () => {
    const { s, kid } = await readyToBuy();
    const quote = await placeOrder(app, s, 1, kid);
    expect((await saveOrder(app, s, quote.body.data)).status).toBe(200);
  });

  it('numbers invoices one after the other', async () => {
    const a = await readyToBuy();
    const b = await readyToBuy();
    const first = await saveOrder(app, a.s, (await placeOrder(app, a.s, 1, a.kid)).body);
    const second = await saveOrder(app, b.s, (await placeOrder(app, b.s, 1, b.kid)).body);
    const [x] = await app.db.select().from(orders).where(eq(orders.id, first.body.data));
    const [y] = await app.db.select().from(orders).where(eq(orders.id, second.body.data));
    expect(Number(y.invoiceNumber.slice(-6))).toBe(Number(x.invoiceNumber.slice(-6)) + 1);
  });

  it('returns the same order when the same quote is saved again, and changes nothing more', async () => {
    const { s, p, kid } = await readyToBuy(100, 2, 10);
    const quote = await placeOrder(app, s, 1, kid);
    const first = await saveOrder(app, s, quote.body);
    await addToCart(app, s, p.id, 1);
    const before = await writes();
    const again = await saveOrder(app, s, quote.body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: first.body.data, TranID: first.body.TranID, msg: 'This order was already placed.' });
    expect(await writes()).toBe(before);
    expect(await stockOf(app, p.id)).toBe(8);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(1);
    expect((await cartOf(s))[0].qty).toBe(1);
  });

  it('refuses a tampered quote and writes nothing', async () => {
    const { s, p, kid } = await readyToBuy();
    const { quote } = (await placeOrder(app, s, 1, kid)).body;
    const [head, payload, signature] = quote.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const cheaper = Buffer.from(JSON.stringify({ ...claims, pay: 100, lines: [[p.id, 2, 50]] })).toString('base64url');
    await refused(() => saveOrder(app, s, { quote: `${head}.${cheaper}.${signature}` }), 400, 'This order summary is not valid. Please review your order and place it again.');
    const otherSecret = new TextEncoder().encode('another-secret-another-secret-0123456789');
    await refused(() => saveOrder(app, s, { quote: `${quote.slice(0, -4)}AAAA` }), 400, 'This order summary is not valid. Please review your order and place it again.');
    await refused(async () => saveOrder(app, s, { quote: await resigned(quote, {}, otherSecret) }), 400, 'This order summary is not valid. Please review your order and place it again.');
    await refused(() => saveOrder(app, s, { quote: 'not-a-quote' }), 400, 'This order summary is not valid. Please review your order and place it again.');
    expect(await stockOf(app, p.id)).toBe(50);
  });

  it('refuses a login token passed off as a quote', async () => {
    const { s } = await readyToBuy();
    await refused(() => saveOrder(app, s, { quote: s.token }), 400, 'This order summary is not valid. Please review your order and place it again.');
  });

  it('returns the first order when a saved quote is retried after it expired, with no second order and the stock taken once', async () => {
    const { s, p, kid } = await readyToBuy(100, 2, 10);
    const quote = await placeOrder(app, s, 1, kid);
    const first = await saveOrder(app, s, quote.body);
    expect(first.status).toBe(200);
    // The shopper's first reply was lost; the same quote comes back once it has expired, with the cart filled again.
    await addToCart(app, s, p.id, 2);
    const expired = await resigned(quote.body.quote, { exp: Math.floor(Date.now() / 1000) - 60 });
    const before = await writes();
    const again = await saveOrder(app, s, { ...quote.body, quote: expired });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ response: true, data: first.body.data, TranID: first.body.TranID, paybleAmount: first.body.paybleAmount, TotalAmount: first.body.TotalAmount });
    expect(await writes()).toBe(before);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(1);
    expect(await stockOf(app, p.id)).toBe(8);
  });

  it('refuses an expired quote', async () => {
    const { s, kid } = await readyToBuy();
    const { quote } = (await placeOrder(app, s, 1, kid)).body;
    const expired = await resigned(quote, { exp: Math.floor(Date.now() / 1000) - 5 });
    await refused(() => saveOrder(app, s, { quote: expired }), 409, 'Your order summary has expired. Please review your order and place it again.');
  });

  it("refuses another member's quote with nothing changed", async () => {
    const owner = await readyToBuy();
    const thief = await readyToBuy();
    const { body } = await placeOrder(app, owner.s, 1, owner.kid);
    await refused(() => saveOrder(app, thief.s, body), 403, 'This order summary belongs to another account.');
    expect(await cartOf(owner.s)).toHaveLength(1);
    expect(await cartOf(thief.s)).toHaveLength(1);
  });

  it('refuses when the stock ran short since the quote, naming the products, and keeps the cart', async () => {
    const { s, p, kid } = await readyToBuy(100, 4, 10);
    const other = await productWith(app, { stock: 10 });
    await addToCart(app, s, other.id, 1);
    const quote = await placeOrder(app, s, 1, kid);
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, other.id));
    await refused(() => saveOrder(app, s, quote.body), 409, `Sorry, there is not enough stock of ${p.name} (only 3 left), ${other.name} (sold out). Please review your cart.`, {
      products: [
        { pid: p.id, ProductName: p.name, available: 3 },
        { pid: other.id, ProductName: other.name, available: 0 },
      ],
    });
    expect(await cartOf(s)).toHaveLength(2);
  });

  it('refuses when a price changed since the quote, asking to review', async () => {
    const { s, p, kid } = await readyToBuy(100, 2);
    const quote = await placeOrder(app, s, 1, kid);
    await app.db.update(products).set({ pricePaise: 11000, mrpPaise: 12000 }).where(eq(products.id, p.id));
    await refused(() => saveOrder(app, s, quote.body), 409, 'Your cart or its prices changed since you reviewed your order. Please review the new total and place the order again.');
    const fresh = await placeOrder(app, s, 1, kid);
    expect(fresh.body.paybleAmount).toBe(260);
    expect((await saveOrder(app, s, fresh.body)).status).toBe(200);
  });

  it('refuses when the cart changed since the quote', async () => {
    const { s, p, kid } = await readyToBuy(100, 2);
    const quote = await placeOrder(app, s, 1, kid);
    await call(app, 'GET', `/api/changeqty?pid=${p.id}&qty=3`, { token: s.token });
    await refused(() => saveOrder(app, s, quote.body), 409, /^Your cart or its prices changed/);
  });

  it('refuses when the coupon was used up by someone else since the quote', async () => {
    const [c] = await app.db.insert(coupons).values({ code: 'ONLYONE', kind: 'flat', value: 2000, usageLimit: 1 }).returning();
    const a = await readyToBuy(100, 2);
    const b = await readyToBuy(100, 2);
    for (const x of [a, b]) await call(app, 'POST', '/api/coupon/apply', { token: x.s.token, body: { code: c.code } });
    const qa = await placeOrder(app, a.s, 1, a.kid);
    const qb = await placeOrder(app, b.s, 1, b.kid);
    expect((await saveOrder(app, a.s, qa.body)).status).toBe(200);
    await refused(() => saveOrder(app, b.s, qb.body), 409, /^Your cart or its prices changed/);
  });

  it('refuses when the delivery address was deleted since the quote', async () => {
    const { s, kid } = await readyToBuy();
    const quote = await placeOrder(app, s, 1, kid);
    await call(app, 'GET', `/api/shipingaddressdelete?id=${kid}`, { token: s.token });
    await refused(() => saveOrder(app, s, quote.body), 404, 'No such address. Please choose one of your saved addresses.');
  });

  it.each([
    [{}, 'orderData is required: please place the order again.'],
    [{ orderData: {} }, 'orderData.quote is missing: please place the order again.'],
    [{ orderData: 'x' }, 'orderData must be the reply of GET /api/placeorder.'],
  ])('refuses the body %j with a clear message', async (body, msg) => {
    const s = await newShopper(app);
    await refused(() => call(app, 'POST', '/api/ordersave', { token: s.token, body }), 400, msg);
  });

  it('needs a login', async () => {
    expect((await call(app, 'POST', '/api/ordersave', { body: { orderData: { quote: 'x' } } })).status).toBe(401);
  });

  it('places a full cart of 100 different products, sending the whole placement reply back', async () => {
    const s = await newShopper(app);
    const picked = await app.db.select({ id: products.id }).from(products).where(and(eq(products.isActive, true), gte(products.stock, 20), eq(products.minQty, 1))).orderBy(desc(products.id)).limit(100);
    expect(picked).toHaveLength(100);
    await app.db.insert(cartLines).values(picked.map((p) => ({ memberId: s.id, productId: p.id, qty: 1 })));
    const quote = await placeOrder(app, s, 2);
    expect(quote.status).toBe(200);
    const saved = await saveOrder(app, s, quote.body);
    expect(saved.status).toBe(200);
    expect(await app.db.select().from(orderLines).where(eq(orderLines.orderId, saved.body.data))).toHaveLength(100);
  });

  it('mails the order confirmation with the lines and totals', async () => {
    const s = await newShopper(app, 'Meena');
    const rice = await productWith(app, { price: 250, mrp: 300 });
    const dal = await productWith(app, { price: 40 });
    await addToCart(app, s, rice.id, 1);
    await addToCart(app, s, dal.id, 2);
    const { kid } = await addAddress(app, s, { AddressTitle: 'Flat', AddressLine1: '7 Residency Road' });
    const quote = await placeOrder(app, s, 1, kid);
    const saved = await saveOrder(app, s, quote.body);
    const mail = await inbox.waitFor((m) => m.to.includes(s.email));
    expect(mail.subject).toBe(`Your order ${saved.body.TranID} is confirmed`);
    expect(mail.text).toContain('Namaste Meena,');
    expect(mail.text).toContain(`1 x ${rice.name} (${rice.packSize}) at ₹250.00: ₹250.00`);
    expect(mail.text).toContain(`2 x ${dal.name} (${dal.packSize}) at ₹40.00: ₹80.00`);
    expect(mail.text).toContain('Total Amount: ₹380.00');
    expect(mail.text).toContain('Discount: - ₹50.00');
    expect(mail.text).toContain('Delivery (Standard Home Delivery): Free');
    expect(mail.text).toContain('Payable Total: ₹330.00');
    expect(mail.text).toContain('7 Residency Road');
    expect(mail.text).toContain('https://shop.example/orders?activeTab=orders');
    expect(mail.html).toContain(`Order ${saved.body.TranID}`);
  });

  it('records orders of a member whose e-mail is gone without a mail', async () => {
    const { s, kid } = await readyToBuy();
    await app.db.update(members).set({ email: null }).where(eq(members.id, s.id));
    const token = await issueToken(app.db, app.keys.session, s.id, 1);
    const quote = await call(app, 'GET', `/api/placeorder?did=1&saddid=${kid}`, { token });
    const saved = await call(app, 'POST', '/api/ordersave', { token, body: { orderData: quote.body } });
    expect(saved.status).toBe(200);
    expect(await app.db.select().from(orders).where(and(eq(orders.id, saved.body.data), eq(orders.memberId, s.id)))).toHaveLength(1);
  });
});

describe('refusals in Hindi', () => {
  const hindi = { 'accept-language': 'hi' };
  const named = async (id: number, hindiName: string | null) => app.db.update(products).set({ hindiName }).where(eq(products.id, id));

  it('names the lines that need attention by their Hindi names (the English one without), with their notes in Hindi; in English as before', async () => {
    const { s, p, kid } = await readyToBuy(100, 5);
    await named(p.id, 'तूर दाल');
    const gone = await productWith(app, { stock: 10 });
    await named(gone.id, null);
    await addToCart(app, s, gone.id, 1);
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    await refused(
      () => placeOrder(app, s, 1, kid, hindi),
      409,
      `आपकी कार्ट के कुछ सामानों पर ध्यान देना ज़रूरी है (तूर दाल: स्टॉक में केवल 3 बचे हैं।; ${gone.name}: यह उत्पाद अब उपलब्ध नहीं है।)। कृपया अपनी कार्ट देखें।`,
    );
    await refused(
      () => placeOrder(app, s, 1, kid),
      409,
      `Some items in your cart need your attention (${p.name}: Only 3 left in stock.; ${gone.name}: This product is no longer available.). Please review your cart.`,
    );
  });

  it('names the products short of stock by their Hindi names (the English one without), sold out and how many are left in Hindi; in English as before', async () => {
    const { s, p, kid } = await readyToBuy(100, 4, 10);
    await named(p.id, 'तूर दाल');
    const other = await productWith(app, { stock: 10 });
    await named(other.id, null);
    await addToCart(app, s, other.id, 1);
    const quote = await placeOrder(app, s, 1, kid, hindi);
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, other.id));
    const short = [
      { pid: p.id, ProductName: p.name, available: 3 },
      { pid: other.id, ProductName: other.name, available: 0 },
    ];
    await refused(() => saveOrder(app, s, quote.body, hindi), 409, `माफ़ कीजिए, तूर दाल (केवल 3 बचे), ${other.name} (बिक गया) का पर्याप्त स्टॉक नहीं है। कृपया अपनी कार्ट देखें।`, { products: short });
    await refused(() => saveOrder(app, s, quote.body), 409, `Sorry, there is not enough stock of ${p.name} (only 3 left), ${other.name} (sold out). Please review your cart.`, { products: short });
    expect(await cartOf(s)).toHaveLength(2);
  });
});
