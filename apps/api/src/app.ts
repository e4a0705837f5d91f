import { systemClock, type Clock } from './lib/time.ts';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { shopperDocument, swaggerOptions } from './http/api-docs.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerMessageLanguage } from './i18n/replies.ts';
import { deriveKeys, type AppKeys } from './http/keys.ts';
import { serializeError, serializeRequest } from './http/log-serializers.ts';
import { redisWithLocalFallback } from './http/rate-limit-store.ts';
import { badRequest } from './http/reply.ts';
import { requestIdGenerator } from './http/request-id.ts';
import { batchedStdout } from './http/log-destination.ts';
import { earlyAccessLog, registerAccessLog } from './http/access-log.ts';
import { clientAddress } from './http/proxy-trust.ts';
import { COMPRESS_FROM_BYTES } from './http/encoding.ts';
import { apiSecurityHeaders, isApiPath, securityHeaders } from './http/security-headers.ts';
import { registerWebFiles } from './http/web-app.ts';
import { registerMetrics, type ShopCounters } from './http/metrics.ts';
import { EarlyReplies } from './http/early-replies.ts';
import { storefrontPages } from './modules/pages/index.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { apiModules } from './modules/index.ts';
import { startOrderMailWorker, type OrderMailWorker } from './modules/orders/mail-outbox.ts';
import { awaitingPaymentCount, outboxBacklog } from './modules/orders/index.ts';
import { startPaymentExpiry, type PaymentExpiryWorker } from './workflows/index.ts';
import { isSecurityRequest, startSecurityLog, type SecurityLog } from './modules/audit/index.ts';
import { keepBatchesDispatchable, keepBestsellers } from './modules/catalog/index.ts';
import { recordSessionActivity } from './modules/session/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    mailer: Mailer;
    /** Keys derived from AUTH_SECRET, one per use (http/keys.ts). */
    keys: AppKeys;
    /** Sends the order mails the outbox holds (modules/orders/mail-outbox.ts). */
    orderMails: OrderMailWorker;
    /** Cancels UPI orders whose payment did not arrive in time (workflows/expire-unpaid-orders.ts). */
    paymentExpiry: PaymentExpiryWorker;
    /** Every route registered, for tests that sweep all calls (authorization matrix, fuzzing). */
    routeCatalog: RouteOptions[];
    /** The time orders are placed and slots booked at (an invoice's date and financial year too); tests set `now` (lib/time.ts). */
    clock: Clock;
    /** The counters of /metrics the modules add to (http/metrics.ts). */
    metrics: ShopCounters;
    /** Login, back-office and payment events, kept 180 days (modules/audit/security-log.ts). */
    securityLog: SecurityLog;
    /** Replies answered before Fastify sees the request: the catalogue's kept ones (http/early-replies.ts). */
    earlyReplies: EarlyReplies;
  }
}


/** AUTH_SECRET, or one made once and kept in DATA_DIR for the embedded database: the keys are derived from it. */
function resolveAuthSecret(config: AppConfig): Uint8Array {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  if (config.dataDir.startsWith('memory://')) return randomBytes(32);
  if (config.databaseUrl && config.env === 'production') {
    throw new Error('AUTH_SECRET must be set when several servers share a PostgreSQL database.');
  }
  const file = join(resolve(config.dataDir), 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** True when a string or key anywhere in `value` holds a NUL character (PostgreSQL refuses them in text). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  return false;
}

/** What a browser sends a form as, when no script sends it. */
const formPost = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** logStream: where log lines go instead of stdout (tests read them to prove no secret is logged). */
export async function buildApp(config: AppConfig, opts: { database?: Database; logStream?: { write: (line: string) => void } } = {}): Promise<FastifyInstance> {
  // In production, lines go to standard output in batches (log-destination.ts); elsewhere one write per line.
  const logDestination = config.env === 'production' && config.logLevel !== 'silent' && !opts.logStream ? batchedStdout() : undefined;
  const early = new EarlyReplies();
  const genReqId = requestIdGenerator(config.trustProxy);
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            // Login addresses, codes and tokens in URLs, and failed statements' parameters, never reach a log line.
            serializers: { req: serializeRequest, err: serializeError, error: serializeError },
            stream: opts.logStream ?? logDestination,
          },
    bodyLimit: 64 * 1024,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id; a trusted proxy's well-formed X-Request-Id is kept.
    requestIdHeader: false,
    genReqId,
    // One access line per request, sampled, instead of two for every request (access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  registerAccessLog(app, config.accessLogSample, isSecurityRequest);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pool: { max: config.dbPoolMax, connectTimeoutMs: config.dbConnectTimeoutMs, statementTimeoutMs: config.dbStatementTimeoutMs, idleTransactionTimeoutMs: config.dbIdleTransactionTimeoutMs },
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const keys = deriveKeys(resolveAuthSecret(config));
  app.decorate('keys', keys);
  app.decorate('clock', systemClock());
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, env: config.env, log: app.log, outboxKeepDays: config.outboxKeepDays }));
  app.decorate('securityLog', startSecurityLog(app));
  app.decorate('orderMails', startOrderMailWorker(app));
  app.decorate('paymentExpiry', startPaymentExpiry(app));
  keepBestsellers(app);
  keepBatchesDispatchable(app);
  // Mails left pending by a previous run of the process (or another process) go out at start, not at the first round;
  // UPI orders that became overdue while no process ran are cancelled at start too.
  app.addHook('onReady', async () => {
    app.orderMails.wake();
    void app.paymentExpiry.runOnce();
  });
  // Before anything closes: the runs under way finish (their orders and mails are marked), and no new one starts.
  app.addHook('preClose', async () => {
    early.close();
    await app.paymentExpiry.stop();
    await app.orderMails.stop();
  });
  app.addHook('onClose', async () => {
    await app.securityLog.settled();
    logDestination?.flushSync();
    app.mailer.close();
    if (!opts.database) await database.close();
  });

  app.decorate('routeCatalog', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.routeCatalog.push(route as RouteOptions);
  });
  // JSON is the only body the API reads; anything else is refused with 415.
  app.removeContentTypeParser('text/plain');
  // The web build's files are one route each (registered below): /metrics counts them under one label.
  const webFiles = new Set<string>();
  app.decorate(
    'metrics',
    registerMetrics(app, {
      token: config.metricsToken,
      pool: database.pool,
      isWebFile: (pattern) => webFiles.has(pattern),
      readings: async () => {
        const [outbox, upiAwaitingPayment] = await Promise.all([outboxBacklog(database.db), awaitingPaymentCount(database.db)]);
        return { outboxPending: outbox.pending, outboxOldestSeconds: outbox.oldestSeconds, upiAwaitingPayment };
      },
    }),
  );

  app.decorate('earlyReplies', early);
  early.open({
    securityHeaders: apiSecurityHeaders,
    requestId: genReqId,
    observe: (route, status, seconds) => app.metrics.requestDuration.observe({ method: 'GET', route, status_code: status }, seconds),
    log: earlyAccessLog(app.log, config.accessLogSample, clientAddress(config.trustProxy)),
  });

  registerErrorHandling(app);
  // Every reply's msg in the language asked for (before serializing, so before any route's own onSend, such as the
  // catalogue cache's).
  registerMessageLanguage(app);
  // PostgreSQL cannot store a NUL character in text: refuse it up front, for every call, with a clear message.
  // (Hooks on every request are plain callbacks: no promise per request.)
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.body)) done(badRequest('Text must not contain NUL characters.'));
    else done();
  });
  // The security headers are the same on every reply: worked out once by helmet, set as one object; and every reply
  // names its request (x-request-id).
  const security = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiSecurityHeaders : security).header('x-request-id', request.id);
    done();
  });
  // The web build's files before @fastify/compress: they are compressed in the build already (web-app.ts). Its pages
  // are drawn by its server build (modules/pages), or from its sources through Vite in development.
  const { webDist } = config;
  const routesBeforeWebApp = app.routeCatalog.length;
  if (webDist && !config.webDev && existsSync(join(webDist, 'client'))) await registerWebFiles(app, join(webDist, 'client'));
  for (const route of app.routeCatalog.slice(routesBeforeWebApp)) webFiles.add(route.url);
  const sendPage = webDist ? await storefrontPages(app, webDist, config.webDev) : undefined;
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });
  // Limits are per route (login, codes, sign-up, contact...); with REDIS_URL they are shared by every API process.
  // While Redis does not answer, each process counts on its own (rate-limit-store.ts) rather than letting all through.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) {
    // Commands are not queued while the connection opens: the first requests would be counted locally. So the app
    // is ready once Redis is (or after 3 s, when it does not answer and the local counts take over).
    app.addHook('onReady', async () => {
      if (redis.status !== 'ready') await Promise.race([new Promise((ready) => redis.once('ready', ready)), delay(3000)]);
    });
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    onExceeded: (request) => app.metrics.rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'unmatched' }),
    ...(redis && { store: redisWithLocalFallback(redis, 'shop-rl:', app.log) }),
  });
  // A back-office session's last activity, recorded at most once a minute and only for calls that succeeded.
  app.addHook('onSend', (request, reply, payload, done) => {
    const recording = recordSessionActivity(request, reply);
    if (!recording) return done(null, payload);
    recording.then(
      () => done(null, payload),
      (error: FastifyError) => done(error),
    );
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ response: true, msg: 'ok', data: null }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { response: true, msg: 'ready', data: null };
    } catch {
      return reply.status(503).send({ response: false, msg: 'The database is not reachable.', data: null });
    }
  });
  await app.register(swagger, swaggerOptions);
  // The public document lists the shopper calls only; admins get the back office's (adminDocumentPath).
  await app.register(swaggerUi, { routePrefix: '/docs', transformSpecification: (document) => shopperDocument(document) });

  // Each route's path is its full line in the contract's route table (@shop/contract/calls), so no prefix here.
  for (const module of apiModules) await app.register(module);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A missing asset is not a page (a browser would run the HTML as a script).
    if (path.startsWith('/assets/')) return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
    // A storefront form sent by a browser without JavaScript (decision 290): back to its page, whose notice says
    // what is needed; the fields are never read.
    if (sendPage && request.method === 'POST' && !path.startsWith('/api') && formPost.test(request.headers['content-type'] ?? '')) {
      return reply.status(303).header('location', request.url).header('cache-control', 'no-store').send();
    }
    if (path.startsWith('/api/') || path === '/api' || !sendPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ response: false, msg: `No such call: ${request.method} ${path}`, data: null });
    }
    // Every other path is a page of the storefront, its 404 page included.
    return sendPage(request, reply);
  });
  return app;
}
