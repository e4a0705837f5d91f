import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs raw SQL and gives its rows, typed by the caller: both drivers (PGlite and node-postgres) answer
 * `{ rows }`, which Drizzle's common type does not say.
 */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A unique-index violation, whichever driver reports it (Drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
