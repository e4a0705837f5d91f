import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@shop/contract';
import { loginCodes } from '../../db/schema/index.ts';
import { HttpError, tooMany, unauthorized } from '../../http/reply.ts';
import { shopIdentity } from '../marketing/shop.ts';
import { loginCodeMail, noAccountMail } from '../mail/templates.ts';
import { findMemberByEmail, MemberStatus, openSession } from './members.ts';
import { clearFailures, SESSION_DAYS } from './password-login.ts';

export const LOGIN_CODE = { validMinutes: 10, maxTries: 5, resendAfterMs: 60_000 } as const;

const INVALID = 'Invalid OTP. Please try again.';

/** Only an HMAC of the code is stored: a copy of the table cannot be turned back into codes without the server's secret. */
function hashCode(secret: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');
}

/** Six random digits from the system's secure generator (leading zeros included). */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Sends a login code to an address. The reply, the timing and the per-minute limit are the same whether or not an
 * account uses it; without an account the mail says so instead of carrying a code, and the stored hash matches nothing.
 */
export async function requestLoginCode(app: FastifyInstance, email: string): Promise<{ email: string }> {
  const now = new Date();
  const member = await findMemberByEmail(app.db, email);
  const canLogIn = member?.status === MemberStatus.Active;
  const code = newLoginCode();
  const stored = canLogIn ? code : newLoginCode() + newLoginCode();

  const id = await app.db.transaction(async (tx) => {
    // One request per address at a time, so two quick clicks cannot both pass the per-minute check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-code:${email}`}))`);
    const [latest] = await tx.select({ createdAt: loginCodes.createdAt }).from(loginCodes).where(eq(loginCodes.email, email)).orderBy(desc(loginCodes.createdAt)).limit(1);
    if (latest && now.getTime() - new Date(latest.createdAt).getTime() < LOGIN_CODE.resendAfterMs) {
      throw tooMany('A code was sent to this email less than a minute ago. Please check your inbox, or wait a minute before asking for a new one.');
    }
    await tx.delete(loginCodes).where(and(eq(loginCodes.email, email), lt(loginCodes.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000))));
    const [row] = await tx
      .insert(loginCodes)
      .values({ email, codeHash: hashCode(app.authSecret, email, stored), createdAt: now, expiresAt: new Date(now.getTime() + LOGIN_CODE.validMinutes * 60_000) })
      .returning({ id: loginCodes.id });
    return row.id;
  });

  const shop = await shopIdentity(app.db, app.config.mailFrom);
  const mailShop = { name: shop.name, publicUrl: app.config.publicUrl };
  try {
    if (canLogIn) await app.mailer.send(loginCodeMail(mailShop, email, code, LOGIN_CODE.validMinutes));
    else if (!member) await app.mailer.send(noAccountMail(mailShop, email));
  } catch (err) {
    app.log.error({ err }, 'login code mail failed');
    // Nothing reached the shopper: forget the code so they can ask again at once.
    await app.db.delete(loginCodes).where(eq(loginCodes.id, id));
    throw new HttpError(503, 'Error sending OTP. Please try again later.');
  }
  return { email };
}

/**
 * Checks a code against the newest one sent to the address. Every try is counted before the comparison, so the
 * sixth try fails even with the right code; a code works once and for 10 minutes.
 */
export async function loginWithCode(app: FastifyInstance, email: string, otp: string): Promise<LoginResult> {
  const now = new Date();
  const [latest] = await app.db.select().from(loginCodes).where(eq(loginCodes.email, email)).orderBy(desc(loginCodes.createdAt)).limit(1);
  if (!latest || latest.usedAt) throw unauthorized(INVALID);
  if (new Date(latest.expiresAt).getTime() <= now.getTime()) throw unauthorized('This OTP has expired. Please ask for a new one.');

  const tooManyTries = tooMany('Too many wrong tries for this OTP. Please ask for a new one.');
  if (latest.attempts >= LOGIN_CODE.maxTries) throw tooManyTries;
  const [counted] = await app.db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, latest.id), lt(loginCodes.attempts, LOGIN_CODE.maxTries), isNull(loginCodes.usedAt)))
    .returning({ attempts: loginCodes.attempts });
  if (!counted) throw tooManyTries;

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(app.authSecret, email, otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized(INVALID);

  // Single use, even when the same code arrives twice at the same moment.
  const [used] = await app.db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (!used) throw unauthorized(INVALID);

  const member = await findMemberByEmail(app.db, email);
  if (!member || member.status !== MemberStatus.Active) throw unauthorized(INVALID);
  // Proving the address also lifts a password lock on the account.
  await clearFailures(app.db, email);
  return openSession(app.db, app.authSecret, member, SESSION_DAYS);
}
