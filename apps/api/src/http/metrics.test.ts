import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { orderMailOutbox } from '../db/schema/index.ts';
import { call, createTestApp } from '../test/test-app.ts';
import { signIn } from '../test/admin-support.ts';
import { registerMetrics } from './metrics.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWebDist } from '../config.ts';
import { addAddress, addToCart, buy, newShopper, productWith, saveOrder } from '../test/shop.ts';

/** What Prometheus reads at GET /metrics (docs/operations.md): names, labels by route pattern, and who may read it. */
const TOKEN = 'metrics-token-metrics-token-metrics-0001';
const app = await createTestApp({ config: { metricsToken: TOKEN } });
const untokened = await createTestApp({ demo: false });
// The web app's real build (which the API suite builds first): its pages and its files.
const withPages = await createTestApp({ config: { webDist: defaultWebDist } });
const someAsset = `/assets/${readdirSync(join(defaultWebDist, 'client', 'assets')).find((file) => file.endsWith('.js'))}`;
afterAll(() => Promise.all([app.close(), untokened.close(), withPages.close()]));

const scrape = async (shop: FastifyInstance = app) => {
  const res = await call<string>(shop, 'GET', '/metrics');
  expect(res.status, String(res.body)).toBe(200);
  return res.body;
};
/** The samples of one metric, as `{ labels: value }` lines without the metric's name. */
const samples = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => line.slice(name.length));
const value = (text: string, name: string, labels = '') => {
  const line = samples(text, name).find((s) => (labels ? s.startsWith(`{${labels}}`) : s.startsWith(' ')));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

describe('GET /metrics', () => {
  it('answers in Prometheus text with the request histogram, the process and the shop', async () => {
    const res = await call<string>(app, 'GET', '/metrics');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
      'shop_db_pool_in_use',
      'shop_db_pool_waiting',
      'shop_db_pool_max',
      'shop_database_up',
      'shop_mail_outbox_pending',
      'shop_mail_outbox_oldest_age_seconds',
      'shop_orders_placed_total',
      'shop_upi_orders_awaiting_payment',
      'shop_login_failures_total',
      'shop_rate_limit_refusals_total',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    expect(value(res.body, 'shop_database_up')).toBe(1);
  });

  it('labels requests by the route’s pattern and status, never by the address asked for', async () => {
    const { admin } = await signIn(app);
    await call(app, 'GET', '/api/productdetails?Pid=999999');
    await call(app, 'GET', '/api/admin/orders/424242', { token: admin.token });
    await call(app, 'GET', '/api/admin/orders/434343', { token: admin.token });
    await call(app, 'GET', '/api/no-such-call/12345');
    const text = await scrape();
    const histogram = samples(text, 'http_request_duration_seconds_count');
    expect(histogram).toContainEqual(expect.stringMatching(/^\{method="GET",route="\/api\/productdetails",status_code="404"\} 1$/));
    expect(histogram).toContainEqual(expect.stringMatching(/^\{method="GET",route="\/api\/admin\/orders\/:id",status_code="404"\} 2$/));
    expect(histogram).toContainEqual(expect.stringMatching(/^\{method="GET",route="unmatched",status_code="404"\} 1$/));
    expect(text).not.toMatch(/424242|434343|12345|Pid=/);
    expect(samples(text, 'http_request_duration_seconds_bucket').some((s) => s.includes('route="/api/productdetails"') && s.includes('le="0.005"'))).toBe(true);
  });

  it('puts every page of the storefront under one label, and the web build’s files under another', async () => {
    for (const path of ['/', '/shop', '/about', '/Checkout']) expect((await call(withPages, 'GET', path)).status, path).toBe(200);
    for (const path of ['/favicon.svg', '/images/products/atta-jeera-biscuits.svg', someAsset]) expect((await call(withPages, 'GET', path)).status, path).toBe(200);
    const histogram = samples(await scrape(withPages), 'http_request_duration_seconds_count');
    expect(histogram).toContainEqual('{method="GET",route="page",status_code="200"} 4');
    expect(histogram).toContainEqual('{method="GET",route="static",status_code="200"} 3');
    expect(histogram.join('\n')).not.toMatch(/shop|product|Checkout|favicon|atta|assets/);
  });

  it('counts orders placed by payment, and reads the UPI orders awaiting payment from the database', async () => {
    const before = await scrape();
    const shopper = await newShopper(app);
    const product = await productWith(app, { price: 120, stock: 20 });
    await buy(app, shopper, [{ id: product.id, qty: 1 }]);
    await addToCart(app, shopper, product.id, 2);
    const { kid } = await addAddress(app, shopper);
    const quote = await call(app, 'GET', `/api/placeorder?did=1&saddid=${kid}&pay=upi`, { token: shopper.token, from: '10.20.30.40' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect((await saveOrder(app, shopper, quote.body)).status).toBe(200);
    // The same quote again is the same order: not counted twice.
    expect((await saveOrder(app, shopper, quote.body)).body.msg).toBe('This order was already placed.');
    const after = await scrape();
    const placed = (payment: string) => (value(after, 'shop_orders_placed_total', `payment="${payment}"`) ?? 0) - (value(before, 'shop_orders_placed_total', `payment="${payment}"`) ?? 0);
    expect([placed('cod'), placed('upi')]).toEqual([1, 1]);
    expect(value(after, 'shop_upi_orders_awaiting_payment')).toBe((value(before, 'shop_upi_orders_awaiting_payment') ?? 0) + 1);
  });

  it('reads the mail outbox’s backlog and the age of its oldest mail', async () => {
    const quiet = await scrape(untokened);
    expect([value(quiet, 'shop_mail_outbox_pending'), value(quiet, 'shop_mail_outbox_oldest_age_seconds')]).toEqual([0, 0]);
    // Mails that could not go out for ten minutes (held for a retry far ahead, so the worker leaves them).
    const [order] = await selectRows<{ id: number }>(app.db, sql`select id from orders order by id limit 1`);
    await app.db.insert(orderMailOutbox).values({ orderId: order.id, kind: 'metricsTest', createdAt: sql`now() - interval '10 minutes'`, nextAttemptAt: sql`now() + interval '1 hour'` });
    const text = await scrape();
    expect(value(text, 'shop_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'shop_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(value(text, 'shop_mail_outbox_oldest_age_seconds')).toBeLessThan(3600);
  });

  it('counts login failures by kind and refusals by the rate limits by route', async () => {
    const before = await scrape();
    const login = await call(app, 'POST', '/api/login', { body: { UserName: 'asha@annapurna.example', Password: 'not-her-password', RememberMe: false }, from: '10.1.1.1' });
    expect(login.status).toBe(401);
    expect((await call(app, 'GET', '/api/loginwithotp?username=asha@annapurna.example', { from: '10.1.1.1' })).status).toBe(200);
    const code = await call(app, 'POST', '/api/loginwithotp', { body: { username: 'asha@annapurna.example', otp: '000000' }, from: '10.1.1.1' });
    expect(code.status).toBe(401);
    // The contact form takes 5 a minute from one address; the next ones are refused by the limit.
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(app, 'POST', '/api/contact', { body: {}, from: '10.1.1.2' })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const after = await scrape();
    const grew = (name: string, labels: string) => (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    expect(grew('shop_login_failures_total', 'reason="password"')).toBe(1);
    expect(grew('shop_login_failures_total', 'reason="code"')).toBe(1);
    expect(grew('shop_rate_limit_refusals_total', 'route="/api/contact"')).toBe(2);
  });

  it('reports the database pool: the PostgreSQL pool’s connections, or PGlite’s one connection and the calls queued for it', async () => {
    expect(app.database.pool()).toMatchObject({ inUse: 0, waiting: 0 });
    // PGlite runs one query at a time and blocks the process while it does: what waits is queued behind a transaction
    // that is open between its statements. PostgreSQL: a pool of two, both held, and a third call waiting.
    const database = app.database.kind === 'pglite' ? app.database : await openDatabase({ dataDir: 'memory://', databaseUrl: app.config.databaseUrl, pool: { max: 2, connectTimeoutMs: 0, statementTimeoutMs: 0, idleTransactionTimeoutMs: 0 } });
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const hold = () => database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const tick = () => new Promise((done) => setTimeout(done, 50));
    const holders = database.kind === 'pglite' ? [hold()] : [hold(), hold()];
    await tick();
    const queued = Array.from({ length: database.kind === 'pglite' ? 2 : 1 }, async () => database.db.execute(sql`select 1`));
    await tick();
    const use = database.pool();
    release();
    await Promise.all([...holders, ...queued]);
    expect(use).toEqual(database.kind === 'pglite' ? { max: 1, inUse: 1, waiting: 2 } : { max: 2, inUse: 2, waiting: 1 });
    if (database !== app.database) await database.close();
    const text = await scrape();
    expect(value(text, 'shop_db_pool_max')).toBe(app.database.kind === 'pglite' ? 1 : 10);
    expect([value(text, 'shop_db_pool_waiting'), value(text, 'shop_db_pool_in_use')]).toEqual([0, 0]);
  });
});

describe('/metrics while the database does not answer', () => {
  it('still answers: the process and the pool, shop_database_up 0 and the database’s readings NaN', async () => {
    for (const readings of [() => Promise.reject(new Error('connection refused')), () => new Promise<never>(() => {})]) {
      const bare = Fastify({ logger: false });
      registerMetrics(bare, { pool: () => ({ max: 10, inUse: 10, waiting: 7 }), readings, isWebFile: () => false });
      const started = Date.now();
      const res = await bare.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(4500);
      expect([value(res.body, 'shop_database_up'), value(res.body, 'shop_db_pool_waiting'), value(res.body, 'shop_db_pool_in_use')]).toEqual([0, 7, 10]);
      // (prom-client writes NaN as "Nan"; Prometheus reads it in any case.)
      for (const name of ['shop_mail_outbox_pending', 'shop_mail_outbox_oldest_age_seconds', 'shop_upi_orders_awaiting_payment']) expect(res.body).toMatch(new RegExp(`\n${name} nan\n`, 'i'));
      expect(res.body).toContain('nodejs_heap_size_used_bytes');
      await bare.close();
    }
  });
});

describe('who may read /metrics', () => {
  const refusedEnvelope = (res: { body: { response: boolean; msg: string; data: unknown } }) => {
    expect(res.body).toMatchObject({ response: false, data: null });
    expect(res.body.msg.length).toBeGreaterThan(10);
  };

  it('a client on this machine (loopback, nothing forwarded) reads it', async () => {
    for (const from of ['127.0.0.1', '127.0.0.9', '::1', '::ffff:127.0.0.1']) expect((await call(app, 'GET', '/metrics', { from })).status, from).toBe(200);
  });

  it('refuses another machine with 403 when no token is set, and 401 when one is, in the envelope', async () => {
    const refused = await call(untokened, 'GET', '/metrics', { from: '203.0.113.7' });
    expect(refused.status).toBe(403);
    refusedEnvelope(refused);
    const noToken = await call(app, 'GET', '/metrics', { from: '203.0.113.7' });
    expect(noToken.status).toBe(401);
    expect(noToken.headers['www-authenticate']).toBe('Bearer');
    refusedEnvelope(noToken);
    expect(JSON.stringify(noToken.body)).not.toContain('shop_');
  });

  it('never serves a client forwarded by the trusted proxy, even one that claims to be loopback', async () => {
    for (const headers of <Record<string, string>[]>[{ 'x-forwarded-for': '203.0.113.7' }, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }, { forwarded: 'for=127.0.0.1' }]) {
      const res = await call(untokened, 'GET', '/metrics', { from: '127.0.0.1', headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      refusedEnvelope(res);
    }
    // The same through a proxy trusted for everything (TRUST_PROXY=true): the forged loopback client is refused too.
    const trusting = await createTestApp({ demo: false, config: { trustProxy: true } });
    try {
      expect((await call(trusting, 'GET', '/metrics', { from: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
    } finally {
      await trusting.close();
    }
  });

  it('serves anyone with the metrics token, and refuses a wrong one with 401', async () => {
    const good = await call<string>(app, 'GET', '/metrics', { from: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(good.status).toBe(200);
    expect(good.body).toContain('# TYPE shop_orders_placed_total counter');
    const forwarded = await call(app, 'GET', '/metrics', { from: '127.0.0.1', headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(200);
    for (const authorization of [`Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ', TOKEN]) {
      const res = await call(app, 'GET', '/metrics', { from: '203.0.113.7', headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      refusedEnvelope(res);
    }
    // Without a token set, no Authorization header opens it.
    expect((await call(untokened, 'GET', '/metrics', { from: '203.0.113.7', headers: { authorization: 'Bearer ' } })).status).toBe(403);
  });

  it('over real HTTP: a loopback socket reads it, the same socket with a forwarded client does not', async () => {
    const shop = await createTestApp({ demo: false });
    try {
      const address = await shop.listen({ host: '127.0.0.1', port: 0 });
      const direct = await fetch(`${address}/metrics`);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain('# TYPE http_request_duration_seconds histogram');
      const proxied = await fetch(`${address}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(proxied.status).toBe(403);
      expect(await proxied.json()).toMatchObject({ response: false, data: null });
    } finally {
      await shop.close();
    }
  });
});
