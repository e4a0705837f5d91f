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
import { openPglite } from './pglite-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database, whichever engine runs it: embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Runs fn while no other process starting on this database runs its own (migrations, seeding). */
  whileStarting: <T>(fn: () => Promise<T>) => Promise<T>;
};

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several API processes may start together (rolling update): one migrates (and seeds) while the others wait on this lock.
    const whileStarting = async <T>(fn: () => Promise<T>): Promise<T> => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(7261001)');
        return await fn();
      } finally {
        await lock.query('select pg_advisory_unlock(7261001)').catch(() => undefined);
        lock.release();
      }
    };
    await whileStarting(() => migratePg(db as never, { migrationsFolder }));
    return { db, kind: 'postgres', close: () => pool.end(), whileStarting };
  }
  let dataDir: string | undefined;
  if (!opts.dataDir.startsWith('memory://')) {
    dataDir = join(resolve(opts.dataDir), 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // A new database starts from a migrated template when this machine has one (pglite-template.ts).
  const client = await openPglite(dataDir, migrationsFolder, (c) => migratePglite(drizzlePglite(c, { schema }) as never, { migrationsFolder }));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite belongs to one process: nothing else can be starting on it.
  return { db, kind: 'pglite', close: () => client.close(), whileStarting: (fn) => fn() };
}
