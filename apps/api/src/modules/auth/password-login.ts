import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginReplyData } from '@shop/contract';
import { members } from '../../db/schema/index.ts';
import { HttpError, tooMany, unauthorized } from '../../http/reply.ts';
import { clearFailures, releaseAttempt, reserveAttempt } from './attempts.ts';
import { authEvent } from './events.ts';
import { sendAdminCode } from './login-codes.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { findMemberByEmail, MemberStatus, openSession } from './members.ts';
import { REMEMBER_ME_DAYS, SESSION_DAYS } from './session.ts';

const WRONG_CREDENTIALS = 'Invalid username or password.';
export const LOCKED_OUT = 'Too many failed login attempts for this account. Please try again in 15 minutes, or log in with an email code.';
export const ADMIN_CODE_SENT = 'Please enter the code we have sent to your email to finish logging in.';

// A real hash to check unknown usernames against, so they take as long as known ones.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('no-such-member-decoy-password'));

/**
 * Password login. Unknown usernames and wrong passwords get the same answer and are both counted, so neither the
 * message nor the lock says whether an account exists; after 10 failures in 15 minutes the account is locked. An
 * administrator's right password opens nothing yet: it mails a code, and the code login finishes (two steps).
 */
export async function loginWithPassword(app: FastifyInstance, input: { UserName: string; Password: string; RememberMe: boolean }, userAgent = ''): Promise<LoginReplyData> {
  const email = input.UserName.trim().toLowerCase().slice(0, 254);
  const now = new Date();
  const attempt = await reserveAttempt(app.db, email, now);
  if (attempt === null) {
    authEvent(app, 'login_locked', null);
    throw tooMany(LOCKED_OUT);
  }
  const member = await findMemberByEmail(app.db, email);
  const passwordOk = await verifyPassword(input.Password, member?.passwordHash ?? (await decoy()));
  if (!member || !member.passwordHash || !passwordOk || member.status === MemberStatus.Closed) {
    authEvent(app, 'login_failed', member?.id ?? null);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  // Said only to the holder of the right password.
  if (member.status !== MemberStatus.Active) {
    await releaseAttempt(app.db, attempt);
    throw new HttpError(403, 'Your account has been disabled. Please contact the shop.');
  }
  await clearFailures(app.db, email);
  if (needsRehash(member.passwordHash)) {
    await app.db.update(members).set({ passwordHash: await hashPassword(input.Password) }).where(eq(members.id, member.id));
  }
  if (member.role === 'admin') {
    await sendAdminCode(app, member);
    return { CodeSent: true, Email: email };
  }
  authEvent(app, 'login', member.id);
  return openSession(app.db, app.keys.session, member, input.RememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS, userAgent);
}
