import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { orders, securityLog } from '../../db/schema/index.ts';
import { call, createTestApp, demoPassword } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { addAddress, addToCart, newShopper, productWith, saveOrder } from '../../test/shop.ts';
import { SECURITY_LOG_DAYS } from './security-log.ts';

/**
 * Login, back-office and payment events (CERT-In's directions of April 2022, docs/operations.md): every such request
 * gets its access log line whatever ACCESS_LOG_SAMPLE says, and a row in the security log, kept 180 days.
 */
type Line = { msg: string; req?: { url: string; method: string }; res?: { statusCode: number }; auth?: string };
const lines: Line[] = [];
// Ordinary requests are not sampled at all here, so every access line seen is one that is always written.
const app = await createTestApp({ config: { logLevel: 'info', accessLogSample: 0 }, logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });
afterAll(() => app.close());
const people = await signIn(app);
const accessLines = () => lines.filter((l) => l.msg === 'request completed').map((l) => `${l.req?.method} ${l.req?.url} ${l.res?.statusCode}`);

/** The rows written since `after` (an id), once the writes under way have finished. */
async function rowsSince(after: number) {
  await app.securityLog.settled();
  return app.db.select().from(securityLog).where(gt(securityLog.id, after)).orderBy(asc(securityLog.id));
}
const lastId = async () => {
  await app.securityLog.settled();
  const [row] = await app.db.select({ id: sql<number>`coalesce(max(${securityLog.id}), 0)` }).from(securityLog);
  return Number(row.id);
};

describe('login, back-office and payment requests', () => {
  it('are always given their access line, while ordinary requests are sampled (here: none)', async () => {
    lines.length = 0;
    await call(app, 'GET', '/api/companydetails');
    await call(app, 'POST', '/api/login', { body: { UserName: 'asha@annapurna.example', Password: 'wrong-password', RememberMe: false }, from: '10.5.0.1' });
    await call(app, 'POST', '/api/login', { body: { UserName: 'asha@annapurna.example', Password: demoPassword(app, 'asha@annapurna.example'), RememberMe: false }, from: '10.5.0.1' });
    await call(app, 'GET', '/api/admin/dashboard', { token: people.admin.token });
    await call(app, 'GET', '/api/admin/orders/12345', { token: people.admin.token });
    await call(app, 'GET', '/api/cartdetails', { token: people.member.token });
    expect(accessLines()).toEqual(['POST /api/login 401', 'POST /api/login 200', 'GET /api/admin/dashboard 200', 'GET /api/admin/orders/12345 404']);
    expect(lines.filter((l) => l.auth).map((l) => l.auth)).toEqual(['login_failed', 'login']);
  });

  it('are kept as rows of the security log: who, from where, which call and its answer; no address, password or query', async () => {
    const start = await lastId();
    const email = 'asha@annapurna.example';
    await call(app, 'POST', '/api/login', { body: { UserName: email, Password: 'wrong-password', RememberMe: false }, from: '10.5.0.2', headers: { 'user-agent': 'Probe/1.0' } });
    await call(app, 'GET', `/api/loginwithotp?username=${email}`, { from: '10.5.0.2' });
    await call(app, 'PUT', '/api/admin/members/999999/status', { token: people.admin.token, body: { status: 2 }, from: '10.5.0.3' });
    await call(app, 'GET', '/api/product?pageSize=2', { from: '10.5.0.4' });
    const rows = await rowsSince(start);
    const view = rows.map((r) => ({ event: r.event, memberId: r.memberId, ip: r.ip, route: r.detail.route, status: r.detail.status }));
    // An event's row and its request's row are written side by side: on PostgreSQL either may come first.
    expect(view).toHaveLength(5);
    expect(view).toEqual(expect.arrayContaining([
      { event: 'login_failed', memberId: expect.any(Number), ip: null, route: undefined, status: undefined },
      { event: 'request', memberId: null, ip: '10.5.0.2', route: '/api/login', status: 401 },
      { event: 'code_sent', memberId: expect.any(Number), ip: null, route: undefined, status: undefined },
      { event: 'request', memberId: null, ip: '10.5.0.2', route: '/api/loginwithotp', status: 200 },
      { event: 'request', memberId: people.admin.id, ip: '10.5.0.3', route: '/api/admin/members/:id/status', status: expect.any(Number) },
    ]));
    expect(rows.find((r) => r.detail.route === '/api/login')).toMatchObject({ requestId: expect.any(String), detail: { method: 'POST', userAgent: 'Probe/1.0', ms: expect.any(Number) } });
    const text = JSON.stringify(rows);
    for (const secret of [email, 'wrong-password', 'username=']) expect(text).not.toContain(secret);
  });

  it('include placing and cancelling orders, and the UPI payments the shop sweeps as expired', async () => {
    const shopper = await newShopper(app);
    const product = await productWith(app, { price: 90, stock: 10 });
    await addToCart(app, shopper, product.id, 1);
    const { kid } = await addAddress(app, shopper);
    const quote = await call(app, 'GET', `/api/placeorder?did=1&saddid=${kid}&pay=upi`, { token: shopper.token, from: '10.6.0.1' });
    const start = await lastId();
    const saved = await saveOrder(app, shopper, quote.body);
    expect(saved.status).toBe(200);
    await app.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, [saved.body.data as number]));
    expect(await app.paymentExpiry.runOnce()).toEqual([saved.body.data]);
    const rows = await rowsSince(start);
    expect(rows.map((r) => [r.event, r.memberId, r.detail.route ?? r.detail.orders])).toEqual(
      expect.arrayContaining([
        ['request', shopper.id, '/api/ordersave'],
        ['upi_payment_expired', null, [saved.body.data]],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe('the security log is kept 180 days', () => {
  it('removes what is older than 180 days, at start and then hourly, and keeps the rest', async () => {
    expect(SECURITY_LOG_DAYS).toBe(180);
    const made = await app.db
      .insert(securityLog)
      .values([
        { event: 'test_old', at: sql`now() - interval '181 days'` },
        { event: 'test_edge', at: sql`now() - interval '180 days' + interval '1 hour'` },
        { event: 'test_recent', at: sql`now() - interval '179 days'` },
        { event: 'test_now' },
      ])
      .returning({ id: securityLog.id, event: securityLog.event });
    expect(await app.securityLog.prune()).toBe(1);
    const kept = await app.db.select({ event: securityLog.event }).from(securityLog).where(inArray(securityLog.id, made.map((m) => m.id)));
    expect(kept.map((k) => k.event).sort()).toEqual(['test_edge', 'test_now', 'test_recent']);
    expect(await app.securityLog.prune()).toBe(0);
  });

  it('prunes when a server starts, so a shop that was stopped for months catches up', async () => {
    const other = await createTestApp({ demo: false });
    try {
      await other.db.insert(securityLog).values({ event: 'test_old', at: sql`now() - interval '400 days'` });
      await other.ready();
      const left = () => other.db.select().from(securityLog).where(eq(securityLog.event, 'test_old'));
      for (let i = 0; i < 50 && (await left()).length; i++) await new Promise((done) => setTimeout(done, 100));
      expect(await left()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
