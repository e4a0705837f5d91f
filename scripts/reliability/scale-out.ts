// Scale-out: `node --import tsx scripts/reliability/scale-out.ts`.
// Two API processes (127.0.0.1:3180 and :3181) started together on one fresh PostgreSQL database, sharing Redis and
// AUTH_SECRET, behind Debian's nginx on 127.0.0.1:3190 (deploy/nginx.local.conf). Checks: both start on the empty
// database, nginx uses both, a login on one process works on the other (and a logout on one ends it on both),
// 200 buyers at once for 10 units give exactly 10 orders, and the rate limits count across both processes, also
// for a client that forges X-Forwarded-For. Buyers speak from their own loopback addresses (127.0.1.x).
// Skips (counted as skipped) when PostgreSQL, Redis or nginx is missing. Loopback only; bounded; cleans up.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { calls } from '@shop/contract/calls';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { members, orderLines, orders, products } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/password.ts';
import { createDatabase, endpoint, expectEqual, expectTrue, missingForScaleOut, pool, send, sleep, startApi, startNginx, type ApiProcess, type Reply } from './harness.ts';
import { Report } from './report.ts';

const PORTS = { api1: 3180, api2: 3181, nginx: 3190 } as const;
const BUYERS = 200;
const STOCK = 10;
// A Redis database of its own, so clearing the limiter's keys never touches anything else on that server.
const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

const report = new Report('scale-out');
const checks = {
  start: 'two API processes started together on one empty database both become ready',
  spread: 'nginx sends requests to both processes',
  login: 'a login on process 1 works on process 2, and a logout on process 2 ends it on process 1',
  buyers: `${BUYERS} concurrent buyers for ${STOCK} units: exactly ${STOCK} orders, the rest a clear 409, stock ends at 0`,
  limit: 'the login limit counts across both processes (not twice the limit)',
  forged: 'behind nginx, a client forging X-Forwarded-For still hits the limit',
};

const children: ChildProcess[] = [];
const hardLimit = setTimeout(() => {
  console.error('[scale-out] time limit reached: stopping');
  for (const c of children) c.kill('SIGKILL');
  process.exit(1);
}, 6 * 60_000);
hardLimit.unref();

const workDir = mkdtempSync(join(tmpdir(), 'shop-scale-out-'));
let dropDatabase: (() => Promise<void>) | undefined;
let redis: Redis | undefined;
const apis: ApiProcess[] = [];

type Attempt = { port: number; status: number; limit: number };
/**
 * One attempt to learn the limit (x-ratelimit-limit), the rest of the limit eight at a time (well inside the
 * one-minute window: each login hashes a password), then six more one by one, which must all be refused.
 */
async function untilRefused(attempt: (i: number) => Promise<Attempt>): Promise<Attempt[]> {
  const first = await attempt(0);
  expectTrue(first.limit > 0, 'no x-ratelimit-limit header on the login call');
  const outcomes = [first];
  for (let i = 1; i < first.limit; i += 8) outcomes.push(...(await Promise.all(Array.from({ length: Math.min(8, first.limit - i) }, (_, k) => attempt(i + k)))));
  for (let i = first.limit; i < first.limit + 6; i++) outcomes.push(await attempt(i));
  return outcomes;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const missing = await missingForScaleOut(Object.values(PORTS));
  if (missing) {
    for (const c of Object.values(checks)) report.skip(c, missing);
    return;
  }
  const created = await createDatabase('shop_scale');
  dropDatabase = created.drop;
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const clearLimits = async () => {
    const keys = await redis!.keys('shop-rl:*');
    if (keys.length) await redis!.del(...keys);
  };
  await clearLimits();

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: created.url,
    REDIS_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(workDir, 'shared-data'),
    SEED_DEMO: 'true',
  };
  // Both at once on the empty database, as a deployment's replicas start: one migrates and seeds, the other waits.
  const started = await Promise.allSettled([
    startApi({ port: PORTS.api1, env, logDir: workDir, label: 'api-1' }),
    startApi({ port: PORTS.api2, env, logDir: workDir, label: 'api-2' }),
  ]);
  for (const s of started) if (s.status === 'fulfilled') apis.push(s.value);
  const startOk = await report.check(checks.start, () => {
    const failures = started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason).slice(0, 1500));
    expectEqual(failures, [], 'processes that did not start');
  });
  report.figure('startMs', apis.map((a) => a.startMs));
  if (!startOk) {
    // Go on with the remaining checks: start whichever failed again, now that the database is ready.
    for (const [i, s] of started.entries()) {
      if (s.status === 'rejected') apis.push(await startApi({ port: i === 0 ? PORTS.api1 : PORTS.api2, env, logDir: workDir, label: `api-${i + 1}-again` }));
    }
  }
  for (const a of apis) children.push(a.child);
  children.push((await startNginx({ port: PORTS.nginx, upstreams: [PORTS.api1, PORTS.api2], workDir })).child);

  const viaNginx = (o: Omit<Parameters<typeof send>[0], 'port'>) => send({ port: PORTS.nginx, ...o });

  await report.check(checks.spread, async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const res = await viaNginx({ method: 'GET', path: '/healthz' });
      expectEqual(res.status, 200, 'health through nginx');
      const upstream = String(res.headers['x-upstream']);
      seen.set(upstream, (seen.get(upstream) ?? 0) + 1);
    }
    report.figure('healthzPerProcess', Object.fromEntries(seen));
    expectEqual([...seen.keys()].sort(), [`127.0.0.1:${PORTS.api1}`, `127.0.0.1:${PORTS.api2}`], 'processes that answered');
  });

  // Members go straight into the database (one password hash for all), then log in through the API.
  const setup = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: created.url });
  const password = `scale-${randomBytes(6).toString('hex')}`;
  const passwordHash = await hashPassword(password);
  const tag = randomBytes(3).toString('hex');
  const emails = Array.from({ length: BUYERS + 1 }, (_, i) => `scale-${tag}-${i}@example.com`);
  await setup.db.insert(members).values(emails.map((email, i) => ({ firstName: 'Buyer', lastName: `Number ${i}`, email, passwordHash })));
  const [product] = await setup.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.pricePaise, 0)))
    .orderBy(asc(products.id))
    .limit(1);
  await setup.db.update(products).set({ stock: STOCK, minQty: 1, maxQty: 5 }).where(eq(products.id, product.id));

  await report.check(checks.login, async () => {
    const email = emails[BUYERS];
    const login = await send({ port: PORTS.api1, ...endpoint(calls.passwordLogin), body: { UserName: email, Password: password }, from: '127.0.3.1' });
    expectEqual(login.status, 200, 'login on process 1');
    const token = login.body.data.token as string;
    const onTwo = await send({ port: PORTS.api2, ...endpoint(calls.cartDetails), token, from: '127.0.3.1' });
    expectEqual(onTwo.status, 200, 'the process-1 token on process 2');
    const logout = await send({ port: PORTS.api2, ...endpoint(calls.logout), token, body: {}, from: '127.0.3.1' });
    expectEqual(logout.status, 200, 'logout on process 2');
    const afterwards = await send({ port: PORTS.api1, ...endpoint(calls.cartDetails), token, from: '127.0.3.1' });
    expectEqual([afterwards.status, afterwards.body.msg], [401, 'Your session has expired. Please log in again.'], 'the logged-out token on process 1');
  });

  await report.check(checks.buyers, async () => {
    const from = (i: number) => `127.0.1.${i + 1}`;
    const loginStart = Date.now();
    const tokens = await pool(emails.slice(0, BUYERS), 25, async (email, i) => {
      const res = await viaNginx({ ...endpoint(calls.passwordLogin), body: { UserName: email, Password: password }, from: from(i) });
      if (res.status !== 200) throw new Error(`login ${i} refused: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    });
    report.figure('loginSecondsFor200', (Date.now() - loginStart) / 1000);
    const quotes = await pool(tokens, 50, async (token, i) => {
      const added = await viaNginx({ ...endpoint(calls.addToCart), token, body: { productID: product.id, Qty: 1 }, from: from(i) });
      if (added.status !== 200) throw new Error(`add to cart ${i}: ${added.status} ${JSON.stringify(added.body)}`);
      const quote = await viaNginx({ ...endpoint(calls.reviewOrder, { query: { did: 2, saddid: 0 } }), token, from: from(i) });
      if (quote.status !== 200) throw new Error(`quote ${i}: ${quote.status} ${JSON.stringify(quote.body)}`);
      return quote.body;
    });
    // Orders already in the database (the demo shop's past may hold some of this product) are not this check's.
    const [{ before }] = await setup.db.select({ before: sql<number>`coalesce(max(${orders.id}), 0)::int` }).from(orders);
    const saveStart = Date.now();
    const timed = await Promise.all(
      tokens.map(async (token, i): Promise<Reply & { ms: number }> => {
        const t = Date.now();
        const res = await viaNginx({ ...endpoint(calls.placeOrder), token, body: { orderData: quotes[i] }, from: from(i), timeoutMs: 60_000 });
        return { ...res, ms: Date.now() - t };
      }),
    );
    const saveMs = Date.now() - saveStart;
    const placed = timed.filter((r) => r.status === 200);
    const refused = timed.filter((r) => r.status === 409);
    const others = timed.filter((r) => r.status !== 200 && r.status !== 409).map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    const byProcess = (list: typeof timed) => Object.fromEntries(['1', '2'].map((n) => [`api${n}`, list.filter((r) => String(r.headers['x-upstream']).endsWith(String(n === '1' ? PORTS.api1 : PORTS.api2))).length]));
    report.figure('buyers', BUYERS);
    report.figure('stock', STOCK);
    report.figure('ordersPlaced', placed.length);
    report.figure('refused409', refused.length);
    report.figure('otherAnswers', others.length);
    report.figure('saveWallMs', saveMs);
    report.figure('saveLatencyMs', { p50: percentile(timed.map((r) => r.ms), 50), p95: percentile(timed.map((r) => r.ms), 95), max: Math.max(...timed.map((r) => r.ms)) });
    report.figure('savesPerProcess', byProcess(timed));
    report.figure('ordersPerProcess', byProcess(placed));
    expectEqual(others, [], 'answers other than 200 and 409');
    expectEqual(placed.length, STOCK, 'orders placed');
    expectEqual(new Set(placed.map((r) => r.body.data)).size, STOCK, 'distinct order ids');
    const msgs = [...new Set(refused.map((r) => r.body.msg as string))];
    report.figure('refusalMessages', msgs);
    expectTrue(
      msgs.every((m) => /^Sorry, (there is not enough stock of .+|some items just sold out)\. Please review your cart\.$/.test(m)),
      `unclear refusal messages: ${JSON.stringify(msgs)}`,
    );
    const [left] = await setup.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expectEqual(left.stock, 0, 'stock left');
    const stored = await setup.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orderLines.productId, product.id), gt(orders.id, before)));
    expectEqual(stored.length, STOCK, 'orders of the product placed by the buyers, in the database');
    const ids = placed.map((r) => r.body.data as number);
    const lines = await setup.db.select({ qty: orderLines.qty }).from(orderLines).where(inArray(orderLines.orderId, ids));
    expectEqual(lines.reduce((n, l) => n + l.qty, 0), STOCK, 'units in the placed orders');
  });
  await setup.close();

  // The limiter's counters live in Redis: one client alternating between the processes gets the limit once.
  await clearLimits();
  await report.check(checks.limit, async () => {
    const outcomes = await untilRefused(async (i) => {
      const port = i % 2 === 0 ? PORTS.api1 : PORTS.api2;
      const res = await send({ port, ...endpoint(calls.passwordLogin), body: { UserName: `nobody-${tag}-${i}@example.com`, Password: 'wrong-password' }, from: '127.0.2.1' });
      return { port, status: res.status, limit: Number(res.headers['x-ratelimit-limit']) };
    });
    const limit = outcomes[0].limit;
    const accepted = outcomes.filter((o) => o.status !== 429);
    const refusedOn = new Set(outcomes.filter((o) => o.status === 429).map((o) => o.port));
    report.figure('loginLimit', limit);
    report.figure('loginAttemptsAcceptedAcrossProcesses', accepted.length);
    expectEqual(accepted.length, limit, 'attempts accepted before 429 over both processes');
    expectEqual([...new Set(accepted.map((o) => o.status))], [401], 'answers before the limit');
    expectEqual([...refusedOn].sort(), [PORTS.api1, PORTS.api2], 'processes refusing once the limit is reached');
  });

  await report.check(checks.forged, async () => {
    const outcomes = await untilRefused(async (i) => {
      const forged = `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}`;
      const res = await viaNginx({ ...endpoint(calls.passwordLogin), body: { UserName: `forger-${tag}-${i}@example.com`, Password: 'wrong-password' }, from: '127.0.2.2', headers: { 'x-forwarded-for': forged, 'x-real-ip': forged } });
      return { port: PORTS.nginx, status: res.status, limit: Number(res.headers['x-ratelimit-limit']) };
    });
    const accepted = outcomes.filter((o) => o.status !== 429).length;
    report.figure('forgedAttemptsAccepted', accepted);
    expectEqual(accepted, outcomes[0].limit, 'attempts accepted with forged addresses');
  });
}

try {
  await main();
} catch (e) {
  await report.check('the scale-out run completed', () => {
    throw e;
  });
} finally {
  for (const api of apis) await api.stop().catch(() => undefined);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await sleep(300);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (redis) {
    const keys = await redis.keys('shop-rl:*').catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys).catch(() => undefined);
    redis.disconnect();
  }
  await dropDatabase?.().catch((e: unknown) => console.error(`could not drop the test database: ${String(e)}`));
  if (report.failed === 0) rmSync(workDir, { recursive: true, force: true });
  else console.log(`[scale-out] logs kept in ${workDir}`);
  report.write();
}
process.exit(report.failed ? 1 : 0);
