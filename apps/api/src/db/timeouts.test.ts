import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { call, createTestApp } from '../test/test-app.ts';
import { createMember } from '../test/admin-support.ts';

const busy = { response: false, msg: 'The shop is busy right now. Please try again in a moment.', data: null };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The PostgreSQL error behind a failed query (drizzle wraps it). */
const causeOf = (err: unknown): { code?: string; message?: string } => ((err as { cause?: unknown }).cause ?? err) as { code?: string };

describe('timeouts are configurable and on by default', () => {
  it('reads the database and HTTP timeouts from the environment, with defaults', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolMax: 10, dbConnectTimeoutMs: 10_000, dbStatementTimeoutMs: 30_000, dbIdleTransactionTimeoutMs: 60_000, requestTimeoutMs: 60_000, connectionTimeoutMs: 120_000 });
    const set = loadConfig({ DB_POOL_MAX: '4', DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '5000', DB_IDLE_TRANSACTION_TIMEOUT_MS: '7000', HTTP_REQUEST_TIMEOUT_MS: '9000', HTTP_CONNECTION_TIMEOUT_MS: '11000' });
    expect(set).toMatchObject({ dbPoolMax: 4, dbConnectTimeoutMs: 2000, dbStatementTimeoutMs: 5000, dbIdleTransactionTimeoutMs: 7000, requestTimeoutMs: 9000, connectionTimeoutMs: 11000 });
    expect(() => loadConfig({ DB_POOL_MAX: '1' })).toThrow(/DB_POOL_MAX must be at least 2/);
  });

  it('gives Fastify its request and connection timeouts', async () => {
    const app = await createTestApp({ demo: false, config: { requestTimeoutMs: 12_345, connectionTimeoutMs: 23_456 } });
    try {
      expect(app.server.requestTimeout).toBe(12_345);
      expect(app.initialConfig.connectionTimeout).toBe(23_456);
      expect(app.server.timeout).toBe(23_456);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL pool limits (PostgreSQL only: PGlite has no pool, statement or idle timeouts)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ demo: false, config: { dbPoolMax: 1, dbConnectTimeoutMs: 400, dbStatementTimeoutMs: 300, dbIdleTransactionTimeoutMs: 300 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 quickly when no connection frees up in time, and serves again once one does', async () => {
    const member = await createMember(app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    await sleep(50);
    const started = Date.now();
    const refused = await call(app, 'GET', '/api/cartdetails', { token: member.token });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(busy);
    expect(Date.now() - started).toBeLessThan(2000);
    release();
    await holder.catch(() => undefined);
    expect((await call(app, 'GET', '/api/cartdetails', { token: member.token })).status).toBe(200);
  });

  it('stops a statement that runs longer than the statement timeout', async () => {
    const err = await app.db.execute(sql`select pg_sleep(2)`).then(() => null, (e: unknown) => e);
    expect(causeOf(err).code).toBe('57014');
  });

  it('ends a transaction left idle longer than the idle timeout', async () => {
    const err = await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(800);
        await tx.execute(sql`select 1`);
      })
      .then(() => null, (e: unknown) => e);
    expect(err).not.toBeNull();
    // The pool replaces the connection the server closed.
    expect(await app.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });
});
