import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { company, deliveryAreas, members, orderLines, orders, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: string;
/** Monday 23 November 2026, 10:30 in India. */
const now = new Date('2026-11-23T05:00:00Z');
beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl } });
  app.clock.now = () => now;
  admin = (await signIn(app)).admin.token;
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const pincode = (pin: string) => call(app, 'GET', `/api/pincode?pin=${encodeURIComponent(pin)}`);
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(app, method, url, { token: admin, body });

describe('GET /api/pincode', () => {
  it('says where the demo shop delivers: home in five cities, express in Bengaluru only, pickup everywhere', async () => {
    const blr = await pincode('560001');
    expect(blr.status).toBe(200);
    expect(blr.body.data).toMatchObject({
      Serviceable: true,
      City: 'Bengaluru',
      State: 'Karnataka',
      Options: [
        { kid: 1, Name: 'Standard Home Delivery', Charge: 40 },
        { kid: 2, Name: 'Store Pickup', Charge: 0, Arrives: null },
        { kid: 3, Name: 'Express Delivery', Charge: 99 },
      ],
    });
    const mumbai = await pincode('400104');
    expect(mumbai.body.data).toMatchObject({ Serviceable: true, City: 'Mumbai', State: 'Maharashtra' });
    expect(mumbai.body.data.Options.map((o: { kid: number }) => o.kid)).toEqual([1, 2]);
    const far = await pincode('799001');
    expect(far.body.data).toEqual({ Serviceable: false, City: '', State: '', Options: [{ kid: 2, Name: 'Store Pickup', Charge: 0, Arrives: null, OrderBy: null }] });
    expect(far.body.msg).toBe('Sorry, we do not deliver to 799001 yet. You can still collect your order from our store.');
    expect((await pincode('600119')).body.data.Serviceable).toBe(true);
    expect((await pincode('600120')).body.data.Serviceable).toBe(false);
  });

  it('names the place as the reader reads: Hindi in a Hindi reply, while the data keep the English names', async () => {
    const english = await pincode('560001');
    expect(english.body.msg).toBe('We deliver to 560001 (Bengaluru, Karnataka).');
    const hindi = await call(app, 'GET', '/api/pincode?pin=560001', { headers: { 'accept-language': 'hi' } });
    expect(hindi.body.data).toMatchObject({ City: 'Bengaluru', State: 'Karnataka' });
    expect(hindi.body.msg).toContain('560001 (बेंगलुरु, कर्नाटक)');
    expect(hindi.body.msg).not.toMatch(/[A-Za-z]/);
  });

  it.each([['abcdef'], ['56001'], ['0560001'], ['056001'], ['']])('refuses %j with 400 and a clear message', async (pin) => {
    const res = await pincode(pin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ response: false, data: null });
    expect(res.body.msg).toMatch(/pin must be a 6-digit pin code/);
  });
});

describe('addresses and options outside the areas', () => {
  it('warns when an address is outside every area, and refuses home delivery there while pickup works', async () => {
    const s = await newShopper(app);
    const saved = await call(app, 'POST', '/api/shipingdetails', {
      token: s.token,
      body: { kid: 0, Delivery: 1, AddressTitle: 'Hill house', AddressLine1: '1 Ridge Road', AddressLine2: '', Landmark: '', ...(await cityIds()), PinCode: '799001' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Address saved successfully. Please note: we do not deliver to 799001 yet, so orders to this address can only be collected from our store.');
    const p = await productWith(app, { stock: 50 });
    await addToCart(app, s, p.id, 1);
    const home = await placeOrder(app, s, 1, saved.body.data.kid);
    expect(home.status).toBe(409);
    expect(home.body.msg).toBe('Sorry, Standard Home Delivery does not reach pin code 799001. Please choose another delivery option or address (store pickup is open to everyone).');
    expect((await placeOrder(app, s, 2)).status).toBe(200);
    const inside = await addAddress(app, s, { PinCode: '560025' });
    const express = await placeOrder(app, s, 3, inside.kid);
    expect(express.status).toBe(200);
    expect(express.body.data.slot).toBeNull();
  });
});

async function cityIds() {
  const { someCities } = await import('../../test/shop.ts');
  const c = await someCities(app);
  return { StateID: c.stateId, CityID: c.cityId };
}

describe('the back office: areas, CSV import, charges, slots', () => {
  it('adds a single pin code and a range, imports CSV with a report of rejected rows, and removes an area', async () => {
    expect((await pincode('799001')).body.data.Serviceable).toBe(false);
    const one = await asAdmin('POST', '/api/admin/delivery/areas', { did: 1, from: '799001', city: 'Agartala', state: 'Tripura' });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ did: 1, from: '799001', to: '799001', city: 'Agartala' });
    expect((await pincode('799001')).body.data).toMatchObject({ Serviceable: true, City: 'Agartala', State: 'Tripura' });

    const csv = ['from,to,city,state', '380001,380061,Ahmedabad,Gujarat', '302001,Jaipur,Rajasthan', 'abcdef,Nowhere,Somewhere', '411001,411000,Pune,Maharashtra', '', '"226001","226030","Lucknow","Uttar Pradesh"', '1,2'].join('\n');
    const imported = await asAdmin('POST', '/api/admin/delivery/areas/import', { did: 1, csv });
    expect(imported.status).toBe(200);
    expect(imported.body.data.added).toBe(3);
    expect(imported.body.data.rejected).toEqual([
      { line: 4, text: 'abcdef,Nowhere,Somewhere', reason: 'abcdef is not a 6-digit pin code.' },
      { line: 5, text: '411001,411000,Pune,Maharashtra', reason: 'The last pin code of a range cannot be below its first.' },
      { line: 8, text: '1,2', reason: 'Expected pin,city,state or from,to,city,state.' },
    ]);
    expect(imported.body.msg).toBe('Areas added to Standard Home Delivery: 3. Rows rejected: 3 (see the report).');
    expect((await pincode('226015')).body.data).toMatchObject({ Serviceable: true, City: 'Lucknow', State: 'Uttar Pradesh' });

    expect((await asAdmin('DELETE', `/api/admin/delivery/areas/${one.body.data.id}`)).status).toBe(200);
    expect((await pincode('799001')).body.data.Serviceable).toBe(false);
    const list = await asAdmin('GET', '/api/admin/delivery/areas?did=1');
    expect(list.body.data.some((a: { from: string }) => a.from === '380001')).toBe(true);
  });

  it('refuses bad areas and bad CSV, and writes nothing', async () => {
    const before = (await app.db.select().from(deliveryAreas)).length;
    const cases: [unknown, number, RegExp][] = [
      [{ did: 1, from: 'abcdef', city: 'X', state: 'YY' }, 400, /From pin code must be a 6-digit pin code/],
      [{ did: 1, from: '560200', to: '560100', city: 'X', state: 'YY' }, 400, /cannot be below its first/],
      [{ did: 1, from: '560200', city: '', state: 'YY' }, 400, /City is required/],
      [{ did: 2, from: '560200', city: 'X', state: 'YY' }, 400, /Store Pickup is open to everyone/],
      [{ did: 99, from: '560200', city: 'X', state: 'YY' }, 404, /No such delivery option/],
    ];
    for (const [body, status, msg] of cases) {
      const res = await asAdmin('POST', '/api/admin/delivery/areas', body);
      expect(res.status).toBe(status);
      expect(res.body.msg).toMatch(msg);
    }
    expect((await asAdmin('POST', '/api/admin/delivery/areas/import', { did: 1, csv: '' })).status).toBe(400);
    expect((await app.db.select().from(deliveryAreas)).length).toBe(before);
  });

  it("changes an option's charges, and adds and changes weekly slots with checked values", async () => {
    const options = await asAdmin('GET', '/api/admin/delivery/options');
    expect(options.body.data.find((o: { id: number }) => o.id === 1)).toMatchObject({ charge: 40, freeAbove: 300, slotCount: 42 });
    expect((await asAdmin('PUT', '/api/admin/delivery/options/3', { charge: 120, freeAbove: null })).body.data).toMatchObject({ charge: 120, freeAbove: null });
    await asAdmin('PUT', '/api/admin/delivery/options/3', { charge: 99, freeAbove: null });

    const created = await asAdmin('POST', '/api/admin/delivery/slots', { did: 1, weekday: 0, from: '22:00', to: '23:30', capacity: 5, cutoffHours: 3 });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ did: 1, weekday: 0, from: '22:00', to: '23:30', capacity: 5, cutoffHours: 3, active: true });
    const changed = await asAdmin('PUT', `/api/admin/delivery/slots/${created.body.data.id}`, { did: 1, weekday: 0, from: '22:00', to: '23:30', capacity: 5, cutoffHours: 3, active: false });
    expect(changed.body.data.active).toBe(false);
    const bad: [unknown, RegExp][] = [
      [{ did: 1, weekday: 7, from: '07:00', to: '09:00', capacity: 5, cutoffHours: 2 }, /Weekday must be at most 6/],
      [{ did: 1, weekday: 1, from: '7am', to: '09:00', capacity: 5, cutoffHours: 2 }, /Start must be a time like 07:00/],
      [{ did: 1, weekday: 1, from: '09:00', to: '07:00', capacity: 5, cutoffHours: 2 }, /must end after it starts/],
      [{ did: 1, weekday: 1, from: '07:00', to: '09:00', capacity: -1, cutoffHours: 2 }, /Capacity must be at least 0/],
    ];
    for (const [body, msg] of bad) {
      const res = await asAdmin('POST', '/api/admin/delivery/slots', body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    const pickup = await asAdmin('POST', '/api/admin/delivery/slots', { did: 2, weekday: 1, from: '07:00', to: '09:00', capacity: 5, cutoffHours: 2 });
    expect(pickup.status).toBe(409);
  });
});

describe('substitutions', () => {
  it('nothing is chosen for the shopper: an unchosen line is ordered as not replaced', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 50 });
    await addToCart(app, s, p.id, 1);
    expect((await call(app, 'GET', '/api/cartdetails', { token: s.token })).body.data[0].Substitute).toBeNull();
    const saved = await saveOrder(app, s, (await placeOrder(app, s, 2)).body);
    const detail = await call(app, 'GET', `/api/myorderdetails?id=${saved.body.data}`, { token: s.token });
    expect(detail.body.data.Table2[0]).toMatchObject({ Substitute: 'none' });
  });

  it('each cart line carries the choice set with POST /api/substitution, kept on the order', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 50 });
    await addToCart(app, s, p.id, 1);
    const cart = await call(app, 'GET', '/api/cartdetails', { token: s.token });
    expect(cart.body.data[0].Substitute).toBeNull();
    const set = await call(app, 'POST', '/api/substitution', { token: s.token, body: { pid: p.id, choice: 'call' } });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ pid: p.id, Substitute: 'call' });
    expect(set.body.msg).toBe(`${p.name}: Call me.`);
    expect((await call(app, 'GET', '/api/cartdetails', { token: s.token })).body.data[0].Substitute).toBe('call');
    const q = await placeOrder(app, s, 2);
    const saved = await saveOrder(app, s, q.body);
    const detail = await call(app, 'GET', `/api/myorderdetails?id=${saved.body.data}`, { token: s.token });
    expect(detail.body.data.Table2[0]).toMatchObject({ Substitute: 'call', SubstitutedFor: null });
  });

  it('refuses a bad choice, a product not in the cart, and a visitor', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 50 });
    const bad = await call(app, 'POST', '/api/substitution', { token: s.token, body: { pid: p.id, choice: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/choice must be similar/);
    const missing = await call(app, 'POST', '/api/substitution', { token: s.token, body: { pid: p.id, choice: 'none' } });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This product is not in your cart.');
    expect((await call(app, 'POST', '/api/substitution', { body: { pid: p.id, choice: 'none' } })).status).toBe(401);
  });
});

/** A Bengaluru shopper's home-delivery order (earliest slot: today 13:00 onwards… the clock is 10:30) of the lines given. */
async function homeOrder(lines: { id: number; qty: number; choice?: string }[], opts: { coupon?: string } = {}) {
  const s = await newShopper(app);
  const { kid } = await addAddress(app, s, { PinCode: '560025' });
  for (const l of lines) {
    expect((await addToCart(app, s, l.id, l.qty)).status).toBe(200);
    if (l.choice) await call(app, 'POST', '/api/substitution', { token: s.token, body: { pid: l.id, choice: l.choice } });
  }
  if (opts.coupon) expect((await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: opts.coupon } })).status).toBe(200);
  const q = await placeOrder(app, s, 1, kid);
  expect(q.status).toBe(200);
  const saved = await saveOrder(app, s, q.body);
  expect(saved.status).toBe(200);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, saved.body.data));
  const rows = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { s, order, lines: rows };
}

const detailOf = async (s: Shopper, id: number) => (await call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token })).body.data;

describe('the picking list and short picks', () => {
  it("aggregates a slot's orders per product, printable, with each line's choice", async () => {
    const rice = await productWith(app, { price: 120, stock: 100 });
    const a = await homeOrder([{ id: rice.id, qty: 2 }]);
    const b = await homeOrder([{ id: rice.id, qty: 3, choice: 'none' }]);
    const res = await asAdmin('GET', `/api/admin/picking?day=${a.order.slotDay}&slot=${a.order.slotId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.slot).toBe('Mon 23 Nov, 4–6 PM');
    expect(res.body.data.products.find((p: { pid: number }) => p.pid === rice.id)).toMatchObject({ qty: 5, orders: 2 });
    const ids = res.body.data.orders.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.order.id, b.order.id]));
    expect(res.body.data.orders.find((o: { id: number }) => o.id === b.order.id).lines[0]).toMatchObject({ pid: rice.id, qty: 3, substitute: 'none' });
    expect((await asAdmin('GET', '/api/admin/picking?day=2026-02-30')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/picking?day=2026-11-23&slot=9999')).status).toBe(404);
  });

  it('a short line with "Don\'t replace" is removed: totals, the cash on delivery amount and the mail follow', async () => {
    const ghee = await productWith(app, { price: 250, mrp: 300, stock: 40 });
    const dal = await productWith(app, { price: 150, stock: 40 });
    const { s, order, lines } = await homeOrder([{ id: ghee.id, qty: 2 }, { id: dal.id, qty: 1, choice: 'none' }]);
    expect(order.payablePaise).toBe(65000);
    const dalLine = lines.find((l) => l.productId === dal.id)!;
    const refused = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: dalLine.id, qty: 1, pid: ghee.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`The customer chose "Don't replace" for ${dal.name}: remove it instead.`);
    const res = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: dalLine.id, qty: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.payable).toBe(500);
    const d = await detailOf(s, order.id);
    expect(d.Table1[0]).toMatchObject({ TotalAmount: 600, ItemsTotal: 500, PaybleTotal: 500, DeliveryCharge: 0 });
    expect(d.Table2.map((l: { pid: number }) => l.pid)).toEqual([ghee.id]);
    expect(await stockOf(app, dal.id)).toBe(39);
    await app.orderMails.runOnce();
    const mail = await waitForMail(s.email, 'changed: we ran short');
    expect(mail.text).toContain(`1 x ${dal.name} (${dal.packSize}) removed: we ran short of it.`);
    expect(mail.text).toContain('You now pay ₹500.00 in cash on delivery.');
    expect(mail.text).toContain('in the slot Mon 23 Nov, 4–6 PM');
  });

  it('a short line replaced by another product never costs more than the short item, and takes its stock', async () => {
    const oil = await productWith(app, { price: 200, stock: 40 });
    const dearer = await productWith(app, { price: 260, mrp: 280, stock: 5 });
    const { s, order, lines } = await homeOrder([{ id: oil.id, qty: 2, choice: 'similar' }]);
    const res = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines[0].id, qty: 1, pid: dearer.id });
    expect(res.status).toBe(200);
    const d = await detailOf(s, order.id);
    expect(d.Table2).toEqual([
      expect.objectContaining({ pid: oil.id, ProductQuantity: 1, TotalAmount: 200, SubstitutedFor: null, SubstitutedForHindiName: null }),
      expect.objectContaining({ pid: dearer.id, ProductQuantity: 1, UnitPrice: 200, TotalAmount: 200, SubstitutedFor: oil.name, SubstitutedForHindiName: oil.hindiName }),
    ]);
    // The short item's Hindi name is read from its product, so "Replaces …" reads in Hindi too.
    await app.db.update(products).set({ hindiName: 'सरसों का तेल' }).where(eq(products.id, oil.id));
    expect((await detailOf(s, order.id)).Table2[1].SubstitutedForHindiName).toBe('सरसों का तेल');
    expect(d.Table1[0].PaybleTotal).toBe(400);
    expect(await stockOf(app, dearer.id)).toBe(4);
    const tooMany = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines[0].id, qty: 1, pid: (await productWith(app, { stock: 0 })).id });
    expect(tooMany.status).toBe(409);
    const more = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines[0].id, qty: 5 });
    expect(more.status).toBe(400);
    expect(more.body.msg).toBe(`The line has only 1 of ${oil.name}: at most 1 can be short.`);
  });

  it("two changes before the mail goes out: one mail lists both, and a Hindi reader's history and mail say them in Hindi", async () => {
    const rice = await productWith(app, { price: 120, stock: 40 });
    const oil = await productWith(app, { price: 200, stock: 40 });
    const ghee = await productWith(app, { price: 180, stock: 40 });
    const { s, order, lines } = await homeOrder([{ id: rice.id, qty: 2, choice: 'none' }, { id: oil.id, qty: 1, choice: 'similar' }]);
    await app.db.update(members).set({ language: 'hi' }).where(eq(members.id, s.id));
    const riceLine = lines.find((l) => l.productId === rice.id)!;
    const oilLine = lines.find((l) => l.productId === oil.id)!;
    expect((await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: riceLine.id, qty: 1 })).status).toBe(200);
    const replaced = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: oilLine.id, qty: 1, pid: ghee.id });
    expect(replaced.status).toBe(200);
    // The back office reads it in English, as the shop wrote it.
    expect(replaced.body.msg).toContain(`1 x ${oil.name} (${oil.packSize}) replaced by ${ghee.name} (${ghee.packSize}) at ₹180.00 each.`);

    const removedHindi = `1 x ${rice.name} (${rice.packSize}) हटाया गया: यह हमारे पास कम पड़ गया।`;
    const replacedHindi = `1 x ${oil.name} (${oil.packSize}) की जगह ${ghee.name} (${ghee.packSize}), ₹180.00 प्रति।`;
    const history = async (language: string) => (await call(app, 'GET', `/api/myorderdetails?id=${order.id}`, { token: s.token, headers: { 'accept-language': language } })).body.data.History.map((h: { Note: string }) => h.Note);
    expect(await history('hi')).toEqual(expect.arrayContaining([removedHindi, replacedHindi]));
    expect(await history('en')).toEqual(expect.arrayContaining([`1 x ${rice.name} (${rice.packSize}) removed: we ran short of it.`]));

    await app.orderMails.runOnce();
    const subject = `आपका ऑर्डर ${order.tranId} बदला: एक सामान कम पड़ गया`;
    const mail = await waitForMail(s.email, subject);
    expect(mail.text.indexOf(removedHindi)).toBeGreaterThan(-1);
    expect(mail.text.indexOf(replacedHindi)).toBeGreaterThan(mail.text.indexOf(removedHindi));
    expect(inbox.mails.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it("a coupon whose minimum the smaller order no longer reaches stops applying", async () => {
    const big = await productWith(app, { price: 350, stock: 40 });
    const small = await productWith(app, { price: 100, stock: 40 });
    const { s, order, lines } = await homeOrder([{ id: big.id, qty: 1 }, { id: small.id, qty: 1, choice: 'none' }], { coupon: 'FLAT50' });
    expect(order.couponDiscountPaise).toBe(5000);
    await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines.find((l) => l.productId === small.id)!.id, qty: 1 });
    const d = await detailOf(s, order.id);
    expect(d.Table1[0]).toMatchObject({ ItemsTotal: 350, CouponDiscount: 0, PaybleTotal: 350 });
  });

  it('a UPI order paid in full and then shrunk shows the amount owed back and records its refund', async () => {
    await app.db.update(company).set({ upiId: 'annapurna@okaxis' });
    const tea = await productWith(app, { price: 300, stock: 40 });
    const honey = await productWith(app, { price: 120, stock: 40 });
    const s = await newShopper(app);
    const { kid } = await addAddress(app, s, { PinCode: '560025' });
    await addToCart(app, s, tea.id, 1);
    await addToCart(app, s, honey.id, 1);
    await call(app, 'POST', '/api/substitution', { token: s.token, body: { pid: honey.id, choice: 'none' } });
    const q = await call(app, 'GET', `/api/placeorder?did=1&saddid=${kid}&pay=upi`, { token: s.token, from: '10.9.9.9' });
    expect(q.status).toBe(200);
    const saved = await saveOrder(app, s, q.body);
    expect(saved.status).toBe(200);
    expect((await asAdmin('POST', `/api/admin/orders/${saved.body.data}/paid`, { utr: '123456789012', amount: 420 })).status).toBe(200);
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.productId, honey.id));
    const res = await asAdmin('POST', `/api/admin/orders/${saved.body.data}/short`, { line: line.id, qty: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payable: 300, refundDue: 120, refundRef: null });
    expect((await detailOf(s, saved.body.data)).Table1[0]).toMatchObject({ PaybleTotal: 300, RefundDue: 120, RefundRef: null });
    const wrong = await asAdmin('POST', `/api/admin/orders/${saved.body.data}/refund`, { ref: 'RFND123456', amount: 12 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Refund amount (₹12.00) must be what is owed, ₹120.00.');
    const refunded = await asAdmin('POST', `/api/admin/orders/${saved.body.data}/refund`, { ref: 'RFND123456', amount: 120 });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.refundRef).toBe('RFND123456');
    expect(Date.now() - Date.parse(refunded.body.data.refundedAt)).toBeLessThan(60_000);
    expect((await detailOf(s, saved.body.data)).Table1[0]).toMatchObject({ RefundDue: 120, RefundRef: 'RFND123456' });
    expect((await asAdmin('POST', `/api/admin/orders/${saved.body.data}/refund`, { ref: 'RFND123456', amount: 120 })).status).toBe(409);
  });

  it('refuses an unknown order or line, and an order no longer Pending', async () => {
    const p = await productWith(app, { stock: 40 });
    const { order, lines } = await homeOrder([{ id: p.id, qty: 2 }]);
    expect((await asAdmin('POST', '/api/admin/orders/999999/short', { line: lines[0].id, qty: 1 })).status).toBe(404);
    expect((await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: 999999, qty: 1 })).status).toBe(404);
    const only = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines[0].id, qty: 2 });
    expect(only.status).toBe(409);
    expect(only.body.msg).toBe(`${p.name} is the order's only item: cancel the order instead.`);
    expect((await asAdmin('POST', `/api/admin/orders/${order.id}/status`, { status: 2 })).status).toBe(200);
    const shipped = await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines[0].id, qty: 1 });
    expect(shipped.status).toBe(409);
    expect((await asAdmin('POST', `/api/admin/orders/${order.id}/short`, { line: lines[0].id, qty: 0 })).status).toBe(400);
  });
});

async function waitForMail(to: string, subject: string) {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.mails.find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}
