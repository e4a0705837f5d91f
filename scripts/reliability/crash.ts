// Crash safety: `node --import tsx scripts/reliability/crash.ts --engine postgres|pglite`.
// Starts the API on a fresh database (PostgreSQL on 127.0.0.1:5432, or the embedded PGlite in a temporary DATA_DIR),
// puts a checkout load of several buyers on a few products with known stock, kills the server with SIGKILL in the
// middle of it (twice), restarts it on the same database and lets the buyers go on. Then, with the server stopped,
// it reads the database: every order a buyer was told was placed must exist with its lines, and for every product
// stock now + units in orders not cancelled must equal the starting stock. Loopback only; bounded; cleans up.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { calls } from '@shop/contract/calls';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { members, orderLines, orders, products } from '../../apps/api/src/db/schema/index.ts';
import { seedDemoShopIfEmpty, seedReferenceData } from '../../apps/api/src/db/seed/index.ts';
import { randomGenerator } from '../../apps/api/src/lib/random.ts';
import { answers, createDatabase, endpoint, expectEqual, expectTrue, send, sleep, startApi, type ApiProcess, type Reply } from './harness.ts';
import { Report } from './report.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    port: { type: 'string' },
    buyers: { type: 'string', default: '10' },
    products: { type: 'string', default: '5' },
    stock: { type: 'string', default: '25' },
    kills: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string', default: '11' },
  },
});
const engine = args.engine === 'pglite' ? 'pglite' : 'postgres';
const port = Number(args.port ?? (engine === 'postgres' ? 3182 : 3183));
const buyerCount = Math.min(50, Number(args.buyers));
const productCount = Math.min(20, Number(args.products));
const startingStock = Math.min(1000, Number(args.stock));
const kills = Math.min(5, Number(args.kills));
/** How long the buyers may go on after the last restart (the kills themselves wait at most 30 s each). */
const afterSeconds = Math.min(240, Number(args.seconds));
const random = randomGenerator(Number(args.seed));

const report = new Report(`crash-${engine}`);
const checks = [
  'the server came back on the same database after every SIGKILL',
  'orders were placed before the first kill and after the last restart',
  'every order a buyer was told was placed exists, with the quoted lines',
  'every cancellation a buyer was told about is recorded',
  'for every product, stock now + units in orders not cancelled = starting stock',
  'no product has stock below zero',
];

// The whole run is bounded: past this, children are killed and the run fails.
const hardLimit = setTimeout(() => {
  console.error(`[crash-${engine}] time limit reached: stopping`);
  server?.child.kill('SIGKILL');
  process.exit(1);
}, (afterSeconds + 480) * 1000);
hardLimit.unref();

let server: ApiProcess | undefined;
const workDir = mkdtempSync(join(tmpdir(), `shop-crash-${engine}-`));
let dropDatabase: (() => Promise<void>) | undefined;

async function main() {
  if (engine === 'postgres' && !(await answers(5432))) {
    for (const c of checks) report.skip(c, 'No PostgreSQL answers on 127.0.0.1:5432.');
    return;
  }
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const created = await createDatabase('shop_crash');
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const dataDir = join(workDir, 'data');

  // The demo shop, and a few of its products set to a known stock that the buyers will fight over.
  const setup = await openDatabase({ dataDir, databaseUrl });
  await seedReferenceData(setup.db);
  await seedDemoShopIfEmpty(setup.db);
  const picked = await setup.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.pricePaise, 0)))
    .orderBy(asc(products.id))
    .limit(productCount);
  const productIds = picked.map((p) => p.id);
  await setup.db.update(products).set({ stock: startingStock, minQty: 1, maxQty: 5 }).where(inArray(products.id, productIds));
  await setup.close();

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Each buyer orders again and again: the per-account limit on open orders (decision 201) is not what is tested.
    OPEN_ORDERS_MAX: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let starts = 0;
  const start = () => startApi({ port, env, logDir: workDir, label: `api-${engine}-${++starts}` });
  server = await start();
  report.figure('firstStartMs', server.startMs);

  // Buyers sign up and log in through the API, as shoppers do.
  const password = `crash-${randomBytes(6).toString('hex')}`;
  // Each buyer shops from a loopback address of their own, as shoppers do, so the per-client limits count per buyer.
  const addressOf = new Map<string, string>();
  type Endpoint = ReturnType<typeof endpoint>;
  const call = (to: Endpoint, token?: string, body?: unknown) => send({ port, ...to, token, body, from: token ? addressOf.get(token) : undefined, timeoutMs: 20_000 });
  const buyers: { email: string; token: string }[] = [];
  for (let i = 0; i < buyerCount; i++) {
    const email = `crash-buyer-${i}-${randomBytes(3).toString('hex')}@example.com`;
    const signUp = await call(endpoint(calls.register), undefined, { Firstname: 'Buyer', Lastname: `Number ${i}`, Email: email, Pincode: '560001', Password: password, ConfirmPassword: password });
    if (signUp.status !== 200) throw new Error(`sign-up refused: ${signUp.status} ${JSON.stringify(signUp.body)}`);
    const login = await call(endpoint(calls.passwordLogin), undefined, { UserName: email, Password: password });
    if (login.status !== 200) throw new Error(`login refused: ${login.status} ${JSON.stringify(login.body)}`);
    buyers.push({ email, token: login.body.data.token });
    addressOf.set(login.body.data.token, `127.0.4.${i + 1}`);
  }
  // The buyers confirm their e-mail addresses (an unconfirmed sign-up holds one unpaid order at a time, decision 201):
  // marked in the database between two starts, since the embedded database opens in one process at a time.
  await server.stop();
  const confirm = await openDatabase({ dataDir, databaseUrl });
  await confirm.db.update(members).set({ passwordConfirmedAt: new Date() }).where(inArray(members.email, buyers.map((b) => b.email)));
  await confirm.close();
  server = await start();

  type Acknowledged = { id: number; tranId: string; lines: [number, number][]; phase: number };
  const acknowledged: Acknowledged[] = [];
  const cancelled: number[] = [];
  let phase = 0;
  let inFlight = 0;
  let savesInFlight = 0;
  let requests = 0;
  let networkErrors = 0;
  let stopLoad = false;
  let loadDeadline = Date.now() + (kills * 30 + afterSeconds) * 1000;

  /** A request of the load; null when the server is down or the reply was cut (nothing is assumed about it). */
  const tracked = async (to: Endpoint, token: string, body?: unknown): Promise<Reply | null> => {
    inFlight++;
    requests++;
    try {
      return await call(to, token, body);
    } catch {
      networkErrors++;
      return null;
    } finally {
      inFlight--;
    }
  };
  const pause = () => sleep(100 + Math.floor(random() * 150));

  async function shop(buyer: { token: string }) {
    for (let round = 0; round < 1000 && !stopLoad && Date.now() < loadDeadline; round++) {
      const cart = await tracked(endpoint(calls.cartDetails), buyer.token);
      if (!cart) {
        await pause();
        continue;
      }
      for (const line of cart.status === 200 ? (cart.body.data as { pid: number }[]) : []) await tracked(endpoint(calls.changeQuantity, { query: { pid: line.pid, qty: 0 } }), buyer.token);
      const wanted = new Set([productIds[Math.floor(random() * productIds.length)], productIds[Math.floor(random() * productIds.length)]]);
      for (const pid of wanted) await tracked(endpoint(calls.addToCart), buyer.token, { productID: pid, Qty: 1 + Math.floor(random() * 3) });
      const quote = await tracked(endpoint(calls.reviewOrder, { query: { did: 2, saddid: 0 } }), buyer.token);
      if (quote?.status !== 200) continue;
      const quotedPhase = phase;
      savesInFlight++;
      const saved = await tracked(endpoint(calls.placeOrder), buyer.token, { orderData: quote.body }).finally(() => savesInFlight--);
      if (saved?.status !== 200) continue;
      const lines = (quote.body.data.lines as { pid: number; qty: number }[]).map((l) => [l.pid, l.qty] as [number, number]).sort((x, y) => x[0] - y[0]);
      acknowledged.push({ id: saved.body.data, tranId: saved.body.TranID, lines, phase: Math.max(quotedPhase, phase) });
      if (random() < 0.15) {
        const cancel = await tracked(endpoint(calls.cancelOrder), buyer.token, { id: saved.body.data, reason: 'Changed my mind' });
        if (cancel?.status === 200) cancelled.push(saved.body.data);
      }
    }
  }

  const stillInStock = async () => {
    const flags = await Promise.all(productIds.map((id) => call(endpoint(calls.productDetails, { query: { Pid: id } })).then((r) => r.body?.data?.In_stock === true).catch(() => true)));
    return flags.some(Boolean);
  };

  const loadStarted = Date.now();
  const shoppers = buyers.map((b) => shop(b));
  const killReports: { afterOrders: number; inFlight: number; savesInFlight: number; restartMs: number }[] = [];
  const perKill = Math.max(4, Math.floor((productCount * startingStock) / 2 / 2 / (kills + 1)));
  for (let k = 0; k < kills; k++) {
    const waitUntil = Date.now() + 30_000;
    while (acknowledged.length < perKill * (k + 1) && Date.now() < waitUntil) await sleep(50);
    // Only while orders are being saved, so the kill lands in the middle of a checkout.
    const busyUntil = Date.now() + 3000;
    while (savesInFlight < 1 && Date.now() < busyUntil) await sleep(1);
    const at = { afterOrders: acknowledged.length, inFlight, savesInFlight };
    server.child.kill('SIGKILL');
    await server.exited;
    phase = k + 1;
    await sleep(300);
    server = await start();
    killReports.push({ ...at, restartMs: server.startMs });
  }
  // After the last restart, the buyers go on until everything is sold (or the time is up).
  loadDeadline = Date.now() + afterSeconds * 1000;
  while (Date.now() < loadDeadline && (await stillInStock())) await sleep(500);
  stopLoad = true;
  await Promise.all(shoppers);
  const loadMs = Date.now() - loadStarted;
  await server.stop();
  server = undefined;

  report.figure('kills', killReports);
  report.figure('buyers', buyerCount);
  report.figure('products', productCount);
  report.figure('startingStockPerProduct', startingStock);
  report.figure('loadSeconds', Math.round(loadMs / 100) / 10);
  report.figure('requests', requests);
  report.figure('requestsPerSecond', Math.round(requests / (loadMs / 1000)));
  report.figure('networkErrors', networkErrors);
  report.figure('ordersAcknowledged', acknowledged.length);
  report.figure('cancellationsAcknowledged', cancelled.length);

  // The verdict, read straight from the database with the server stopped.
  const check = await openDatabase({ dataDir, databaseUrl });
  try {
    await report.check(checks[0], () => expectEqual(killReports.length, kills, 'restarts after SIGKILL'));
    await report.check(checks[1], () => {
      expectTrue(acknowledged.some((o) => o.phase === 0), 'no order was placed before the first kill');
      expectTrue(acknowledged.some((o) => o.phase === kills), 'no order was placed after the last restart');
    });
    const ids = acknowledged.map((o) => o.id);
    const rows = ids.length ? await check.db.select({ id: orders.id, tranId: orders.tranId, status: orders.status }).from(orders).where(inArray(orders.id, ids)) : [];
    const lineRows = ids.length ? await check.db.select({ orderId: orderLines.orderId, pid: orderLines.productId, qty: orderLines.qty }).from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
    await report.check(checks[2], () => {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const missing = acknowledged.filter((o) => byId.get(o.id)?.tranId !== o.tranId).map((o) => o.tranId);
      expectEqual(missing, [], 'acknowledged orders missing from the database');
      for (const o of acknowledged) {
        const stored = lineRows.filter((l) => l.orderId === o.id).map((l) => [l.pid, l.qty]).sort((x, y) => x[0] - y[0]);
        expectEqual(stored, o.lines, `lines of order ${o.tranId}`);
      }
    });
    await report.check(checks[3], () => {
      const notCancelled = rows.filter((r) => cancelled.includes(r.id) && r.status !== 4).map((r) => r.tranId);
      expectEqual(notCancelled, [], 'orders whose cancellation was acknowledged but not stored');
    });
    const allOrders = await check.db.select({ id: orders.id, status: orders.status }).from(orders);
    const live = new Set(allOrders.filter((o) => o.status !== 4).map((o) => o.id));
    const allLines = await check.db.select({ orderId: orderLines.orderId, pid: orderLines.productId, qty: orderLines.qty }).from(orderLines).where(inArray(orderLines.productId, productIds));
    const stock = await check.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id));
    const sold = (pid: number) => allLines.filter((l) => l.pid === pid && live.has(l.orderId)).reduce((n, l) => n + l.qty, 0);
    const ledger = stock.map((p) => ({ pid: p.id, stock: p.stock, sold: sold(p.id) }));
    await report.check(checks[4], () => expectEqual(ledger.map((l) => [l.pid, l.stock + l.sold]), [...productIds].sort((x, y) => x - y).map((id) => [id, startingStock]), 'stock + sold per product'));
    await report.check(checks[5], () => expectEqual(ledger.filter((l) => l.stock < 0), [], 'products below zero'));
    report.figure('ordersInDatabase', allOrders.length);
    report.figure('ordersCommittedButUnacknowledged', allOrders.length - acknowledged.length);
    report.figure('ordersCancelledInDatabase', allOrders.length - live.size);
    report.figure('unitsSold', ledger.reduce((n, l) => n + l.sold, 0));
    report.figure('stockLeft', ledger.reduce((n, l) => n + l.stock, 0));
  } finally {
    await check.close();
  }
}

try {
  await main();
} catch (e) {
  await report.check('the crash run completed', () => {
    throw e;
  });
} finally {
  if (server) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await dropDatabase?.().catch((e: unknown) => console.error(`could not drop the test database: ${String(e)}`));
  if (report.failed === 0) rmSync(workDir, { recursive: true, force: true });
  else console.log(`[crash-${engine}] server logs kept in ${workDir}`);
  report.write();
}
process.exit(report.failed ? 1 : 0);
