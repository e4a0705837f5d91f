import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders, orderStatusHistory } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { installWriteCounter, refusalCheck } from '../../test/write-counter.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { addAddress, addToCart, buy, newShopper, placeOrder, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let writes: () => Promise<number>;
const refused = refusalCheck(() => writes());
beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl } });
  writes = await installWriteCounter(app.db);
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const list = (s: Shopper) => call(app, 'GET', '/api/myorderlist', { token: s.token });
const detail = (s: Shopper, id: number | string) => call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token });
const cancel = (s: Shopper, body: unknown) => call(app, 'POST', '/api/order/cancel', { token: s.token, body });

describe('my orders', () => {
  it('lists the member’s orders newest first with the contract field names', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { price: 60 });
    const first = await buy(app, s, [{ id: p.id, qty: 1 }]);
    const second = await buy(app, s, [{ id: p.id, qty: 3 }]);
    const { status, body } = await list(s);
    expect(status).toBe(200);
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([second, first]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['CurrentStatus', 'DeliverySlot', 'InvoiceDate', 'InvoiceNumber', 'ItemCount', 'PaybleTotal', 'PaymentStatus', 'PaymentStatusCode', 'RefundDue', 'RefundRef', 'StatusCode', 'TranID', 'id', 'paymentMode']);
    expect(body.data[0]).toMatchObject({ PaybleTotal: 180, CurrentStatus: 'Pending', StatusCode: 1, ItemCount: 3, paymentMode: 'Cash on Delivery', PaymentStatus: 'Cash on delivery', PaymentStatusCode: 'cod' });
    expect(Number.isNaN(Date.parse(body.data[0].InvoiceDate))).toBe(false);
  });

  it('answers an empty list for a member without orders', async () => {
    const s = await newShopper(app);
    expect((await list(s)).body).toEqual({ response: true, msg: 'You have not placed any orders yet.', data: [] });
  });

  it('shows the detail as Table, Table1 and Table2, with the same amounts as the cart showed', async () => {
    const s = await newShopper(app);
    const ghee = await productWith(app, { price: 450, mrp: 500 });
    const salt = await productWith(app, { price: 25 });
    await addToCart(app, s, ghee.id, 2);
    await addToCart(app, s, salt.id, 1);
    await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: 'FLAT50' } });
    const cart = (await call(app, 'GET', '/api/cartdetails', { token: s.token })).body;
    const { kid } = await addAddress(app, s, { AddressTitle: 'Work', AddressLine1: '3 Brigade Road' });
    const quote = await placeOrder(app, s, 3, kid);
    const saved = await saveOrder(app, s, quote.body);
    const { status, body } = await detail(s, saved.body.data);
    expect(status).toBe(200);
    const d = body.data;
    expect(d.Table).toHaveLength(3);
    expect(d.Table[2].Status).toBe(1);
    expect(d.Table[2].StatusName).toBe('Pending');
    expect(d.Table[0]).toMatchObject({ OrderID: saved.body.data, TranID: saved.body.TranID });
    expect(d.Table[1]).toMatchObject({ ShippingOptionID: 3, ShippingOption: 'Express Delivery', CustomerName: 'Ravi Kumar' });
    expect(d.Table1).toHaveLength(1);
    expect(d.Table1[0]).toMatchObject({ paymentMode: 'Cash on Delivery', TotalAmount: cart.TotalAmount, Discount: cart.Discount, ItemsTotal: cart.ItemsTotal, CouponCode: 'FLAT50', CouponDiscount: cart.CouponDiscount, DeliveryCharge: 99, PaybleTotal: cart.PaybleAmount + 99 });
    expect(d.Table1[0]).toMatchObject({ TotalAmount: 1025, Discount: 100, ItemsTotal: 925, CouponDiscount: 50, PaybleTotal: 974 });
    expect(d.Table1[0].InvoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);
    expect(Object.keys(d.Table2[0]).sort()).toEqual(['Discount', 'HindiName', 'MRP', 'Name', 'Pack_Size', 'Pimg', 'ProductQuantity', 'Sno', 'Substitute', 'SubstitutedFor', 'SubstitutedForHindiName', 'TotalAmount', 'UnitPrice', 'pid']);
    expect(d.Table2).toEqual([
      expect.objectContaining({ Sno: 1, pid: ghee.id, Name: ghee.name, Pack_Size: ghee.packSize, Pimg: ghee.image, UnitPrice: 450, MRP: 500, ProductQuantity: 2, Discount: 100, TotalAmount: 900 }),
      expect.objectContaining({ Sno: 2, pid: salt.id, UnitPrice: 25, ProductQuantity: 1, Discount: 0, TotalAmount: 25 }),
    ]);
    expect(d.Table2.map((l: { TotalAmount: number }) => l.TotalAmount)).toEqual(cart.data.map((l: { TAmount: number }) => l.TAmount));
    expect(d.Address).toMatchObject({ title: 'Work', line1: '3 Brigade Road', pinCode: '560001' });
    expect(d.History).toEqual([expect.objectContaining({ Status: 1, StatusName: 'Pending', Note: 'Order placed' })]);
    expect(d.CanCancel).toBe(true);
    expect(d.Table1[0]).toMatchObject({ PaymentStatus: 'Cash on delivery', PaymentStatusCode: 'cod', UpiRef: null, PaidAt: null });
    expect(d.UpiPayment).toBeNull();
  });

  it("answers 404 for another member's order and for an order that does not exist", async () => {
    const owner = await newShopper(app);
    const other = await newShopper(app);
    const p = await productWith(app);
    const id = await buy(app, owner, [{ id: p.id, qty: 1 }]);
    await refused(() => detail(other, id), 404, 'No such order.');
    await refused(() => detail(owner, 999_999), 404, 'No such order.');
    expect((await list(other)).body.data).toEqual([]);
  });

  it('refuses an id that is not a number', async () => {
    const s = await newShopper(app);
    await refused(() => detail(s, 'abc'), 400, 'id must be a number.');
    await refused(() => detail(s, 0), 400, 'id must be a positive number.');
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/myorderlist')).status).toBe(401);
    expect((await call(app, 'GET', '/api/myorderdetails?id=1')).status).toBe(401);
    expect((await call(app, 'POST', '/api/order/cancel', { body: { id: 1 } })).status).toBe(401);
  });
});

describe("an order's words in Hindi", () => {
  const hindi = { 'accept-language': 'hi' };

  it('answers the status, payment and the shop\'s history notes in Hindi when asked, and keeps the codes and typed notes', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 10 });
    const id = await buy(app, s, [{ id: p.id, qty: 1 }]);
    const listed = (await call(app, 'GET', '/api/myorderlist', { token: s.token, headers: hindi })).body.data[0];
    expect(listed).toMatchObject({ CurrentStatus: 'लंबित', StatusCode: 1, paymentMode: 'कैश ऑन डिलीवरी', PaymentStatus: 'कैश ऑन डिलीवरी', PaymentStatusCode: 'cod' });
    const cancelled = await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id, reason: 'गलती से मँगाया' }, headers: hindi });
    expect(cancelled.body.msg).toBe('आपका ऑर्डर रद्द कर दिया गया है।');
    expect(cancelled.body.data.Table[2]).toMatchObject({ Status: 4, StatusName: 'रद्द' });
    expect(cancelled.body.data.History).toEqual([
      expect.objectContaining({ Status: 1, StatusName: 'लंबित', Note: 'ऑर्डर हो गया' }),
      expect.objectContaining({ Status: 4, StatusName: 'रद्द', Note: 'ग्राहक ने रद्द किया: गलती से मँगाया' }),
    ]);
    const d = (await call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token, headers: hindi })).body.data;
    expect(d.Table1[0]).toMatchObject({ paymentMode: 'कैश ऑन डिलीवरी', PaymentStatus: 'कैश ऑन डिलीवरी', PaymentStatusCode: 'cod' });
    expect(d.History.map((h: { Note: string }) => h.Note)).toEqual(['ऑर्डर हो गया', 'ग्राहक ने रद्द किया: गलती से मँगाया']);
    // English stays the contract's words, stored notes are unchanged, and a note someone typed is shown as written.
    await app.db.insert(orderStatusHistory).values({ orderId: id, status: 4, note: 'Refund sent by cheque', changedBy: null });
    const english = (await detail(s, id)).body.data;
    expect(english.Table[2].StatusName).toBe('Cancelled');
    expect(english.History.map((h: { Note: string }) => h.Note)).toEqual(['Order placed', 'Cancelled by the customer: गलती से मँगाया', 'Refund sent by cheque']);
    const again = (await call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token, headers: hindi })).body.data;
    expect(again.History.at(-1)).toMatchObject({ StatusName: 'रद्द', Note: 'Refund sent by cheque' });
  });

  it.each([
    [2, 'भेज दिया गया'],
    [3, 'डिलीवर हो गया'],
  ])('names status %i in Hindi in the list and the detail', async (status, word) => {
    const s = await newShopper(app);
    const id = await buy(app, s, [{ id: (await productWith(app)).id, qty: 1 }]);
    await app.db.update(orders).set({ status }).where(eq(orders.id, id));
    expect((await call(app, 'GET', '/api/myorderlist', { token: s.token, headers: hindi })).body.data[0].CurrentStatus).toBe(word);
    expect((await call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token, headers: hindi })).body.data.Table[2].StatusName).toBe(word);
  });
});

describe('cancelling an order', () => {
  it('cancels a Pending order: status 4, a history row, the stock put back and a mail', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 10 });
    const id = await buy(app, s, [{ id: p.id, qty: 3 }]);
    expect(await stockOf(app, p.id)).toBe(7);
    const res = await cancel(s, { id, reason: 'Ordered by mistake' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Your order has been cancelled.');
    expect(res.body.data.Table[2]).toMatchObject({ Status: 4, StatusName: 'Cancelled' });
    expect(res.body.data.CanCancel).toBe(false);
    expect(await stockOf(app, p.id)).toBe(10);
    const history = await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.map((h) => [h.status, h.note, h.changedBy])).toEqual([
      [1, 'Order placed', s.id],
      [4, 'Cancelled by the customer: Ordered by mistake', s.id],
    ]);
    expect((await list(s)).body.data[0].CurrentStatus).toBe('Cancelled');
    const [order] = await app.db.select({ tranId: orders.tranId }).from(orders).where(eq(orders.id, id));
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Your order ${order.tranId} was cancelled`);
    expect(mail.text).toContain('As you asked, your order has been cancelled.');
  });

  it('refuses to cancel an order twice or once it has shipped, and changes nothing', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 10 });
    const id = await buy(app, s, [{ id: p.id, qty: 2 }]);
    await cancel(s, { id });
    await refused(() => cancel(s, { id }), 409, 'This order is Cancelled and can no longer be cancelled.');
    expect(await stockOf(app, p.id)).toBe(10);
    const shipped = await buy(app, s, [{ id: p.id, qty: 2 }]);
    await app.db.update(orders).set({ status: 2 }).where(eq(orders.id, shipped));
    await refused(() => cancel(s, { id: shipped }), 409, 'This order is Shipped and can no longer be cancelled. Please contact us for help.');
    expect(await stockOf(app, p.id)).toBe(8);
    // In Hindi the status inside the sentence is Hindi too.
    expect((await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id: shipped }, headers: { 'accept-language': 'hi' } })).body.msg).toBe(
      'यह ऑर्डर भेज दिया गया है और अब रद्द नहीं किया जा सकता। मदद के लिए कृपया हमसे संपर्क करें।',
    );
    expect((await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id }, headers: { 'accept-language': 'hi' } })).body.msg).toBe('यह ऑर्डर पहले ही रद्द हो चुका है।');
  });

  it("refuses to cancel another member's order, with nothing changed", async () => {
    const owner = await newShopper(app);
    const other = await newShopper(app);
    const p = await productWith(app, { stock: 10 });
    const id = await buy(app, owner, [{ id: p.id, qty: 1 }]);
    await refused(() => cancel(other, { id }), 404, 'No such order.');
    expect((await detail(owner, id)).body.data.Table[2].Status).toBe(1);
  });

  it.each([
    [{}, 'id is required.'],
    [{ id: 'abc' }, 'id must be a whole number.'],
    [{ id: 0 }, 'id must be at least 1.'],
    [{ id: 1, reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters.'],
  ])('refuses the body %j with a clear message', async (body, msg) => {
    const s = await newShopper(app);
    await refused(() => cancel(s, body), 400, msg);
  });
});
