import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type AppConfig } from '../config.ts';
import { seedDemoShop, seedReferenceData, type DemoAccount } from '../db/seed/index.ts';

const demoAccounts = new WeakMap<FastifyInstance, DemoAccount[]>();

/** The random password the demo seed gave an account of this test app. */
export function demoPassword(app: FastifyInstance, email: string): string {
  const account = demoAccounts.get(app)?.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account of this app`);
  return account.password;
}

/**
 * A fresh shop for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new database on that
 * PostgreSQL server that is dropped again on close.
 */
export async function createTestApp(opts: { demo?: boolean; config?: Partial<AppConfig>; logStream?: { write: (line: string) => void } } = {}): Promise<FastifyInstance> {
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const app = await buildApp(testConfig({ databaseUrl, ...opts.config }), { logStream: opts.logStream });
  if (dropDatabase) app.addHook('onClose', dropDatabase);
  await seedReferenceData(app.db);
  if (opts.demo !== false) demoAccounts.set(app, await seedDemoShop(app.db));
  return app;
}

/**
 * Shorthand for `app.inject` that parses the JSON reply (the text when it is not JSON). `payload` sends raw bytes
 * instead of `body`; `from` is the client's address.
 */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  opts: { token?: string; body?: unknown; payload?: string | Buffer; headers?: Record<string, string>; from?: string } = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const res = await app.inject({
    method,
    url,
    payload: opts.payload ?? (opts.body as never),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    remoteAddress: opts.from,
  });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}
