import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

/**
 * Test-only: counts every insert, update and delete in the shop's tables, so a test can prove that a refused request
 * wrote nothing. Tables whose rows are written on purpose by refusals (failed-login records, code attempts, the security log) are
 * left out, and the mail outbox, which the background mail worker updates at any moment.
 */
export async function installWriteCounter(db: Db, exclude: string[] = ['login_failures', 'login_codes', 'security_log', 'order_mail_outbox', '__drizzle_migrations']) {
  await db.execute(sql`create table if not exists test_write_count (n bigint not null)`);
  await db.execute(sql`insert into test_write_count select 0 where not exists (select 1 from test_write_count)`);
  await db.execute(sql`create or replace function test_count_write() returns trigger language plpgsql as $$ begin update test_write_count set n = n + 1; return null; end $$`);
  const tables = await selectRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'test_write_count'`);
  for (const { tablename } of tables) {
    if (exclude.includes(tablename)) continue;
    await db.execute(sql.raw(`create or replace trigger test_count_${tablename} after insert or update or delete on "${tablename}" for each statement execute function test_count_write()`));
  }
  return async () => {
    const [counted] = await selectRows<{ n: string | number }>(db, sql`select n from test_write_count`);
    return Number(counted.n);
  };
}

type Reply = { status: number; body: { response: boolean; msg: string; data?: unknown } };

/**
 * Test-only: `refused(run, status, msg, more?)` runs a call that must be refused and checks the whole reply (response
 * false, the message as written or matching a pattern, data null, and nothing beyond `more`) and that it wrote
 * nothing, as `writes` counts.
 */
export function refusalCheck(writes: () => Promise<number>) {
  return async function refused<R extends Reply>(run: () => Promise<R>, status: number, msg: string | RegExp, more: Record<string, unknown> = {}): Promise<R> {
    const before = await writes();
    const res = await run();
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ response: false, msg: typeof msg === 'string' ? msg : expect.stringMatching(msg), data: null, ...more });
    expect(await writes()).toBe(before);
    return res;
  };
}
