import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { auditLog, cartLines, company, orderMailOutbox, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { seedDemoShop, seedReferenceData } from '../../db/seed/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { installWriteCounter, refusalCheck } from '../../test/write-counter.ts';
import { addAddress, addToCart, newShopper, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';
import { expireOverduePayments } from '../../workflows/index.ts';

/**
 * Paying by UPI (docs/product.md#paying-by-upi): checkout with pay=upi, the payment request (link and QR) in the
 * reply and on the order, the stock held until the payment is marked paid or the order expires, with mails.
 */
let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: { id: number; token: string };
let writes: () => Promise<number>;
const refused = refusalCheck(() => writes());

beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl, publicUrl: 'https://shop.example' } });
  ({ admin } = await signIn(app));
  writes = await installWriteCounter(app.db);
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const quoteFor = (s: Shopper, query: string) => call(app, 'GET', `/api/placeorder?${query}`, { token: s.token, from: `10.9.${s.id >> 8}.${s.id & 255}` });
const detail = (s: Shopper, id: number) => call(app, 'GET', `/api/myorderdetails?id=${id}`, { token: s.token });
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
/** Marks the order paid with the body given, the amount received being the order's total unless the body says otherwise. */
const markPaid = async (id: number, body: Record<string, unknown>) =>
  call(app, 'POST', `/api/admin/orders/${id}/paid`, { token: admin.token, body: { amount: ((await orderRow(id))?.payablePaise ?? 100) / 100, ...body } });
const adminOrder = (id: number) => call(app, 'GET', `/api/admin/orders/${id}`, { token: admin.token });
const makeOverdue = (ids: number[]) => app.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));
const linkParams = (link: string) => Object.fromEntries(new URL(link.replace('upi://pay', 'https://upi.example/pay')).searchParams);

/** A shopper with `qty` of a product at `price` in the cart and an address, who places the order paying by UPI. */
async function upiOrder(opts: { price?: number; qty?: number; stock?: number } = {}) {
  const s = await newShopper(app);
  const p = await productWith(app, { price: opts.price ?? 100, stock: opts.stock ?? 20 });
  await addToCart(app, s, p.id, opts.qty ?? 2);
  const { kid } = await addAddress(app, s);
  const quote = await quoteFor(s, `did=1&saddid=${kid}&pay=upi`);
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const saved = await saveOrder(app, s, quote.body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { s, p, kid, quote, saved, id: saved.body.data as number, tranId: saved.body.TranID as string };
}

describe('checkout with UPI', () => {
  it('saves the order awaiting payment and answers the payment request for the exact amount: link and QR code', async () => {
    // 9 x ₹33.33 + ₹40 delivery = ₹339.97: paise added up, never floats (in floats 9 * 33.33 + 40 is 339.96999999999997).
    const { s, p, quote, saved, id, tranId } = await upiOrder({ price: 33.33, qty: 9, stock: 10 });
    expect(quote.body.data).toMatchObject({ paymentMode: 'UPI', paybleAmount: 339.97 });
    expect(saved.body).toMatchObject({
      response: true,
      msg: 'Your order has been placed. Please pay by UPI to confirm it.',
      data: id,
      paybleAmount: 339.97,
      paymentMode: 'UPI',
      PaymentStatus: 'Awaiting payment',
      PaymentStatusCode: 'awaiting',
    });
    expect(saved.body.upiLink).toBe(`upi://pay?pa=annapurnaorganics@okaxis&pn=Annapurna%20Organics&am=339.97&cu=INR&tn=Order%20${tranId}&tr=${tranId}`);
    expect(saved.body.upiQr).toMatch(/^<svg /);
    const minutes = (Date.parse(saved.body.payBy) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // The stock is taken (held) and the cart emptied, as for any order.
    expect(await stockOf(app, p.id)).toBe(1);
    expect(await app.db.select().from(cartLines).where(eq(cartLines.memberId, s.id))).toEqual([]);
    expect(await orderRow(id)).toMatchObject({ paymentMode: 'UPI', paymentStatus: 'awaiting', upiPayee: 'annapurnaorganics@okaxis', upiRef: null, paidAt: null, status: 1, payablePaise: 33_997 });
  });

  it('shows the payment request on the order and its status in the list, and mails the link with the amount', async () => {
    const { s, id, tranId, saved } = await upiOrder({ price: 250, qty: 1 });
    const { body } = await detail(s, id);
    expect(body.data.Table1[0]).toMatchObject({ paymentMode: 'UPI', PaymentStatus: 'Awaiting payment', PaymentStatusCode: 'awaiting', UpiRef: null, PaidAt: null, PaybleTotal: 290 });
    expect(body.data.UpiPayment).toEqual({
      upiLink: saved.body.upiLink,
      upiQr: saved.body.upiQr,
      amount: 290,
      payeeUpiId: 'annapurnaorganics@okaxis',
      payeeName: 'Annapurna Organics',
      payBy: saved.body.payBy,
    });
    expect(linkParams(body.data.UpiPayment.upiLink)).toMatchObject({ am: '290.00', tr: tranId });
    const list = await call(app, 'GET', '/api/myorderlist', { token: s.token });
    expect(list.body.data[0]).toMatchObject({ id, paymentMode: 'UPI', PaymentStatus: 'Awaiting payment', PaymentStatusCode: 'awaiting' });
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject.includes(tranId));
    expect(mail.subject).toBe(`Your order ${tranId}: please pay ₹290.00 by UPI`);
    expect(mail.text).toContain(`Pay ₹290.00 by UPI: ${saved.body.upiLink}`);
    expect(mail.text).toContain('to the UPI id annapurnaorganics@okaxis (Annapurna Organics)');
    expect(mail.html).toContain(`href="upi://pay?pa=annapurnaorganics@okaxis&#38;pn=Annapurna%20Organics&#38;am=290.00`);
  });

  it('gives the same order and payment request back when the same quote is saved again', async () => {
    const { s, quote, saved } = await upiOrder();
    const again = await saveOrder(app, s, quote.body);
    expect(again.body).toMatchObject({ msg: 'This order was already placed.', data: saved.body.data, upiLink: saved.body.upiLink, upiQr: saved.body.upiQr, payBy: saved.body.payBy });
  });

  it('keeps cash on delivery the default: no pay, or pay=cod, gives an order without a payment request', async () => {
    const s = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, s, p.id, 1);
    expect((await quoteFor(s, 'did=2&pay=cod')).body.data.paymentMode).toBe('Cash on Delivery');
    const quote = await quoteFor(s, 'did=2');
    expect(quote.body.data.paymentMode).toBe('Cash on Delivery');
    const saved = await saveOrder(app, s, quote.body);
    expect(saved.body).toMatchObject({ msg: 'Your order has been placed successfully.', paymentMode: 'Cash on Delivery', PaymentStatus: 'Cash on delivery', PaymentStatusCode: 'cod', upiLink: null, upiQr: null, payBy: null });
    expect(await orderRow(saved.body.data)).toMatchObject({ paymentMode: 'Cash on Delivery', paymentStatus: 'cod', paymentDueAt: null, upiPayee: null });
  });

  it('refuses an unknown payment mode with a clear message and writes nothing', async () => {
    const s = await newShopper(app);
    for (const pay of ['card', 'UPI', '', '1']) {
      await refused(() => quoteFor(s, `did=2&pay=${pay}`), 400, 'pay must be cod (Cash on Delivery) or upi (UPI).');
    }
  });

  it('does not offer UPI when the shop has no UPI id: pay=upi is refused, at the review and at the save', async () => {
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 10 });
    await addToCart(app, s, p.id, 2);
    const quote = await quoteFor(s, 'did=2&pay=upi');
    expect(quote.status).toBe(200);
    await app.db.update(company).set({ upiId: '' });
    try {
      expect((await call(app, 'GET', '/api/companydetails')).body.data[0].UpiId).toBe('');
      await refused(() => quoteFor(s, 'did=2&pay=upi'), 409, 'UPI payment is not available at this shop right now. Please choose Cash on Delivery.');
      // A quote made while the shop had a UPI id is not saved once it has none: nothing is taken, the cart stays.
      await refused(() => saveOrder(app, s, quote.body), 409, 'UPI payment is not available at this shop right now. Please choose Cash on Delivery.');
      expect(await stockOf(app, p.id)).toBe(10);
      expect(await app.db.select().from(cartLines).where(eq(cartLines.memberId, s.id))).toHaveLength(1);
    } finally {
      await app.db.update(company).set({ upiId: 'annapurnaorganics@okaxis' });
    }
  });
});

describe('an unpaid UPI order expires', () => {
  it('holds the stock until its due time, then is cancelled with the stock back, its payment Expired and a mail', async () => {
    const { s, p, id, tranId } = await upiOrder({ qty: 3, stock: 10 });
    expect(await expireOverduePayments(app.db)).toEqual([]);
    expect(await stockOf(app, p.id)).toBe(7);

    await makeOverdue([id]);
    expect(await app.paymentExpiry.runOnce()).toEqual([id]);
    expect(await stockOf(app, p.id)).toBe(10);
    expect(await orderRow(id)).toMatchObject({ status: 4, paymentStatus: 'expired' });
    const history = await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => [h.status, h.changedBy, h.note])).toEqual([
      [1, s.id, 'Order placed'],
      [4, null, 'Cancelled by the shop: the UPI payment did not arrive in time'],
    ]);
    const { body } = await detail(s, id);
    expect(body.data).toMatchObject({ CanCancel: false, UpiPayment: null });
    expect(body.data.Table[2]).toMatchObject({ Status: 4, StatusName: 'Cancelled' });
    expect(body.data.Table1[0]).toMatchObject({ PaymentStatus: 'Not paid', PaymentStatusCode: 'expired' });
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Your order ${tranId} was cancelled: no UPI payment arrived`);
    expect(mail.text).toContain('so we have cancelled it and put its items back on the shelf');
    expect(mail.text).toContain('Payment: UPI, not paid');
    // Nothing more happens at the next sweep.
    expect(await expireOverduePayments(app.db)).toEqual([]);
    expect(await stockOf(app, p.id)).toBe(10);
  });

  it('is cancelled once when two sweeps (two processes) run at the same moment: stock back once, one history row, one mail', async () => {
    const placed = [await upiOrder({ qty: 2, stock: 10 }), await upiOrder({ qty: 1, stock: 10 }), await upiOrder({ qty: 4, stock: 10 })];
    await makeOverdue(placed.map((o) => o.id));
    // On PostgreSQL the second sweep is a second process's (its own pool); on the embedded database, the same one.
    const other = app.config.databaseUrl ? await buildApp(app.config) : undefined;
    try {
      const [a, b] = await Promise.all([expireOverduePayments(app.db), expireOverduePayments((other ?? app).db)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(placed.map((o) => o.id).sort((x, y) => x - y));
    } finally {
      await other?.close();
    }
    for (const o of placed) {
      expect(await stockOf(app, o.p.id)).toBe(10);
      const cancelled = await app.db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, o.id), eq(orderStatusHistory.status, 4)));
      expect(cancelled).toHaveLength(1);
      expect(await app.db.select().from(orderMailOutbox).where(and(eq(orderMailOutbox.orderId, o.id), eq(orderMailOutbox.kind, 'paymentExpired')))).toHaveLength(1);
    }
  });

  it('is not swept while paid, cancelled by the shopper, or paid by cash on delivery', async () => {
    const paid = await upiOrder();
    expect((await markPaid(paid.id, { utr: '500000000001' })).status).toBe(200);
    const cancelled = await upiOrder({ qty: 2, stock: 10 });
    const res = await call(app, 'POST', '/api/order/cancel', { token: cancelled.s.token, body: { id: cancelled.id } });
    expect(res.body.data.Table1[0]).toMatchObject({ PaymentStatus: 'Not paid' });
    expect(res.body.data.UpiPayment).toBeNull();
    expect(await stockOf(app, cancelled.p.id)).toBe(10);
    await makeOverdue([paid.id, cancelled.id]);
    expect(await expireOverduePayments(app.db)).toEqual([]);
    expect(await orderRow(paid.id)).toMatchObject({ status: 1, paymentStatus: 'paid' });
    expect(await stockOf(app, cancelled.p.id)).toBe(10);
  });

  it('is cancelled by the next process when it fell due while none ran (a restart)', async () => {
    // An embedded database on disk, so a second process (app) opens what the first left.
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-upi-'));
    try {
      const config = testConfig({ dataDir, databaseUrl: undefined, smtpUrl: inbox.smtpUrl, upiPaymentMinutes: 1 });
      const first = await buildApp(config);
      await seedReferenceData(first.db);
      await seedDemoShop(first.db);
      let id: number;
      let productId: number;
      try {
        const s = await newShopper(first);
        const p = await productWith(first, { stock: 10 });
        productId = p.id;
        await addToCart(first, s, p.id, 3);
        const saved = await saveOrder(first, s, (await call(first, 'GET', '/api/placeorder?did=2&pay=upi', { token: s.token })).body);
        id = saved.body.data;
        const due = (Date.parse(saved.body.payBy) - Date.now()) / 1000;
        expect(due).toBeGreaterThan(50);
        expect(due).toBeLessThanOrEqual(60);
      } finally {
        await first.close();
      }
      const second = await buildApp(config);
      try {
        await second.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, id));
        await second.ready();
        // The start's own sweep finds it (runOnce waits for the one under way).
        await second.paymentExpiry.runOnce();
        const [row] = await second.db.select().from(orders).where(eq(orders.id, id));
        expect(row).toMatchObject({ status: 4, paymentStatus: 'expired' });
        expect(await stockOf(second, productId)).toBe(10);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the back office marks a UPI order paid', () => {
  it('records the 12-digit UTR, audits it, mails the customer, and the order shows Paid', async () => {
    const { s, p, id, tranId } = await upiOrder({ qty: 2, stock: 10 });
    const before = await adminOrder(id);
    expect(before.body.data).toMatchObject({ paymentMode: 'UPI', paymentStatus: 'awaiting', paymentStatusName: 'Awaiting payment', upiRef: null, paidAt: null, nextStatuses: [4] });
    expect(Date.parse(before.body.data.paymentDueAt)).toBeGreaterThan(Date.now());

    const res = await markPaid(id, { utr: ' 4123 4567 8901 ' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(`Order ${tranId} is marked paid (UTR 412345678901). The customer will be told by e-mail.`);
    expect(res.body.data).toMatchObject({ paymentStatus: 'paid', paymentStatusName: 'Paid', upiRef: '412345678901', paymentDueAt: null, status: 1, nextStatuses: [2, 4] });
    expect(Date.now() - Date.parse(res.body.data.paidAt)).toBeLessThan(60_000);
    expect(await stockOf(app, p.id)).toBe(8);
    // The order's history says it was paid, by whom, with the amount and the UTR.
    expect(res.body.data.history.at(-1)).toMatchObject({ status: 1, note: 'Paid by UPI: ₹240.00, UTR 412345678901' });

    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'paid')));
    expect(audit).toMatchObject({ actorId: admin.id, detail: { tranId, utr: '412345678901', amount: 240 } });
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Payment received for your order ${tranId}`);
    expect(mail.text).toContain('your UPI payment of ₹240.00 (UTR 412345678901) has arrived');

    const mine = await detail(s, id);
    expect(mine.body.data.Table1[0]).toMatchObject({ PaymentStatus: 'Paid', PaymentStatusCode: 'paid', UpiRef: '412345678901' });
    expect(mine.body.data.UpiPayment).toBeNull();
    const list = await call(app, 'GET', '/api/admin/orders?payment=paid&pageSize=100', { token: admin.token });
    expect(list.body.data.items.map((o: { id: number }) => o.id)).toContain(id);
    expect(list.body.data.items.every((o: { paymentStatusName: string }) => o.paymentStatusName === 'Paid')).toBe(true);
    // Paid, it ships.
    expect((await call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status: 2 } })).status).toBe(200);
  });

  it.each([
    [{}, 'UPI reference (UTR) is required.'],
    [{ utr: '' }, 'UPI reference (UTR) is required.'],
    [{ utr: 412345678901 }, 'UPI reference (UTR) must be text, such as "412345678901".'],
    [{ utr: '41234567890' }, 'UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.'],
    [{ utr: '4123456789012' }, 'UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.'],
    [{ utr: '41234567890A' }, 'UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.'],
    [{ utr: '4123-4567-8901' }, 'UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.'],
    [{ utr: '４１２３４５６７８９０１' }, 'UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.'],
  ])('refuses the body %j with a clear message and writes nothing', async (body, msg) => {
    const { id } = await upiOrder();
    await refused(() => markPaid(id, body), 400, msg);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'awaiting', upiRef: null });
  });

  it('refuses a UTR already recorded for another order, a second payment, and an order that is not awaiting one', async () => {
    const first = await upiOrder();
    const second = await upiOrder();
    expect((await markPaid(first.id, { utr: '600000000001' })).status).toBe(200);
    await refused(() => markPaid(second.id, { utr: '600000000001' }), 409, `UTR 600000000001 is already recorded for order ${first.tranId}: one UPI payment pays one order. Please check the reference.`);
    await refused(() => markPaid(first.id, { utr: '600000000002' }), 409, `Order ${first.tranId} is already marked paid (UTR 600000000001).`);

    const expired = await upiOrder();
    await makeOverdue([expired.id]);
    await expireOverduePayments(app.db);
    await refused(
      () => markPaid(expired.id, { utr: '600000000003' }),
      409,
      `Order ${expired.tranId} no longer awaits a payment: it was cancelled and its stock returned, so it cannot be marked paid. If the customer paid anyway, refund UTR 600000000003 to them, or ask them to order again.`,
    );

    const s = await newShopper(app);
    const p = await productWith(app);
    await addToCart(app, s, p.id, 1);
    const cod = await saveOrder(app, s, (await quoteFor(s, 'did=2')).body);
    await refused(() => markPaid(cod.body.data, { utr: '600000000004' }), 409, `Order ${cod.body.TranID} is paid by cash on delivery: there is no UPI payment to record.`);
    await refused(() => markPaid(424_242, { utr: '600000000005' }), 404, 'No such order.');
  });

  it('gives one UTR to one order when two admins record it on two orders at the same moment', async () => {
    const a = await upiOrder();
    const b = await upiOrder();
    const results = await Promise.all([markPaid(a.id, { utr: '700000000001' }), markPaid(b.id, { utr: '700000000001' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.msg).toMatch(/^UTR 700000000001 is already recorded for order TR/);
    const rows = await app.db.select().from(orders).where(eq(orders.upiRef, '700000000001'));
    expect(rows).toHaveLength(1);
  });

  it('settles a payment and the expiry racing for the same order one way only', async () => {
    const { p, id } = await upiOrder({ qty: 2, stock: 10 });
    await makeOverdue([id]);
    const [paid, swept] = await Promise.all([markPaid(id, { utr: '800000000001' }), expireOverduePayments(app.db)]);
    const row = await orderRow(id);
    if (paid.status === 200) {
      expect(swept).toEqual([]);
      expect(row).toMatchObject({ status: 1, paymentStatus: 'paid', upiRef: '800000000001' });
      expect(await stockOf(app, p.id)).toBe(8);
    } else {
      expect(paid.status).toBe(409);
      expect(swept).toEqual([id]);
      expect(row).toMatchObject({ status: 4, paymentStatus: 'expired', upiRef: null });
      expect(await stockOf(app, p.id)).toBe(10);
    }
  });

  it('does not ship a UPI order before it is paid', async () => {
    const { id, tranId } = await upiOrder();
    await refused(
      () => call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status: 2 } }),
      409,
      `Order ${tranId} is awaiting its UPI payment: mark it paid with the UPI reference (UTR) before shipping it.`,
    );
    // It can be cancelled: the stock comes back and the payment request is closed.
    const cancelled = await call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status: 4 } });
    expect(cancelled.body.data).toMatchObject({ status: 4, paymentStatus: 'expired', paymentDueAt: null });
  });
});

describe('a paid UPI order that is cancelled owes its payment back (decision 250)', () => {
  it('refuses an amount received that is not the order total, naming both, and writes nothing', async () => {
    const { id, tranId } = await upiOrder({ price: 120, qty: 2 });
    await refused(
      () => markPaid(id, { utr: '910000000001', amount: 200 }),
      400,
      "Amount received (₹200.00) must be the order's total, ₹280.00: check the payment in the bank statement, and return a payment of a different amount to the customer.",
    );
    await refused(() => markPaid(id, { utr: '910000000001', amount: 'lots' }), 400, 'Amount received must be a number.');
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'awaiting', upiRef: null, paidPaise: null });
    const paid = await markPaid(id, { utr: '910000000001', amount: 280 });
    expect(paid.body.data).toMatchObject({ paymentStatus: 'paid', paidAmount: 280 });
    expect(tranId).toMatch(/^TR/);
  });

  it('cancelled by the shopper: RefundDue at once in the reply and the list, the mail says how much and by when, then Refunded', async () => {
    const { s, id, tranId } = await upiOrder({ price: 150, qty: 2 });
    expect((await markPaid(id, { utr: '910000000002' })).status).toBe(200);
    const res = await call(app, 'POST', '/api/order/cancel', { token: s.token, body: { id } });
    expect(res.status).toBe(200);
    expect(res.body.data.Table1[0]).toMatchObject({ PaymentStatus: 'Paid', RefundDue: 340, RefundRef: null, RefundDate: null });
    const list = await call(app, 'GET', '/api/myorderlist', { token: s.token });
    expect(list.body.data.find((o: { id: number }) => o.id === id)).toMatchObject({ StatusCode: 4, RefundDue: 340, RefundRef: null });
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Your order ${tranId} was cancelled`);
    expect(mail.text).toContain('we will refund ₹340.00 to you by UPI within 5–7 working days');

    const refunded = await call(app, 'POST', `/api/admin/orders/${id}/refund`, { token: admin.token, body: { ref: 'UPIRFND0001', amount: 340 } });
    expect(refunded.status).toBe(200);
    const after = (await detail(s, id)).body.data.Table1[0];
    expect(after).toMatchObject({ RefundDue: 340, RefundRef: 'UPIRFND0001' });
    expect(Date.now() - Date.parse(after.RefundDate)).toBeLessThan(60_000);
  });

  it('cancelled by the shop after a short pick owes the rest; an unpaid cancelled order owes nothing and reads Not paid', async () => {
    const { s, id, tranId } = await upiOrder({ price: 100, qty: 3 });
    expect((await markPaid(id, { utr: '910000000003' })).status).toBe(200);
    const cancelled = await call(app, 'POST', `/api/admin/orders/${id}/status`, { token: admin.token, body: { status: 4 } });
    expect(cancelled.body.data).toMatchObject({ refundDue: 340, refundRef: null });
    const mail = await inbox.waitFor((m) => m.to.includes(s.email) && m.subject === `Your order ${tranId} was cancelled` && m.text.includes('cancelled by the shop'));
    expect(mail.text).toContain('we will refund ₹340.00 to you by UPI within 5–7 working days');

    const unpaid = await upiOrder();
    const res = await call(app, 'POST', '/api/order/cancel', { token: unpaid.s.token, body: { id: unpaid.id } });
    expect(res.body.data.Table1[0]).toMatchObject({ PaymentStatus: 'Not paid', PaymentStatusCode: 'expired', RefundDue: 0, RefundRef: null });
  });
});

describe("the shop's UPI id", () => {
  const details = async () => (await call(app, 'GET', '/api/admin/company', { token: admin.token })).body.data;

  it('is part of the company details, validated, audited, and left as it is when not given', async () => {
    const current = await details();
    expect(current.upiId).toBe('annapurnaorganics@okaxis');
    const saved = await call(app, 'PUT', '/api/admin/company', { token: admin.token, body: { ...current, upiId: ' annapurna.store-1_x@ybl ' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.upiId).toBe('annapurna.store-1_x@ybl');
    expect((await call(app, 'GET', '/api/companydetails')).body.data[0].UpiId).toBe('annapurna.store-1_x@ybl');
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'company')).orderBy(asc(auditLog.id));
    expect(audit.detail).toEqual({ changes: { upiId: ['annapurnaorganics@okaxis', 'annapurna.store-1_x@ybl'] } });
    const { upiId: _left, ...withoutUpi } = current;
    expect((await call(app, 'PUT', '/api/admin/company', { token: admin.token, body: { ...withoutUpi, phoneNumber: '+91 80 4567 8911' } })).body.data.upiId).toBe('annapurna.store-1_x@ybl');
    await call(app, 'PUT', '/api/admin/company', { token: admin.token, body: current });
    expect((await details()).upiId).toBe('annapurnaorganics@okaxis');
  });

  it.each(['annapurnaorganics', 'a@okaxis', 'shop@ok1', 'shop@o', 'sh op@okaxis', 'shop@@okaxis', 'shop@okaxis.com', '<shop>@okaxis', `${'x'.repeat(250)}@okaxis`])(
    'refuses the UPI id %j with a clear message and writes nothing',
    async (upiId) => {
      const current = await details();
      const msg =
        upiId.length > 256
          ? 'UPI id must be at most 256 characters.'
          : 'UPI id must look like yourshop@okaxis: letters, digits, dots, hyphens or underscores, then @ and the bank handle (letters only). Leave it empty to offer cash on delivery only.';
      await refused(() => call(app, 'PUT', '/api/admin/company', { token: admin.token, body: { ...current, upiId } }), 400, msg);
    },
  );
});
