import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { HttpError, tooMany, unauthorized } from '../../http/reply.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findMemberByEmail, MemberStatus, openSession } from './members.ts';

export const LOCKOUT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;
export const REMEMBER_ME_DAYS = 30;
export const SESSION_DAYS = 1;

const WRONG_CREDENTIALS = 'Invalid username or password.';

// A real hash to check unknown usernames against, so they take as long as known ones.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('no-such-member-decoy-password'));

async function recentFailures(db: DbOrTx, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, new Date(now.getTime() - LOCKOUT.windowMs))));
  return Number(row?.n ?? 0);
}

async function recordFailure(db: DbOrTx, email: string, now: Date) {
  await db.insert(loginFailures).values({ email, createdAt: now });
  // Rows older than the window no longer count: drop them as we go.
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), lt(loginFailures.createdAt, new Date(now.getTime() - LOCKOUT.windowMs))));
}

/** A successful login (by password or by code) wipes the account's failure record. */
export async function clearFailures(db: DbOrTx, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/**
 * Password login. Unknown usernames and wrong passwords get the same answer and are both counted, so neither the
 * message nor the lock says whether an account exists; after 10 failures in 15 minutes the account is locked.
 */
export async function loginWithPassword(app: FastifyInstance, input: { UserName: string; Password: string; RememberMe: boolean }): Promise<LoginResult> {
  const email = input.UserName.trim().toLowerCase().slice(0, 254);
  const now = new Date();
  if ((await recentFailures(app.db, email, now)) >= LOCKOUT.failures) {
    throw tooMany('Too many failed login attempts for this account. Please try again in 15 minutes, or log in with an email code.');
  }
  const member = await findMemberByEmail(app.db, email);
  const passwordOk = await verifyPassword(input.Password, member?.passwordHash ?? (await decoy()));
  if (!member || !member.passwordHash || !passwordOk || member.status === MemberStatus.Closed) {
    await recordFailure(app.db, email, now);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  // Said only to the holder of the right password.
  if (member.status !== MemberStatus.Active) throw new HttpError(403, 'Your account has been disabled. Please contact the shop.');
  await clearFailures(app.db, email);
  return openSession(app.db, app.authSecret, member, input.RememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS);
}
