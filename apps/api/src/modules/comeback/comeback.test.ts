// Buy again, reorder and back-in-stock requests (issue 17, parts 2 and 3), through the calls, with mails over real
// SMTP (a local sink) from the order mail outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { cartLines, company, orderMailOutbox, products, stockRequests } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { buy, newShopper, productWith, stockOf } from '../../test/shop.ts';
import { signIn } from '../../test/admin-support.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { sendDueOrderMails } from '../orders/mail-outbox.ts';
import { waitingCounts } from './notify-me.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl } });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const cartOf = async (memberId: number) =>
  Object.fromEntries((await app.db.select({ p: cartLines.productId, q: cartLines.qty }).from(cartLines).where(eq(cartLines.memberId, memberId))).map((l) => [l.p, l.q]));

describe('buy again', () => {
  it('lists what the member bought, still on sale, most often and lately bought first; nothing of others', async () => {
    const [a, b, c] = [await productWith(app), await productWith(app), await productWith(app)];
    const shopper = await newShopper(app);
    const other = await newShopper(app);
    expect((await call(app, 'GET', '/api/buyagain', { token: shopper.token })).body.data).toEqual([]);
    await buy(app, shopper, [{ id: a.id, qty: 1 }, { id: b.id, qty: 1 }]);
    await buy(app, shopper, [{ id: b.id, qty: 2 }]);
    await buy(app, other, [{ id: c.id, qty: 1 }]);
    const list = await call(app, 'GET', '/api/buyagain', { token: shopper.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { Id: number }) => p.Id)).toEqual([b.id, a.id]);
    expect(list.body.data[0]).toMatchObject({ Name: b.name, In_stock: true });
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, a.id));
    expect((await call(app, 'GET', '/api/buyagain', { token: shopper.token })).body.data.map((p: { Id: number }) => p.Id)).toEqual([b.id]);
    expect((await call(app, 'GET', '/api/buyagain')).status).toBe(401);
  });
});

describe('reorder', () => {
  it("puts an old order's lines back in the cart within each product's rules, and says what was skipped and why", async () => {
    const [plain, limited, gone, soldOut] = [await productWith(app), await productWith(app, { maxQty: 5 }), await productWith(app), await productWith(app)];
    const shopper = await newShopper(app);
    const order = await buy(app, shopper, [
      { id: plain.id, qty: 2 },
      { id: limited.id, qty: 5 },
      { id: gone.id, qty: 1 },
      { id: soldOut.id, qty: 1 },
    ]);
    await app.db.update(products).set({ maxQty: 3 }).where(eq(products.id, limited.id));
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    const res = await call(app, 'POST', '/api/reorder', { token: shopper.token, body: { id: order } });
    expect(res.status).toBe(200);
    expect(res.body.data.Added).toEqual([
      { Id: plain.id, Name: plain.name, HindiName: plain.hindiName, Qty: 2, Note: null },
      { Id: limited.id, Name: limited.name, HindiName: limited.hindiName, Qty: 3, Note: 'Only 3 can be added now (you ordered 5).' },
    ]);
    expect(res.body.data.Skipped).toEqual([
      { Id: gone.id, Name: gone.name, HindiName: gone.hindiName, Reason: 'This product is no longer available.' },
      { Id: soldOut.id, Name: soldOut.name, HindiName: soldOut.hindiName, Reason: 'This product is out of stock and cannot be updated.' },
    ]);
    expect(res.body.msg).toBe('2 of 4 products added to your cart; 2 could not be.');
    expect(res.body.totalCartQuantity).toBe(5);
    expect(await cartOf(shopper.id)).toEqual({ [plain.id]: 2, [limited.id]: 3 });
  });

  it('answers in Hindi when asked: each line with its Hindi name, notes and reasons in Hindi', async () => {
    const [limited, gone] = [await productWith(app, { maxQty: 5 }), await productWith(app)];
    await app.db.update(products).set({ hindiName: 'तूर दाल' }).where(eq(products.id, limited.id));
    const shopper = await newShopper(app);
    const order = await buy(app, shopper, [{ id: limited.id, qty: 5 }, { id: gone.id, qty: 1 }]);
    await app.db.update(products).set({ maxQty: 3 }).where(eq(products.id, limited.id));
    await app.db.update(products).set({ isActive: false, hindiName: null }).where(eq(products.id, gone.id));
    const res = await call(app, 'POST', '/api/reorder', { token: shopper.token, body: { id: order }, headers: { 'accept-language': 'hi' } });
    expect(res.status).toBe(200);
    expect(res.body.data.Added).toEqual([{ Id: limited.id, Name: limited.name, HindiName: 'तूर दाल', Qty: 3, Note: 'अभी केवल 3 जोड़े जा सकते हैं (आपने 5 मँगाए थे)।' }]);
    expect(res.body.data.Skipped).toEqual([{ Id: gone.id, Name: gone.name, HindiName: null, Reason: 'यह उत्पाद अब उपलब्ध नहीं है।' }]);
  });

  it("refuses another member's order, an unknown one and a bad id, and writes nothing", async () => {
    const p = await productWith(app);
    const owner = await newShopper(app);
    const other = await newShopper(app);
    const order = await buy(app, owner, [{ id: p.id, qty: 1 }]);
    for (const [body, status, msg] of [
      [{ id: order }, 404, 'No such order.'],
      [{ id: 99_999_999 }, 404, 'No such order.'],
      [{ id: 'x' }, 400, 'id must be a whole number.'],
      [{}, 400, 'id is required.'],
    ] as const) {
      const res = await call(app, 'POST', '/api/reorder', { token: other.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toMatchObject({ response: false, msg });
    }
    expect(await cartOf(other.id)).toEqual({});
  });
});

describe('notify me', () => {
  it('mails each waiting member once when a back-office adjustment brings the stock back, and never fills a cart', async () => {
    const p = await productWith(app, { stock: 0 });
    const [ravi, sita] = [await newShopper(app, 'Ravi'), await newShopper(app, 'Sita')];
    for (const s of [ravi, sita, ravi]) {
      const res = await call(app, 'POST', '/api/notifyme', { token: s.token, body: { productID: p.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { Product: { Id: number } }) => r.Product.Id)).toEqual([p.id]);
    }
    expect((await waitingCounts(app.db, [p.id])).get(p.id)).toBe(2);
    const { admin } = await signIn(app);
    const restock = await call(app, 'POST', `/api/admin/products/${p.id}/stock`, { token: admin.token, body: { change: 20, reason: 'New delivery' } });
    expect(restock.status).toBe(200);
    const before = inbox.mails.length;
    await sendDueOrderMails(app);
    const mails = inbox.mails.slice(before).filter((m) => m.subject === `${p.name} is back in stock`);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([ravi.email, sita.email].sort());
    expect(mails[0].text).toContain(`/product/${p.id}`);
    // More stock, or the stock going and coming back again, mails nobody: the requests closed.
    await call(app, 'POST', `/api/admin/products/${p.id}/stock`, { token: admin.token, body: { change: 5, reason: 'More' } });
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    await app.db.update(products).set({ stock: 9 }).where(eq(products.id, p.id));
    await sendDueOrderMails(app);
    expect(inbox.mails.slice(before).filter((m) => m.subject === `${p.name} is back in stock`)).toHaveLength(2);
    expect((await call(app, 'GET', '/api/notifyme', { token: ravi.token })).body.data).toEqual([]);
    expect(await cartOf(ravi.id)).toEqual({});
    expect((await waitingCounts(app.db, [p.id])).get(p.id)).toBeUndefined();
  });

  it('mails when a cancelled order returns the last items', async () => {
    const p = await productWith(app, { stock: 2, maxQty: 5 });
    const buyer = await newShopper(app);
    const waiting = await newShopper(app, 'Meena');
    const order = await buy(app, buyer, [{ id: p.id, qty: 2 }]);
    expect(await stockOf(app, p.id)).toBe(0);
    expect((await call(app, 'POST', '/api/notifyme', { token: waiting.token, body: { productID: p.id } })).status).toBe(200);
    const cancelled = await call(app, 'POST', '/api/order/cancel', { token: buyer.token, body: { id: order, reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    const queued = await app.db.select().from(orderMailOutbox).where(eq(orderMailOutbox.kind, 'backInStock'));
    const [request] = await app.db.select().from(stockRequests).where(eq(stockRequests.memberId, waiting.id));
    expect(request.closedAt).not.toBeNull();
    expect(queued.filter((q) => q.stockRequestId === request.id)).toHaveLength(1);
    const before = inbox.mails.length;
    await sendDueOrderMails(app);
    expect(inbox.mails.slice(before).filter((m) => m.to[0] === waiting.email && m.subject === `${p.name} is back in stock`)).toHaveLength(1);
  });

  it('refuses a product in stock, an unknown one and bad input; withdrawing closes the request', async () => {
    const inStock = await productWith(app, { stock: 10 });
    const out = await productWith(app, { stock: 0 });
    const s = await newShopper(app);
    for (const [body, status, msg] of [
      [{ productID: inStock.id }, 409, `${inStock.name} is in stock: you can add it to your cart now.`],
      [{ productID: 99_999_999 }, 404, 'This product is no longer available.'],
      [{ productID: -1 }, 400, undefined],
      [{}, 400, 'productID is required.'],
    ] as const) {
      const res = await call(app, 'POST', '/api/notifyme', { token: s.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.response).toBe(false);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await app.db.select().from(stockRequests).where(eq(stockRequests.memberId, s.id))).toEqual([]);
    expect((await call(app, 'POST', '/api/notifyme', { token: s.token, body: { productID: out.id } })).status).toBe(200);
    const other = await newShopper(app);
    expect((await call(app, 'POST', '/api/notifyme/cancel', { token: other.token, body: { productID: out.id } })).status).toBe(404);
    const withdrawn = await call(app, 'POST', '/api/notifyme/cancel', { token: s.token, body: { productID: out.id } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toEqual([]);
    expect(await app.db.select().from(stockRequests).where(and(eq(stockRequests.memberId, s.id), isNull(stockRequests.closedAt)))).toEqual([]);
    expect((await call(app, 'GET', '/api/notifyme')).status).toBe(401);
  });
});

describe('low stock', () => {
  const details = (id: number) => call(app, 'GET', `/api/productdetails?Pid=${id}`);
  it('StockLeft is the stock at or below the low-stock level, true after each sale and change, even from a kept reply', async () => {
    const p = await productWith(app, { stock: 7, maxQty: 5 });
    expect((await details(p.id)).body.data.StockLeft).toBeNull();
    await app.db.update(products).set({ stock: 6 }).where(eq(products.id, p.id));
    expect((await details(p.id)).body.data.StockLeft).toBeNull();
    const shopper = await newShopper(app);
    await buy(app, shopper, [{ id: p.id, qty: 2 }]);
    expect((await details(p.id)).body.data.StockLeft).toBe(4);
    const list = await call(app, 'GET', `/api/product?catid=${p.categoryId}`);
    expect(list.body.data.find((x: { Id: number }) => x.Id === p.id)?.StockLeft).toBe(4);
    await buy(app, shopper, [{ id: p.id, qty: 1 }]);
    expect((await details(p.id)).body.data.StockLeft).toBe(3);
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    expect((await details(p.id)).body.data).toMatchObject({ In_stock: false, StockLeft: null });
    await app.db.update(company).set({ lowStockLevel: 20 });
    await app.db.update(products).set({ stock: 12 }).where(eq(products.id, p.id));
    expect((await details(p.id)).body.data.StockLeft).toBe(12);
    await app.db.update(company).set({ lowStockLevel: 5 });
    expect((await details(p.id)).body.data.StockLeft).toBeNull();
  });
});

describe('the back office', () => {
  it('shows per product how many members wait, and sets the low-stock level', async () => {
    const p = await productWith(app, { stock: 0 });
    for (const s of [await newShopper(app), await newShopper(app)]) await call(app, 'POST', '/api/notifyme', { token: s.token, body: { productID: p.id } });
    const { admin } = await signIn(app);
    const listed = await call(app, 'GET', `/api/admin/products?search=${encodeURIComponent(p.name)}&pageSize=50`, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.find((x: { id: number }) => x.id === p.id)?.waiting).toBe(2);
    const current = (await call(app, 'GET', '/api/admin/company', { token: admin.token })).body.data;
    expect(current.lowStockLevel).toBe(5);
    const saved = await call(app, 'PUT', '/api/admin/company', { token: admin.token, body: { ...current, lowStockLevel: 8 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.lowStockLevel).toBe(8);
    expect((await call(app, 'PUT', '/api/admin/company', { token: admin.token, body: { ...current, lowStockLevel: -1 } })).body.msg).toBe('Low-stock level must be at least 0.');
    await call(app, 'PUT', '/api/admin/company', { token: admin.token, body: { ...current, lowStockLevel: 5 } });
  });
});
