// The mixed load (`npm run bench -- --only mixed`): the shop as docs/scaling.md runs it, two API processes in the
// production configuration on one PostgreSQL database and one Redis behind Debian's nginx, and 200 logged-in shoppers
// going round a real journey through nginx (home page, a category, a product, a search, add to cart, the cart, the
// checkout's calls, the order saved cash on delivery, the order list), each from a loopback address of its own as
// 200 phones would be. After a warm-up the calls are timed for a fixed time: orders and requests per second, p50, p95
// and p99 of each call, and every error (a 5xx, a network error, any 4xx the journey does not expect). The start-up
// of databases, API processes and nginx is scripts/reliability/harness.ts, shared with the scale-out check.
// Loopback only; the database, processes, nginx and Redis keys are removed even when the run fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { calls, type Call } from '@shop/contract/calls';
import type { Category, PlaceOrderReply, Product } from '@shop/contract';
import { randomGenerator } from '../../apps/api/src/lib/random.ts';
import { createDatabase, endpoint, missingForScaleOut, pool, send, startApi, startNginx, type ApiProcess, type Nginx, type Reply } from '../reliability/harness.ts';
import { childPids, watch, type Monitored } from './mixed-load-monitor.ts';
import { queryKinds } from './search-latency.ts';

/** The calls of a journey, in its order, by the name the report gives them. */
export const journeyCalls = {
  home: calls.homeProducts,
  category: calls.productList,
  details: calls.productDetails,
  search: calls.productSearch,
  addToCart: calls.addToCart,
  cart: calls.cartDetails,
  deliveryOptions: calls.deliveryOptions,
  addresses: calls.addressList,
  quote: calls.reviewOrder,
  saveOrder: calls.placeOrder,
  orders: calls.orderList,
} as const satisfies Record<string, Call>;
type JourneyCall = keyof typeof journeyCalls;

export type CallFigures = { call: JourneyCall; label: string; requests: number; p50: number; p95: number; p99: number; max: number };
export type MixedLoadRun = {
  shoppers: number;
  warmupSeconds: number;
  seconds: number;
  /** The measured window as it really lasted. */
  measuredSeconds: number;
  orders: number;
  journeys: number;
  requests: number;
  ordersPerSecond: number;
  requestsPerSecond: number;
  errors: number;
  errorSamples: string[];
  /** Orders refused for stock (a 409 naming the stock): not a server error, but the run should have none. */
  stockRefusals: number;
  calls: CallFigures[];
  monitored: Monitored;
  loadAverage: string;
  setup: { signUpSeconds: number; loginSeconds: number; startSeconds: number };
  settings: { poolMax: number; stock: number };
};
export type MixedLoadOutcome = { run: MixedLoadRun } | { skipped: string };

const STOCK = 10_000_000;
const POOL_MAX = 10;
/** A new journey after an error waits this long, so a failing server is not hammered by 200 loops. */
const PAUSE_AFTER_ERROR_MS = 1000;
/** The search words shoppers type: exact names, typos and Hinglish, as the search latency bench uses. */
const searches = [...queryKinds.exact, ...queryKinds.typo, ...queryKinds.hinglish];

const shopperAddress = (i: number) => `127.0.0.${i + 2}`;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

class UnexpectedReply extends Error {}

type Shopper = { index: number; from: string; token: string; addressId: number; random: () => number };

export async function measureMixedLoad(opts: {
  port: number;
  shoppers: number;
  seconds: number;
  warmupSeconds: number;
  postgresUrl: string;
  redisUrl: string;
  log: (line: string) => void;
}): Promise<MixedLoadOutcome> {
  const ports = { api1: opts.port, api2: opts.port + 1, nginx: opts.port + 2 };
  const missing = await missingForScaleOut(Object.values(ports));
  if (missing) return { skipped: missing };
  if (opts.shoppers > 254) throw new Error('At most 254 shoppers: one loopback address each, 127.0.0.2 to 127.0.0.255.');

  const workDir = mkdtempSync(join(tmpdir(), 'shop-mixed-'));
  const apis: ApiProcess[] = [];
  let nginx: Nginx | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const clearLimits = async () => {
    const keys = await redis.keys('shop-rl:*');
    if (keys.length) await redis.del(...keys);
  };
  let failed = true;
  let phase: 'setup' | 'warmup' | 'measure' | 'stop' = 'setup';
  try {
    await redis.connect();
    await clearLimits();
    const created = await createDatabase('shop_mixed', opts.postgresUrl);
    dropDatabase = created.drop;
    const databaseName = new URL(created.url).pathname.slice(1);

    // The production configuration of docs/scaling.md, on loopback.
    const secret = randomBytes(32).toString('hex');
    const env = (n: number) => ({
      NODE_ENV: 'production',
      DATABASE_URL: created.url,
      REDIS_URL: opts.redisUrl,
      AUTH_SECRET: secret,
      MAIL_OUTBOX: 'true',
      DATA_DIR: join(workDir, `data-${n}`),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      DB_POOL_MAX: String(POOL_MAX),
    });
    const startedAt = performance.now();
    // Both at once on the empty database, as replicas start: one migrates and loads the demo shop, the other waits.
    const started = await Promise.allSettled([
      startApi({ port: ports.api1, env: env(1), logDir: workDir, label: 'api-1', timeoutMs: 180_000 }),
      startApi({ port: ports.api2, env: env(2), logDir: workDir, label: 'api-2', timeoutMs: 180_000 }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') apis.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    nginx = await startNginx({ port: ports.nginx, upstreams: [ports.api1, ports.api2], workDir });
    const startSeconds = (performance.now() - startedAt) / 1000;
    opts.log(`mixed: two API processes and nginx ready in ${startSeconds.toFixed(1)} s`);

    // Enough stock that the shoppers cannot sell anything out during the run, and delivery slots they cannot fill
    // (this throwaway database only; the demo slots take about a thousand orders a week, decision 129).
    const admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
    await admin.query('update products set stock = $1', [STOCK]);
    await admin.query('update delivery_slots set capacity = $1', [STOCK]);
    await admin.end();

    const via = (from: string, to: { method: Call['method']; path: string }, token?: string, body?: unknown) => send({ port: ports.nginx, ...to, token, body, from, timeoutMs: 30_000 });
    const expect200 = (what: string, res: Reply) => {
      if (res.status !== 200 || res.body?.response !== true) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      return res;
    };

    // Shoppers sign up and log in through nginx as real ones do, each from its own address.
    const password = `mixed-${randomBytes(8).toString('hex')}`;
    const tag = randomBytes(3).toString('hex');
    const indexes = Array.from({ length: opts.shoppers }, (_, i) => i);
    let t = performance.now();
    await pool(indexes, 20, async (i) => {
      const body = { Firstname: 'Shopper', Lastname: `Number ${i + 1}`, Email: `mixed-${tag}-${i}@example.com`, Pincode: '560001', Password: password, ConfirmPassword: password };
      expect200(`sign-up ${i}`, await via(shopperAddress(i), endpoint(calls.register), undefined, body));
    });
    const signUpSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const tokens = await pool(indexes, 20, async (i) => {
      const res = expect200(`login ${i}`, await via(shopperAddress(i), endpoint(calls.passwordLogin), undefined, { UserName: `mixed-${tag}-${i}@example.com`, Password: password }));
      return res.body.data.token as string;
    });
    const loginSeconds = (performance.now() - t) / 1000;
    opts.log(`mixed: ${opts.shoppers} shoppers signed up in ${signUpSeconds.toFixed(1)} s and logged in in ${loginSeconds.toFixed(1)} s`);

    // Each saves a delivery address with the address form's calls (a state, then its cities).
    const states = expect200('states', await via(shopperAddress(0), endpoint(calls.stateList))).body.data as { value: number; name: string }[];
    const karnataka = states.find((s) => s.name === 'Karnataka') ?? states[0];
    const cities = (await via(shopperAddress(0), endpoint(calls.cityList, { query: { id: karnataka.value } }))).body as { Value: number; Text: string }[];
    const shoppers: Shopper[] = await pool(indexes, 20, async (i) => {
      const address = { AddressTitle: 'Home', AddressLine1: `${i + 1}, 4th Cross, Indiranagar`, StateID: karnataka.value, CityID: cities[0].Value, PinCode: '560038' };
      const saved = expect200(`address ${i}`, await via(shopperAddress(i), endpoint(calls.saveAddress), tokens[i], address));
      return { index: i, from: shopperAddress(i), token: tokens[i], addressId: saved.body.data.kid as number, random: randomGenerator(1000 + i) };
    });
    const categories = expect200('categories', await via(shopperAddress(0), endpoint(calls.categoryTree))).body.data as Category[];

    // The load. Each request is counted when it starts inside the measured window.
    phase = 'warmup';
    const times = new Map<JourneyCall, number[]>(Object.keys(journeyCalls).map((k) => [k as JourneyCall, []]));
    let orders = 0;
    let journeys = 0;
    let errors = 0;
    let stockRefusals = 0;
    const errorSamples: string[] = [];
    const noteError = (text: string) => {
      errors++;
      if (errorSamples.length < 10) errorSamples.push(text.slice(0, 300));
    };

    const step = async (s: Shopper, name: JourneyCall, to: { method: Call['method']; path: string }, body?: unknown, allow?: (res: Reply) => boolean): Promise<Reply> => {
      const counted = phase === 'measure';
      const began = performance.now();
      let res: Reply;
      try {
        res = await via(s.from, to, s.token, body);
      } catch (e) {
        if (counted) noteError(`${name} ${to.method} ${to.path}: ${(e as Error).message}`);
        throw new UnexpectedReply();
      }
      if (counted) times.get(name)!.push(performance.now() - began);
      if ((res.status === 200 && res.body?.response === true) || allow?.(res)) return res;
      if (counted) noteError(`${name} ${to.method} ${to.path}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      throw new UnexpectedReply();
    };
    const pick = <T>(s: Shopper, list: T[]): T => list[Math.floor(s.random() * list.length)];
    const inStock = (list: Product[]) => list.filter((p) => p.In_stock);
    const isStockRefusal = (res: Reply) => res.status === 409 && /stock|sold out/i.test(String(res.body?.msg));

    const journey = async (s: Shopper) => {
      const home = inStock((await step(s, 'home', endpoint(calls.homeProducts))).body.data as Product[]);
      const category = pick(s, categories);
      const listed = inStock((await step(s, 'category', endpoint(calls.productList, { query: { catid: category.catid, page: 1, pageSize: 9 } }))).body.data as Product[]);
      const product = pick(s, listed.length ? listed : home);
      await step(s, 'details', endpoint(calls.productDetails, { query: { Pid: product.Id } }));
      const found = inStock((await step(s, 'search', endpoint(calls.productSearch, { query: { search: pick(s, searches) } }))).body.data as Product[]);
      await step(s, 'addToCart', endpoint(calls.addToCart), { productID: product.Id, Qty: product.OrderMinimumQuantity });
      // Half the shoppers also take something they searched for.
      if (found.length && s.random() < 0.5) {
        const second = pick(s, found.slice(0, 6));
        await step(s, 'addToCart', endpoint(calls.addToCart), { productID: second.Id, Qty: second.OrderMinimumQuantity });
      }
      await step(s, 'cart', endpoint(calls.cartDetails));
      await step(s, 'deliveryOptions', endpoint(calls.deliveryOptions));
      await step(s, 'addresses', endpoint(calls.addressList));
      const quote = (await step(s, 'quote', endpoint(calls.reviewOrder, { query: { did: 1, saddid: s.addressId } }))).body as PlaceOrderReply;
      const counted = phase === 'measure';
      const saved = await step(s, 'saveOrder', endpoint(calls.placeOrder), { orderData: quote }, isStockRefusal);
      if (counted && saved.status === 200) orders++;
      if (counted && saved.status !== 200) stockRefusals++;
      await step(s, 'orders', endpoint(calls.orderList));
      if (counted) journeys++;
    };

    const running = () => phase !== 'stop';
    const loops = shoppers.map(async (s) => {
      while (running()) {
        try {
          await journey(s);
        } catch (e) {
          if (!(e instanceof UnexpectedReply)) noteError(`shopper ${s.index}: ${(e as Error).message}`);
          if (running()) await new Promise((r) => setTimeout(r, PAUSE_AFTER_ERROR_MS));
        }
      }
    });

    opts.log(`mixed: ${opts.shoppers} shoppers warming up for ${opts.warmupSeconds} s…`);
    await new Promise((r) => setTimeout(r, opts.warmupSeconds * 1000));
    const nginxPid = nginx.child.pid as number;
    const monitor = await watch({
      databaseUrl: created.url,
      databaseName,
      cores: os.availableParallelism(),
      groups: [
        { label: `API process 1 (:${ports.api1})`, pids: () => [apis[0].child.pid as number] },
        { label: `API process 2 (:${ports.api2})`, pids: () => [apis[1].child.pid as number] },
        { label: 'nginx (master and worker)', pids: () => [nginxPid, ...childPids(nginxPid)] },
      ],
    });
    phase = 'measure';
    const measureStart = performance.now();
    opts.log(`mixed: measuring for ${opts.seconds} s…`);
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    phase = 'stop';
    const measuredSeconds = (performance.now() - measureStart) / 1000;
    const monitored = await monitor.stop();
    const loadAverage = os.loadavg().map((l) => l.toFixed(2)).join(', ');
    await Promise.all(loops);

    const figures: CallFigures[] = (Object.entries(journeyCalls) as [JourneyCall, Call][]).map(([name, call]) => {
      const sorted = [...times.get(name)!].sort((a, b) => a - b);
      return { call: name, label: `${call.method} ${call.path}`, requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
    });
    const requests = figures.reduce((n, f) => n + f.requests, 0);
    const run: MixedLoadRun = {
      shoppers: opts.shoppers,
      warmupSeconds: opts.warmupSeconds,
      seconds: opts.seconds,
      measuredSeconds,
      orders,
      journeys,
      requests,
      ordersPerSecond: orders / measuredSeconds,
      requestsPerSecond: requests / measuredSeconds,
      errors,
      errorSamples,
      stockRefusals,
      calls: figures,
      monitored,
      loadAverage,
      setup: { signUpSeconds, loginSeconds, startSeconds },
      settings: { poolMax: POOL_MAX, stock: STOCK },
    };
    opts.log(`mixed: ${run.ordersPerSecond.toFixed(1)} orders/s, ${Math.round(run.requestsPerSecond)} requests/s, ${errors} errors, ${stockRefusals} stock refusals`);
    for (const f of figures) opts.log(`  ${f.label}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} / p95 ${f.p95.toFixed(1)} / p99 ${f.p99.toFixed(1)} ms`);
    for (const c of monitored.cpu) opts.log(`  CPU ${c.label}: ${c.percentOfCore.toFixed(0)}% of a core`);
    opts.log(`  machine busy ${monitored.machineBusyPercent.toFixed(0)}% of ${monitored.cores} cores; PostgreSQL: ${monitored.database.activeMean.toFixed(1)} active, ${monitored.database.idleInTransactionMean.toFixed(1)} idle in transaction of ${monitored.database.connectionsMean.toFixed(1)} connections`);
    for (const w of monitored.database.waits.slice(0, 6)) opts.log(`    ${w.event}: ${(w.share * 100).toFixed(0)}%`);
    for (const w of monitored.database.lockedStatements.slice(0, 4)) opts.log(`    waiting for a lock in: ${w.statement} (${(w.share * 100).toFixed(0)}%)`);
    failed = false;
    return { run };
  } finally {
    phase = 'stop';
    await nginx?.stop().catch(() => undefined);
    for (const api of apis) await api.stop().catch(() => undefined);
    if (redis.status === 'ready') {
      await clearLimits().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    } else redis.disconnect();
    await dropDatabase?.().catch((e: unknown) => opts.log(`mixed: could not drop the bench database: ${String(e)}`));
    if (failed) opts.log(`mixed: logs kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}
