import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { loginCodeLocks, loginCodes, members } from '../../db/schema/index.ts';
import { HttpError, tooMany, unauthorized } from '../../http/reply.ts';
import { shopIdentity, adminUsesPasswordMail, codeLoginPausedMail, loginCodeMail, noAccountMail, takeMailPlace } from '../mail/index.ts';
import { authEvent } from './events.ts';
import { addressConfirmed, findMemberByEmail, MemberStatus, openSession, type MemberRow } from './members.ts';
import { clearFailures } from './attempts.ts';
import { revokeAllSessions, SESSION_DAYS } from '../session/index.ts';

export const LOGIN_CODE = { validMinutes: 10, maxTries: 5, resendAfterMs: 60_000 } as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Per address, whoever asks: at most 5 codes an hour and 10 a day, and 10 wrong codes a day across all codes. Past a
 * cap, code login for the address pauses (an hour for the hourly cap, a day for the others) and the owner is told
 * once. That leaves an attacker about 10 guesses a day at a one-in-a-million code, instead of 7,200. These caps and
 * pauses are the code login's (purpose 'login'): an administrator's code follows the right password, which nobody
 * else can give, so strangers' requests never count against it (decision 200).
 */
export const CODE_CAPS = { perHour: 5, perDay: 10, wrongPerDay: 10, hourlyPauseMs: HOUR_MS, dailyPauseMs: DAY_MS } as const;

const INVALID = 'Invalid OTP. Please try again.';
const EXPIRED = 'This OTP has expired. Please ask for a new one.';
const TOO_MANY_TRIES = 'Too many wrong tries for this OTP. Please ask for a new one.';
// The admin step's code is renewed by giving the password again, not by asking for one on the code screen.
const ADMIN_CODE_EXPIRED = 'This code has expired. Please log in with your password again for a new one.';
const ADMIN_CODE_TOO_MANY_TRIES = 'Too many wrong tries for this code. Please log in with your password again for a new one.';
export const CODE_LOGIN_PAUSED =
  'Too many login codes or wrong codes were asked for this email. For your safety, login by email code is paused for this address for a while. Please try again later, or log in with your password.';

type Purpose = 'login' | 'admin';
type Shop = { name: string; publicUrl: string };

/** Only an HMAC of the code is stored: a copy of the table cannot be turned back into codes without the server's secret. */
function hashCode(secret: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');
}

/** Six random digits from the system's secure generator (leading zeros included). */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

async function mailShop(app: FastifyInstance): Promise<Shop> {
  const shop = await shopIdentity(app.db, app.config.mailFrom);
  return { name: shop.name, publicUrl: app.config.publicUrl };
}

async function pausedUntil(db: DbOrTx, email: string, now: Date): Promise<Date | null> {
  const [lock] = await db.select().from(loginCodeLocks).where(eq(loginCodeLocks.email, email)).limit(1);
  return lock && new Date(lock.lockedUntil) > now ? new Date(lock.lockedUntil) : null;
}

/**
 * Pauses code login for an address. Returns true when this starts a new pause (the owner is then mailed once);
 * false when one was already running.
 */
async function pause(db: DbOrTx, email: string, until: Date, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(loginCodeLocks)
    .values({ email, lockedUntil: until })
    .onConflictDoUpdate({ target: loginCodeLocks.email, set: { lockedUntil: until }, setWhere: lt(loginCodeLocks.lockedUntil, now) })
    .returning({ email: loginCodeLocks.email });
  return Boolean(row);
}

/** Mails the owner of an account that its code login is paused (addresses without an active account get nothing). */
async function tellOwnerOfPause(app: FastifyInstance, email: string, until: Date) {
  const member = await findMemberByEmail(app.db, email);
  authEvent(app, 'code_login_paused', member?.id ?? null);
  if (member?.status !== MemberStatus.Active) return;
  await app.mailer.send(codeLoginPausedMail(await mailShop(app), email, until)).catch((err: unknown) => app.log.error({ err }, 'pause mail failed'));
}

/** The code login's codes of an address (the caps count these only). */
const loginPurpose = (email: string) => and(eq(loginCodes.email, email), eq(loginCodes.purpose, 'login'));

async function codesSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loginCodes).where(and(loginPurpose(email), gt(loginCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

async function wrongCodesSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${loginCodes.attempts}) - count(${loginCodes.usedAt}), 0)` })
    .from(loginCodes)
    .where(and(loginPurpose(email), gt(loginCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Stores a new code for the address after the per-minute rule and, for the code login, the per-address caps, in one
 * transaction per address so quick clicks cannot slip past them. Returns the row's id, or the end of a pause the caps
 * just started. An administrator's code keeps only the per-minute rule, among the admin step's own codes.
 */
async function storeCode(app: FastifyInstance, email: string, stored: string, purpose: Purpose, now: Date): Promise<{ id: number } | { pausedUntil: Date; isNew: boolean }> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-code:${email}`}))`);
    const paused = purpose === 'login' ? await pausedUntil(tx, email, now) : null;
    if (paused) return { pausedUntil: paused, isNew: false };
    const [latest] = await tx
      .select({ createdAt: loginCodes.createdAt })
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), eq(loginCodes.purpose, purpose)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1);
    if (latest && now.getTime() - new Date(latest.createdAt).getTime() < LOGIN_CODE.resendAfterMs) {
      throw tooMany('A code was sent to this email less than a minute ago. Please check your inbox, or wait a minute before asking for a new one.');
    }
    await tx.delete(loginCodes).where(and(eq(loginCodes.email, email), lt(loginCodes.createdAt, new Date(now.getTime() - DAY_MS))));
    if (purpose === 'login') {
      const lastDay = await codesSince(tx, email, new Date(now.getTime() - DAY_MS));
      const lastHour = await codesSince(tx, email, new Date(now.getTime() - HOUR_MS));
      const pauseMs = lastDay >= CODE_CAPS.perDay ? CODE_CAPS.dailyPauseMs : lastHour >= CODE_CAPS.perHour ? CODE_CAPS.hourlyPauseMs : 0;
      if (pauseMs) {
        const until = new Date(now.getTime() + pauseMs);
        return { pausedUntil: until, isNew: await pause(tx, email, until, now) };
      }
    }
    const [row] = await tx
      .insert(loginCodes)
      .values({ email, purpose, codeHash: hashCode(app.keys.loginCode, email, stored), createdAt: now, expiresAt: new Date(now.getTime() + LOGIN_CODE.validMinutes * 60_000) })
      .returning({ id: loginCodes.id });
    return { id: row.id };
  });
}

/** Stores a code (`stored`: what the hash is made of) and sends `mail` (null: nothing). */
async function issueCode(app: FastifyInstance, email: string, purpose: Purpose, stored: string, mail: ((shop: Shop) => ReturnType<typeof loginCodeMail>) | null) {
  const now = new Date();
  const result = await storeCode(app, email, stored, purpose, now);
  if ('pausedUntil' in result) {
    if (result.isNew) await tellOwnerOfPause(app, email, result.pausedUntil);
    throw tooMany(CODE_LOGIN_PAUSED);
  }
  if (!mail) return;
  try {
    await app.mailer.send(mail(await mailShop(app)));
  } catch (err) {
    app.log.error({ err }, 'login code mail failed');
    // Nothing reached the shopper: forget the code so they can ask again at once.
    await app.db.delete(loginCodes).where(eq(loginCodes.id, result.id));
    throw new HttpError(503, 'Error sending OTP. Please try again later.');
  }
}

/**
 * Sends a login code to an address. The reply is the same whether or not an account uses it; without an account the
 * mail says so instead of carrying a code, and the stored hash matches nothing. A back-office account gets no code
 * here (it logs in with its password first) and nothing is stored or counted for it, so nobody can spend the
 * address's caps or pause its login (decision 200); its owner is told at most once a day that the back office logs
 * in with its password.
 */
export async function requestLoginCode(app: FastifyInstance, email: string): Promise<{ email: string }> {
  const member = await findMemberByEmail(app.db, email);
  if (member?.role === 'admin') {
    if (member.status === MemberStatus.Active && (await takeMailPlace(app.db, 'adminCodeRequest', email))) {
      await app.mailer.send(adminUsesPasswordMail(await mailShop(app), email)).catch((err: unknown) => app.log.error({ err }, 'back-office note failed'));
    }
    return { email };
  }
  const canLogIn = member?.status === MemberStatus.Active;
  const code = newLoginCode();
  const stored = canLogIn ? code : newLoginCode() + newLoginCode();
  const mail = canLogIn ? (shop: Shop) => loginCodeMail(shop, email, code, LOGIN_CODE.validMinutes, member.language) : !member ? (shop: Shop) => noAccountMail(shop, email) : null;
  await issueCode(app, email, 'login', stored, mail);
  if (canLogIn) authEvent(app, 'code_sent', member.id);
  return { email };
}

/** The second step of an administrator's login: a code to the account's mailbox after the right password (whatever pause the code login is in). */
export async function sendAdminCode(app: FastifyInstance, member: MemberRow) {
  const email = member.email!.toLowerCase();
  const code = newLoginCode();
  await issueCode(app, email, 'admin', code, (shop) => loginCodeMail(shop, email, code, LOGIN_CODE.validMinutes, member.language));
  authEvent(app, 'admin_code_sent', member.id);
}

/** Counts a wrong code; when the day's wrong codes reach the cap, code login for the address pauses for a day. */
async function countWrongCode(app: FastifyInstance, email: string, now: Date) {
  if ((await wrongCodesSince(app.db, email, new Date(now.getTime() - DAY_MS))) < CODE_CAPS.wrongPerDay) return;
  const until = new Date(now.getTime() + CODE_CAPS.dailyPauseMs);
  if (await pause(app.db, email, until, now)) await tellOwnerOfPause(app, email, until);
}

/**
 * Logging in by code proves the mailbox. While the account's password is one nobody confirmed (perhaps chosen by
 * whoever signed up with this address), the mailbox's owner takes the account over: every session opened before ends
 * (an intruder's too) and that password is removed. A confirmed account keeps its other sessions (decision 204); its
 * owner ends them from Login & Security.
 */
async function takeOverMailbox(app: FastifyInstance, member: MemberRow): Promise<boolean> {
  if (addressConfirmed(member)) return false;
  await app.db.transaction(async (tx) => {
    await revokeAllSessions(tx, member.id);
    await tx.update(members).set({ passwordHash: null, demoPassword: false }).where(eq(members.id, member.id));
  });
  return true;
}

/**
 * Checks a code against the newest one of its purpose sent to the address and uses it up. Every try is counted before
 * the comparison, so the sixth try fails even with the right code; a code works once and for 10 minutes. The code
 * login's pause and its daily count of wrong codes do not touch the admin step.
 */
async function useCode(app: FastifyInstance, email: string, otp: string, purpose: Purpose): Promise<void> {
  const now = new Date();
  if (purpose === 'login' && (await pausedUntil(app.db, email, now))) throw tooMany(CODE_LOGIN_PAUSED);
  const [latest] = await app.db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), eq(loginCodes.purpose, purpose)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt) throw unauthorized(INVALID);
  if (new Date(latest.expiresAt).getTime() <= now.getTime()) throw unauthorized(purpose === 'admin' ? ADMIN_CODE_EXPIRED : EXPIRED);

  const tooManyTries = tooMany(purpose === 'admin' ? ADMIN_CODE_TOO_MANY_TRIES : TOO_MANY_TRIES);
  if (latest.attempts >= LOGIN_CODE.maxTries) throw tooManyTries;
  const [counted] = await app.db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, latest.id), lt(loginCodes.attempts, LOGIN_CODE.maxTries), isNull(loginCodes.usedAt)))
    .returning({ attempts: loginCodes.attempts });
  if (!counted) throw tooManyTries;

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(app.keys.loginCode, email, otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (purpose === 'login') await countWrongCode(app, email, now);
    authEvent(app, 'code_failed', null);
    throw unauthorized(INVALID);
  }

  // Single use, even when the same code arrives twice at the same moment.
  const [used] = await app.db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, latest.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (!used) throw unauthorized(INVALID);
}

/**
 * Logs in with a mailed code. An administrator's code is the admin step's, which only the password step sends; a
 * shopper's code login may take over the mailbox (takeOverMailbox).
 */
export async function loginWithCode(app: FastifyInstance, email: string, otp: string, userAgent = ''): Promise<LoginResult & { PasswordRemoved?: true }> {
  const member = await findMemberByEmail(app.db, email);
  await useCode(app, email, otp, member?.role === 'admin' ? 'admin' : 'login');
  if (!member || member.status !== MemberStatus.Active) throw unauthorized(INVALID);
  // Proving the address also lifts a password lock on the account.
  await clearFailures(app.db, email);
  let passwordRemoved = false;
  if (member.role === 'admin') authEvent(app, 'admin_login', member.id);
  else {
    passwordRemoved = await takeOverMailbox(app, member);
    authEvent(app, 'code_login', member.id);
  }
  const session = await openSession(app.db, app.keys.session, member, SESSION_DAYS, userAgent);
  // The shopper is told on the screen (issue 33): the password they may have typed at sign-up no longer works.
  return passwordRemoved ? { ...session, PasswordRemoved: true } : session;
}

/** A signed-in shopper proves they still hold the mailbox (to set a first password, or to close the account). */
export async function proveByCode(app: FastifyInstance, email: string, otp: string) {
  await useCode(app, email.toLowerCase(), otp, 'login');
}
