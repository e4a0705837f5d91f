import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte } from 'drizzle-orm';
import { auditLog, orderMailOutbox, orderStatusHistory, orders, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { insertOrder, signIn } from '../../test/admin-support.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: { id: number; token: string };
let member: { id: number; token: string };
let rice: { id: number };
let dal: { id: number };

beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl, publicUrl: 'https://shop.example' } });
  ({ admin, member } = await signIn(app));
  [rice, dal] = await app.db.select({ id: products.id }).from(products).where(gte(products.stock, 50)).orderBy(asc(products.id)).limit(2);
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const mailsTo = (address: string) => inbox.mails.filter((m) => m.to.includes(address));

const stockOf = async (id: number) => (await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const move = (orderId: number, status: number, note?: string) => call(app, 'POST', `/api/admin/orders/${orderId}/status`, { token: admin.token, body: { status, note } });
const newOrder = (lines = [{ productId: rice.id, qty: 2 }]) => insertOrder(app, { memberId: member.id, lines });

/** Brings a fresh order to a status through allowed moves. */
async function orderIn(status: number) {
  const order = await newOrder();
  const path: Record<number, number[]> = { 1: [], 2: [2], 3: [2, 3], 4: [4] };
  for (const s of path[status]) expect((await move(order.id, s)).status).toBe(200);
  return order;
}

const names: Record<number, string> = { 1: 'Pending', 2: 'Shipped', 3: 'Delivered', 4: 'Cancelled' };
const allowed = new Set(['1>2', '1>4', '2>3', '2>4']);
const pairs = [1, 2, 3, 4].flatMap((from) => [1, 2, 3, 4].map((to) => [from, to] as const));

describe('order status changes', () => {
  it.each(pairs.filter(([f, t]) => allowed.has(`${f}>${t}`)))('moves an order from %i to %i', async (from, to) => {
    const order = await orderIn(from);
    const { status, body } = await move(order.id, to);
    expect(status).toBe(200);
    expect(body.data.status).toBe(to);
    expect(body.data.statusName).toBe(names[to]);
    expect(body.data.history.at(-1)).toMatchObject({ status: to, statusName: names[to], changedBy: 'Meera Owner' });
  });

  it.each(pairs.filter(([f, t]) => !allowed.has(`${f}>${t}`)))('refuses to move an order from %i to %i, with a clear message', async (from, to) => {
    const order = await orderIn(from);
    const { status, body } = await move(order.id, to);
    expect(status).toBe(409);
    expect(body.response).toBe(false);
    expect(body.msg).toContain(`Order ${order.tranId} is`);
    const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe(from);
  });

  it('explains why a final order cannot change and what a pending one may become', async () => {
    const delivered = await orderIn(3);
    expect((await move(delivered.id, 4)).body.msg).toBe(`Order ${delivered.tranId} is Delivered: its status can no longer change.`);
    const pending = await orderIn(1);
    expect((await move(pending.id, 3)).body.msg).toBe(`Order ${pending.tranId} is Pending: it can only become Shipped or Cancelled, not Delivered.`);
  });

  it('refuses an unknown status code and an unknown order', async () => {
    const order = await newOrder();
    expect((await move(order.id, 7)).status).toBe(400);
    expect((await move(424242, 2)).status).toBe(404);
  });

  it('puts the stock back when a pending or shipped order is cancelled', async () => {
    const before = { rice: await stockOf(rice.id), dal: await stockOf(dal.id) };
    const pending = await newOrder([
      { productId: rice.id, qty: 3 },
      { productId: dal.id, qty: 1 },
    ]);
    const shipped = await newOrder([{ productId: rice.id, qty: 2 }]);
    expect((await move(shipped.id, 2)).status).toBe(200);
    expect(await stockOf(rice.id)).toBe(before.rice - 5);
    expect((await move(pending.id, 4)).status).toBe(200);
    expect((await move(shipped.id, 4)).status).toBe(200);
    expect(await stockOf(rice.id)).toBe(before.rice);
    expect(await stockOf(dal.id)).toBe(before.dal);
  });

  it('restores the stock only once when two admins cancel the same order at the same moment', async () => {
    const before = await stockOf(rice.id);
    const order = await newOrder([{ productId: rice.id, qty: 4 }]);
    const results = await Promise.all([move(order.id, 4), move(order.id, 4)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(rice.id)).toBe(before);
  });

  it('keeps every change in the status history and the audit log', async () => {
    const order = await newOrder();
    await move(order.id, 2, 'Sent with BlueDart, AWB 1234');
    await move(order.id, 3);
    const history = await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => [h.status, h.changedBy])).toEqual([
      [1, null],
      [2, admin.id],
      [3, admin.id],
    ]);
    expect(history[1].note).toBe('Sent with BlueDart, AWB 1234');
    const audit = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id)))).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.actorId, a.action, a.detail.from, a.detail.to])).toEqual([
      [admin.id, 'status', 'Pending', 'Shipped'],
      [admin.id, 'status', 'Shipped', 'Delivered'],
    ]);
  });

  it('mails the customer at each change, through the order mail outbox and real SMTP', async () => {
    const order = await newOrder();
    const shipped = await move(order.id, 2, 'Arrives Thursday');
    expect(shipped.body.msg).toBe(`Order ${order.tranId} is now Shipped. The customer will be told by e-mail.`);
    await move(order.id, 3);
    const rows = await app.db.select().from(orderMailOutbox).where(eq(orderMailOutbox.orderId, order.id)).orderBy(asc(orderMailOutbox.id));
    expect(rows.map((r) => r.kind)).toEqual(['shipped', 'delivered']);
    await app.orderMails.runOnce();
    const mails = mailsTo('asha@annapurna.example').filter((m) => m.subject.includes(order.tranId));
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.tranId} is on its way`, `Your order ${order.tranId} was delivered`]);
    expect(mails[0].text).toContain('Arrives Thursday');
    expect(mails[0].text).toContain('https://shop.example/orders?activeTab=orders');
    expect(mails[1].text).not.toContain('Arrives Thursday');
    await app.orderMails.runOnce();
    expect(mailsTo('asha@annapurna.example').filter((m) => m.subject.includes(order.tranId))).toHaveLength(2);
  });

  it('still changes the status of an order whose customer has no e-mail any more, and says so', async () => {
    const order = await insertOrder(app, { memberId: null, email: null, lines: [{ productId: rice.id, qty: 1 }] });
    const { status, body } = await move(order.id, 4);
    expect(status).toBe(200);
    expect(body.msg).toBe(`Order ${order.tranId} is now Cancelled. There is no e-mail address to tell the customer.`);
  });
});

describe('order lists', () => {
  it('filters by status, by day and by TranID, and pages on the server', async () => {
    const old = await insertOrder(app, { memberId: member.id, lines: [{ productId: rice.id, qty: 1 }], createdAt: new Date('2024-03-10T10:00:00+05:30') });
    const byDay = await call(app, 'GET', '/api/admin/orders?from=2024-03-10&to=2024-03-10', { token: admin.token });
    expect(byDay.body.data.items.map((o: { id: number }) => o.id)).toEqual([old.id]);
    const bySearch = await call(app, 'GET', `/api/admin/orders?search=${old.tranId.toLowerCase()}`, { token: admin.token });
    expect(bySearch.body.data.items).toHaveLength(1);
    expect(bySearch.body.data.items[0]).toMatchObject({ tranId: old.tranId, statusName: 'Pending', itemCount: 1 });
    const pending = await call(app, 'GET', '/api/admin/orders?status=1&pageSize=2&page=1', { token: admin.token });
    expect(pending.body.data.items.length).toBeLessThanOrEqual(2);
    expect(pending.body.data.items.every((o: { status: number }) => o.status === 1)).toBe(true);
    expect(pending.body.data.total).toBeGreaterThan(2);
  });

  it('counts an order placed just after midnight in India on that Indian day', async () => {
    const order = await insertOrder(app, { memberId: member.id, lines: [{ productId: rice.id, qty: 1 }], createdAt: new Date('2024-05-02T00:10:00+05:30') });
    const may2 = await call(app, 'GET', '/api/admin/orders?from=2024-05-02&to=2024-05-02', { token: admin.token });
    expect(may2.body.data.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const may1 = await call(app, 'GET', '/api/admin/orders?from=2024-05-01&to=2024-05-01', { token: admin.token });
    expect(may1.body.data.items).toEqual([]);
  });

  it('refuses a date range that ends before it starts', async () => {
    const { status, body } = await call(app, 'GET', '/api/admin/orders?from=2024-05-02&to=2024-05-01', { token: admin.token });
    expect(status).toBe(400);
    expect(body.msg).toBe('The end date cannot be before the start date.');
  });

  it('shows an order with its lines, address, history and the moves it allows', async () => {
    const order = await newOrder();
    const { body } = await call(app, 'GET', `/api/admin/orders/${order.id}`, { token: admin.token });
    expect(body.data).toMatchObject({ tranId: order.tranId, status: 1, nextStatuses: [2, 4], address: { city: 'Bengaluru', pinCode: '560001' } });
    expect(body.data.lines[0]).toMatchObject({ productId: rice.id, qty: 2 });
    expect(body.data.history).toHaveLength(1);
  });
});
