import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginCodes, loginFailures } from '../../db/schema/index.ts';

/**
 * 10 failed password logins in 15 minutes lock password login for the address for the rest of the window. While it is
 * locked, a client that has not failed `perClient` times itself there still gets its password judged, so that an
 * administrator's right password reaches the code step whoever else is guessing (decision 200); the others wait.
 */
export const LOCKOUT = { failures: 10, perClient: 3, windowMs: 15 * 60 * 1000 } as const;

/** A reserved attempt; `locked`: the address is locked, so only an administrator's right password goes on. */
export type Attempt = { id: number; locked: boolean };

/**
 * Reserves one password attempt for the address from `client`, or returns null when the address is locked and this
 * client's attempts are used up too. The count and the reservation happen under one lock per address, so no burst
 * (from one process or many) gets more passwords judged than the limits allow. The reservation stays as a failure
 * unless the login succeeds.
 */
export async function reserveAttempt(db: DbOrTx, email: string, client: string, now: Date): Promise<Attempt | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-login:${email}`}))`);
    const windowStart = new Date(now.getTime() - LOCKOUT.windowMs);
    await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), lt(loginFailures.createdAt, windowStart)));
    const failuresOf = async (where: ReturnType<typeof and>) => Number((await tx.select({ n: count() }).from(loginFailures).where(where))[0]?.n ?? 0);
    const inWindow = and(eq(loginFailures.email, email), gt(loginFailures.createdAt, windowStart));
    const locked = (await failuresOf(inWindow)) >= LOCKOUT.failures;
    if (locked && (await failuresOf(and(inWindow, eq(loginFailures.client, client)))) >= LOCKOUT.perClient) return null;
    const [attempt] = await tx.insert(loginFailures).values({ email, client, createdAt: now }).returning({ id: loginFailures.id });
    return { id: attempt.id, locked };
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

/** A closed account's traces in the login's bookkeeping: its codes and failed attempts, by its address. */
export async function eraseLoginTracesOf(db: DbOrTx, email: string) {
  const lower = email.toLowerCase();
  await db.delete(loginCodes).where(eq(loginCodes.email, lower));
  await db.delete(loginFailures).where(eq(loginFailures.email, lower));
}
