import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** 10 failed password logins in 15 minutes lock password login for the address for the rest of the window. */
export const LOCKOUT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Reserves one password attempt for the address, or returns null when the window's attempts are used up. The count
 * and the reservation happen under one lock per address, so no burst (from one process or many) gets more than
 * LOCKOUT.failures passwords judged. The reservation stays as a failure unless the login succeeds.
 */
export async function reserveAttempt(db: DbOrTx, email: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-login:${email}`}))`);
    const windowStart = new Date(now.getTime() - LOCKOUT.windowMs);
    await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), lt(loginFailures.createdAt, windowStart)));
    const [row] = await tx.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, windowStart)));
    if (Number(row?.n ?? 0) >= LOCKOUT.failures) return null;
    const [attempt] = await tx.insert(loginFailures).values({ email, createdAt: now }).returning({ id: loginFailures.id });
    return attempt.id;
  });
}

/** A successful login (by password or by code) wipes the account's failure record. */
export async function clearFailures(db: DbOrTx, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Gives back a reserved attempt that turned out not to be a wrong password. */
export async function releaseAttempt(db: DbOrTx, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}
