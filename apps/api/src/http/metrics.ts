// GET /metrics in Prometheus's text format (docs/operations.md, decision 210): the request histogram by route
// pattern, Node's own metrics (event-loop lag, heap, CPU), the database pool, and the shop's counters and readings.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client.ts';
import { forbidden, unauthorized } from './reply.ts';

/** What the shop reads from its database at each scrape. */
export type ShopReadings = { outboxPending: number; outboxOldestSeconds: number; upiAwaitingPayment: number };

/** The counters the shop's modules add to (app.metrics). */
export type ShopCounters = {
  /** An order placed by a shopper (a retry of the same quote is not a new one), by payment: cod or upi. */
  ordersPlaced: Counter<'payment'>;
  /** A login refused: a wrong password (or unknown address), a wrong code, or a password login while locked. */
  loginFailures: Counter<'reason'>;
  /** A call refused by a per-client rate limit (429), by route pattern. */
  rateLimitRefusals: Counter<'route'>;
  /** Each request's time, by method, route pattern and status (observed here, and by the early replies). */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
};

/** A scrape waits at most this long for the database's readings, so a saturated database still leaves the rest readable. */
const READINGS_TIMEOUT_MS = 3000;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket's form). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A client on this machine: the socket is loopback and no proxy forwarded the request. A proxy on this machine (nginx
 * in front, the default TRUST_PROXY) connects from loopback too, for clients anywhere, and says so in its headers; so
 * a forwarded request is never local, whatever address its headers name (they may be forged when every proxy is trusted).
 */
export function isLocalClient(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the bearer token with METRICS_TOKEN in constant time (digests of equal length, whatever was sent). */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The label of a request's route: its pattern (`/api/admin/orders/:id`), never the address asked for. The storefront's
 * pages (answered by the not-found handler with the app's HTML) are `page`, the web build's files `static`, anything
 * else no route matched `unmatched`; so the number of series stays that of the routes.
 */
function routeLabel(request: FastifyRequest, reply: FastifyReply, isWebFile: (pattern: string) => boolean): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? 'page' : 'unmatched';
  return isWebFile(pattern) ? 'static' : pattern;
}

export function registerMetrics(
  app: FastifyInstance,
  opts: {
    token?: string;
    pool: () => PoolUse;
    readings: () => Promise<ShopReadings>;
    /** Whether a route pattern is one of the web build's files (http/web-app.ts registers one route per file). */
    isWebFile: (pattern: string) => boolean;
  },
): ShopCounters {
  // One registry per app: tests build several apps in one process, and prom-client's global one would refuse the names twice.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the reply sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe({ method: request.method, route: routeLabel(request, reply, opts.isWebFile), status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
  const pool = {
    max: gauge('shop_db_pool_max', 'Database connections this process may open (1 for the embedded PGlite).'),
    inUse: gauge('shop_db_pool_in_use', 'Database connections running a query or transaction now.'),
    waiting: gauge('shop_db_pool_waiting', 'Queries and transactions waiting for a database connection (for PGlite: for its one connection).'),
  };
  const database = {
    up: gauge('shop_database_up', '1 when the database answered this scrape’s readings, else 0 (the readings below are then NaN).'),
    outboxPending: gauge('shop_mail_outbox_pending', 'Order and back-in-stock mails not sent yet (pending, retries included).'),
    outboxOldest: gauge('shop_mail_outbox_oldest_age_seconds', 'Age of the oldest mail not sent yet; 0 when none waits.'),
    upiAwaiting: gauge('shop_upi_orders_awaiting_payment', 'Orders paid by UPI whose payment has not been recorded yet.'),
  };
  const counters: ShopCounters = {
    ordersPlaced: new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed by shoppers, by payment (cod, upi).', labelNames: ['payment'] as const, registers }),
    loginFailures: new Counter({ name: 'shop_login_failures_total', help: 'Logins refused, by reason (password, code, locked).', labelNames: ['reason'] as const, registers }),
    rateLimitRefusals: new Counter({ name: 'shop_rate_limit_refusals_total', help: 'Calls refused by a per-client rate limit, by route pattern.', labelNames: ['route'] as const, registers }),
    requestDuration: duration,
  };
  // Every series is there from the first scrape, so rate() and alerts see a 0 before the first event.
  for (const payment of ['cod', 'upi']) counters.ordersPlaced.inc({ payment }, 0);
  for (const reason of ['password', 'code', 'locked']) counters.loginFailures.inc({ reason }, 0);

  async function read() {
    const use = opts.pool();
    pool.max.set(use.max);
    pool.inUse.set(use.inUse);
    pool.waiting.set(use.waiting);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error('the database did not answer in time')), READINGS_TIMEOUT_MS)));
    try {
      const readings = await Promise.race([opts.readings(), late]);
      database.up.set(1);
      database.outboxPending.set(readings.outboxPending);
      database.outboxOldest.set(readings.outboxOldestSeconds);
      database.upiAwaiting.set(readings.upiAwaitingPayment);
    } catch (err) {
      app.log.warn({ err }, 'metrics: the database readings failed');
      database.up.set(0);
      for (const g of [database.outboxPending, database.outboxOldest, database.upiAwaiting]) g.set(Number.NaN);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalClient(request)) {
      // Without a token set, nothing but this machine can read it; with one, a client may still prove itself.
      if (!opts.token) throw forbidden('Metrics are served to this machine only.');
      if (!bearerMatches(request.headers.authorization, opts.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('Metrics need the metrics token.');
      }
    }
    await read();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
  return counters;
}
