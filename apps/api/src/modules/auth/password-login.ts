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
import { REMEMBER_ME_DAYS, SESSION_DAYS } from '../session/index.ts';

const WRONG_CREDENTIALS = 'Invalid username or password.';
export const LOCKED_OUT =
  'Too many failed login attempts for this account. Please try again in 15 minutes, or log in with an email code. Administrators of the shop can still log in with the right password, unless this device has tried several wrong ones.';
export const ADMIN_CODE_SENT = 'Please enter the code we have sent to your email to finish logging in.';

// A real hash to check unknown usernames against, so they take as long as known ones.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('no-such-member-decoy-password'));

/**
 * Password login. Unknown usernames and wrong passwords get the same answer and are both counted, so neither the
 * message nor the lock says whether an account exists; after 10 failures in 15 minutes the account is locked. An
 * administrator's right password opens nothing yet: it mails a code, and the code login finishes (two steps). A lock
 * cannot shut the back office: while the address is locked, a client that has not tried several wrong passwords
 * itself still has its password judged, and an administrator's right one goes on to the code step; every other
 * answer is the lock's, right password or not (decision 200).
 */
export async function loginWithPassword(app: FastifyInstance, input: { UserName: string; Password: string; RememberMe: boolean }, client: string, userAgent = ''): Promise<LoginReplyData> {
  const email = input.UserName.trim().toLowerCase().slice(0, 254);
  const now = new Date();
  const attempt = await reserveAttempt(app.db, email, client, now);
  if (attempt === null) {
    authEvent(app, 'login_locked', null);
    throw tooMany(LOCKED_OUT);
  }
  const member = await findMemberByEmail(app.db, email);
  const passwordOk = await verifyPassword(input.Password, member?.passwordHash ?? (await decoy()));
  const right = member && member.passwordHash && passwordOk && member.status !== MemberStatus.Closed ? member : null;
  if (attempt.locked) {
    // The reservation stays a failure of this client, whatever the password: the answer tells nothing.
    if (right?.role !== 'admin' || right.status !== MemberStatus.Active) {
      authEvent(app, 'login_locked', member?.id ?? null);
      throw tooMany(LOCKED_OUT);
    }
    // The others' failures stay: the lock holds for them.
    await releaseAttempt(app.db, attempt.id);
    await sendAdminCode(app, right);
    return { CodeSent: true, Email: email };
  }
  if (!right) {
    authEvent(app, 'login_failed', member?.id ?? null);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  // Said only to the holder of the right password.
  if (right.status !== MemberStatus.Active) {
    await releaseAttempt(app.db, attempt.id);
    throw new HttpError(403, 'Your account has been disabled. Please contact the shop.');
  }
  await clearFailures(app.db, email);
  if (needsRehash(right.passwordHash!)) {
    await app.db.update(members).set({ passwordHash: await hashPassword(input.Password) }).where(eq(members.id, right.id));
  }
  if (right.role === 'admin') {
    await sendAdminCode(app, right);
    return { CodeSent: true, Email: email };
  }
  authEvent(app, 'login', right.id);
  return openSession(app.db, app.keys.session, right, input.RememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS, userAgent);
}
