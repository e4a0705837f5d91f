import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { emailPattern } from '@shop/contract';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A duration in milliseconds; 0 turns the timeout off. */
const milliseconds = z.coerce.number().int().min(0);

/** How many orders a member may hold at once (`name` for the message). */
const orderCount = (name: string) =>
  z.coerce
    .number()
    .int(`${name} must be a whole number of orders, at least 1`)
    .min(1, `${name} must be a whole number of orders, at least 1`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Annapurna Organics <hello@annapurna.example>'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  REDIS_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().regex(emailPattern, 'must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_PROMOTE: bool.default(false),
  DEMO_ACCOUNTS_FILE: z.string().optional(),
  SEED_DEMO: bool.default(true),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  WEB_DEV: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0, 'ACCESS_LOG_SAMPLE must be from 0 to 1').max(1, 'ACCESS_LOG_SAMPLE must be from 0 to 1').optional(),
  TRUST_PROXY: z.string().default('loopback'),
  MAIL_OUTBOX: bool.default(false),
  OUTBOX_KEEP_DAYS: z.coerce.number().int().min(1, 'OUTBOX_KEEP_DAYS must be at least 1').default(7),
  DB_POOL_MAX: z.coerce.number().int().min(2, 'DB_POOL_MAX must be at least 2 (one connection is held while the server starts)').default(10),
  DB_CONNECT_TIMEOUT_MS: milliseconds.default(10_000),
  DB_STATEMENT_TIMEOUT_MS: milliseconds.default(30_000),
  DB_IDLE_TRANSACTION_TIMEOUT_MS: milliseconds.default(60_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds.default(120_000),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  UPI_PAYMENT_MINUTES: z.coerce
    .number()
    .int('UPI_PAYMENT_MINUTES must be a whole number of minutes')
    .min(1, 'UPI_PAYMENT_MINUTES must be from 1 to 1440 (a day)')
    .max(1440, 'UPI_PAYMENT_MINUTES must be from 1 to 1440 (a day)')
    .default(30),
  UNPAID_ORDERS_MAX: orderCount('UNPAID_ORDERS_MAX').default(2),
  OPEN_ORDERS_MAX: orderCount('OPEN_ORDERS_MAX').default(5),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Folder for the embedded database, outbox and uploads; `memory://` keeps everything in memory. */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  authSecret?: string;
  redisUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** ADMIN_EMAIL may name an existing shopper's account only when this says so. */
  adminPromote: boolean;
  seedDemo: boolean;
  /** Where the first start writes the demo accounts' random passwords (default DATA_DIR/demo-accounts.txt). */
  demoAccountsFile?: string;
  /** Base address used in mails (confirm links); defaults to http://HOST:PORT. */
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** The share of ordinary requests (answered under a second, below 400) given an access log line; the others always get one. */
  accessLogSample: number;
  /**
   * Folder of the web app's build (its client/ and server/), served for every non-API path when present (WEB_DIST,
   * apps/web/dist by default); none in the API's own tests.
   */
  webDist?: string;
  /** `npm run dev`: the storefront from its sources through Vite, with hot reload (modules/pages/dev.ts). */
  webDev: boolean;
  /**
   * Whose X-Forwarded-For is believed (the client address that rate limits key on): proxies on these addresses
   * ('loopback', 'uniquelocal', a list of addresses or CIDRs), true (anyone: only behind a proxy nothing else reaches) or false.
   */
  trustProxy: boolean | string;
  /** Without SMTP_URL mails are .eml files in DATA_DIR/outbox; a server on a public address must ask for that (MAIL_OUTBOX=true). */
  mailOutbox: boolean;
  /** Outbox files older than this many days are removed. */
  outboxKeepDays: number;
  /** PostgreSQL pool: connections per process, and how long a call waits for one before it is answered 503. */
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  /** PostgreSQL statement_timeout and idle_in_transaction_session_timeout of the pool's connections. */
  dbStatementTimeoutMs: number;
  dbIdleTransactionTimeoutMs: number;
  /** Fastify requestTimeout (whole request received) and connectionTimeout (socket inactivity). */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /** How long the stock of an unpaid UPI order is held; then the order is cancelled (workflows/expire-unpaid-orders.ts). */
  upiPaymentMinutes: number;
  /** At most this many UPI orders of one member awaiting their payment at once (modules/checkout/open-orders.ts). */
  unpaidOrdersMax: number;
  /** At most this many undelivered (pending or shipped) orders of one member at once. */
  openOrdersMax: number;
  /** A scraper that sends `Authorization: Bearer <this>` reads /metrics from anywhere; without it, only this machine does. */
  metricsToken?: string;
};

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** Addresses only this machine reaches. */
const loopbackHosts = new Set(['localhost', '::1', '[::1]']);
const isLoopback = (host: string) => loopbackHosts.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/** The web app's build beside this package (apps/web/dist). */
export const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (compose passes `ADMIN_EMAIL=` for one left out) means unset.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    redisUrl: e.REDIS_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminPromote: e.ADMIN_PROMOTE,
    seedDemo: e.SEED_DEMO,
    demoAccountsFile: e.DEMO_ACCOUNTS_FILE,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    // Production logs one ordinary request in ten (refusals, failures and slow requests always); elsewhere every one.
    accessLogSample: e.ACCESS_LOG_SAMPLE ?? (e.NODE_ENV === 'production' ? 0.1 : 1),
    webDist: e.WEB_DIST || defaultWebDist,
    webDev: e.WEB_DEV,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mailOutbox: e.MAIL_OUTBOX,
    outboxKeepDays: e.OUTBOX_KEEP_DAYS,
    dbPoolMax: e.DB_POOL_MAX,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbIdleTransactionTimeoutMs: e.DB_IDLE_TRANSACTION_TIMEOUT_MS,
    requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
    upiPaymentMinutes: e.UPI_PAYMENT_MINUTES,
    unpaidOrdersMax: e.UNPAID_ORDERS_MAX,
    openOrdersMax: e.OPEN_ORDERS_MAX,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * What a server refuses to start with (server.ts): on an address other machines reach, login codes must not end up
 * only in files on the server unless that is asked for.
 */
export function assertServerConfig(config: AppConfig) {
  if (!config.smtpUrl && !config.mailOutbox && !isLoopback(config.host)) {
    throw new Error(
      `SMTP_URL is not set, so mails (login codes included) would only be written to files in DATA_DIR/outbox, but HOST=${config.host} serves other machines. Set SMTP_URL to send real mail, or MAIL_OUTBOX=true to keep the file outbox on purpose.`,
    );
  }
}

/** A configuration for tests: in-memory database, no SMTP, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    authSecret: 'test-secret-test-secret-test-secret-0123',
    databaseUrl: process.env.DATABASE_URL,
    webDist: undefined,
    ...overrides,
  };
}
