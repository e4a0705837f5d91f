// The demo shop's past (issue 17, part 4): placed through the shop's own order path, back-dated, in every status,
// with stock, invoice numbers and mails consistent.
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { cartLines, members, orderLines, orderMailOutbox, orders, orderStatusHistory, products, reviews } from '../db/schema/index.ts';
import { call, createTestApp } from '../test/test-app.ts';
import { issueToken } from '../modules/session/index.ts';
import { OrderStatus } from '../modules/orders/index.ts';
import { sendDueOrderMails } from '../modules/orders/mail-outbox.ts';
import { seedDemoHistory } from './history.ts';
import { signIn } from '../test/admin-support.ts';

const app = await createTestApp();
afterAll(() => app.close());

describe('the demo history', () => {
  it('places weeks of orders from several shoppers in every status, keeping stock and invoices consistent', async () => {
    const before = new Map((await app.db.select({ id: products.id, stock: products.stock }).from(products)).map((p) => [p.id, p.stock]));
    const now = new Date();
    // The mail worker runs while the past is placed, as it does at a start: it must find nothing to send.
    const mailed: string[] = [];
    const send = app.mailer.send.bind(app.mailer);
    app.mailer.send = async (mail) => {
      mailed.push(mail.subject);
      return send(mail);
    };
    let placing = true;
    const worker = (async () => {
      while (placing) {
        await sendDueOrderMails(app);
        await new Promise((tick) => setTimeout(tick, 50));
      }
    })();
    const placed = await seedDemoHistory(app, { days: 60, now }).finally(() => (placing = false));
    await worker;
    expect(mailed).toEqual([]);
    expect(placed).toBeGreaterThan(40);
    const all = await app.db.select().from(orders).orderBy(asc(orders.id));
    expect(all).toHaveLength(placed);
    expect(new Set(all.map((o) => o.memberId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((o) => o.status))).toEqual(new Set([OrderStatus.Pending, OrderStatus.Shipped, OrderStatus.Delivered, OrderStatus.Cancelled]));
    const times = all.map((o) => o.createdAt.getTime());
    expect(Math.min(...times)).toBeLessThan(now.getTime() - 55 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Invoice numbers follow the order of placing, without a gap.
    const numbers = all.map((o) => Number(o.invoiceNumber.slice(-6)));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    // Every history row is at or after its order's placing, and none in the future.
    const history = await app.db.select({ at: orderStatusHistory.createdAt, placed: orders.createdAt }).from(orderStatusHistory).innerJoin(orders, eq(orders.id, orderStatusHistory.orderId));
    expect(history.every((h) => h.at >= h.placed && h.at.getTime() < now.getTime())).toBe(true);
    // Stock: what was there less what the orders not cancelled hold.
    const held = await app.db
      .select({ id: orderLines.productId, qty: sql<number>`sum(${orderLines.qty})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(ne(orders.status, OrderStatus.Cancelled))
      .groupBy(orderLines.productId);
    const heldBy = new Map(held.map((h) => [h.id, h.qty]));
    for (const p of await app.db.select({ id: products.id, stock: products.stock }).from(products)) expect(p.stock, `product ${p.id}`).toBe(before.get(p.id)! - (heldBy.get(p.id) ?? 0));
    // Nobody is mailed about the past, and no cart keeps anything of it.
    expect((await app.db.select().from(orderMailOutbox)).every((m) => m.status === 'sent')).toBe(true);
    expect(await app.db.select().from(cartLines)).toEqual([]);
    // Each order's invoice is drawn and kept as issued (decision 251): weeks of them take a while on a busy machine.
  }, 90_000);

  it('gives Asha things to buy again and the dashboard a chart', async () => {
    const [asha] = await app.db.select({ id: members.id }).from(members).where(eq(members.email, 'asha@annapurna.example'));
    const token = await issueToken(app.db, app.keys.session, asha.id, 1);
    const again = await call(app, 'GET', '/api/buyagain', { token });
    expect(again.body.data.length).toBeGreaterThan(3);
    const { admin } = await signIn(app);
    const dashboard = await call(app, 'GET', '/api/admin/dashboard', { token: admin.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.days.filter((d: { orders: number }) => d.orders > 0).length).toBeGreaterThan(20);
  });

  it('has its shoppers review some delivered lines, approved, and the products count them', async () => {
    const written = await app.db
      .select({ productId: reviews.productId, rating: reviews.rating, status: orders.status, buyer: orders.memberId, author: reviews.memberId })
      .from(reviews)
      .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId));
    expect(written.length).toBeGreaterThan(10);
    for (const r of written) expect([r.status, r.author]).toEqual([OrderStatus.Delivered, r.buyer]);
    const reviewed = await app.db.select({ id: products.id, n: products.reviewCount, sum: products.ratingSum }).from(products).where(sql`${products.reviewCount} > 0`);
    for (const p of reviewed) {
      const own = written.filter((r) => r.productId === p.id);
      expect([p.n, p.sum]).toEqual([own.length, own.reduce((t, r) => t + r.rating, 0)]);
    }
    const shown = (await call(app, 'GET', `/api/reviews?pid=${reviewed[0].id}`)).body.data;
    expect(shown).toHaveLength(reviewed[0].n);
  });
});
