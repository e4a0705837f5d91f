import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { openPglite } from './pglite-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database, whichever engine runs it: embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * What the database's connections are doing now: at most `max`, `inUse` busy, `waiting` calls queued for one. PGlite
 * has one connection, which runs one query or transaction at a time: the others wait their turn.
 */
export type PoolUse = { max: number; inUse: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  pool: () => PoolUse;
  /** Runs fn while no other process starting on this database runs its own (migrations, seeding). */
  whileStarting: <T>(fn: () => Promise<T>) => Promise<T>;
};

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where the embedded database of DATA_DIR lives. */
export const pgliteDirOf = (dataDir: string) => join(resolve(dataDir), 'pglite');

/**
 * Limits of the PostgreSQL pool, all in milliseconds (0: none): how long a query waits for a free connection (then
 * it fails and the call is answered 503), how long one statement may run, and how long a transaction may sit idle.
 */
export type PoolLimits = { max: number; connectTimeoutMs: number; statementTimeoutMs: number; idleTransactionTimeoutMs: number };
const defaultPool: PoolLimits = { max: 10, connectTimeoutMs: 0, statementTimeoutMs: 0, idleTransactionTimeoutMs: 0 };

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string; pool?: PoolLimits }): Promise<Database> {
  if (opts.databaseUrl) {
    const limits = opts.pool ?? defaultPool;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: limits.max,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleTransactionTimeoutMs,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    // The same for a connection in use that the server ends (an idle transaction past its timeout): its query fails.
    pool.on('connect', (client) => client.on('error', (err) => console.error(`PostgreSQL connection ended: ${err.message}`)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several API processes may start together (rolling update): one migrates (and seeds) while the others wait on
    // this lock, for as long as it takes (no statement timeout on this connection).
    const withStartLock = async <T>(fn: (lock: pg.PoolClient) => Promise<T>): Promise<T> => {
      const lock = await pool.connect();
      try {
        await lock.query('set statement_timeout = 0');
        await lock.query('select pg_advisory_lock(7261001)');
        return await fn(lock);
      } finally {
        await lock.query('select pg_advisory_unlock(7261001)').catch(() => undefined);
        await lock.query('reset statement_timeout').catch(() => undefined);
        lock.release();
      }
    };
    // Migrations run on the lock's own connection, so a long index build is not cut by the statement timeout.
    await withStartLock((lock) => migratePg(drizzlePg(lock, { schema }) as never, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      pool: () => ({ max: limits.max, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      whileStarting: (fn) => withStartLock(() => fn()),
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!opts.dataDir.startsWith('memory://')) {
    dataDir = pgliteDirOf(opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(opts.dataDir, 'this process');
  }
  // A new database starts from a migrated template when this machine has one (pglite-template.ts).
  const client = await openPglite(dataDir, migrationsFolder, (c) => migratePglite(drizzlePglite(c, { schema }) as never, { migrationsFolder })).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const calls = countCalls(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite belongs to one process (pglite.lock): nothing else can be starting on it.
  return {
    db,
    kind: 'pglite',
    close: () => client.close().finally(unlock),
    pool: () => ({ max: 1, inUse: Math.min(calls.open, 1), waiting: Math.max(calls.open - 1, 0) }),
    whileStarting: (fn) => fn(),
  };
}

/**
 * Counts the queries and transactions Drizzle has started on PGlite and not seen end (the two methods it calls):
 * one runs, the others wait on PGlite's lock, so this is the embedded database's queue.
 */
function countCalls(client: PGlite): { open: number } {
  const calls = { open: 0 };
  const counted = <A extends unknown[], R>(run: (...args: A) => Promise<R>) => (...args: A): Promise<R> => {
    calls.open++;
    return run(...args).finally(() => calls.open--);
  };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.transaction = counted(client.transaction.bind(client)) as PGlite['transaction'];
  return calls;
}
