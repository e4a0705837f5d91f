import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { members } from '../../db/schema/index.ts';
import { badRequest } from '../../http/reply.ts';
import { authEvent } from './events.ts';
import { MemberStatus } from './members.ts';

const VALID_DAYS = 7;
// Signed with a key of its own (app.keys), so a confirmation link can never pass for a login token or the reverse.
const INVALID_LINK = 'This confirmation link is invalid or has expired. Log in with a code sent to your email to prove the address is yours.';

/** Ties a link to the password it confirms: a changed password makes older links useless. */
function fingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

/** The path of the sign-up mail's link (the web page asks before it confirms: a mail scanner opening it changes nothing). */
export async function confirmationPath(app: FastifyInstance, memberId: number, passwordHash: string): Promise<string> {
  const token = await new SignJWT({ pw: fingerprint(passwordHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setAudience('email-confirmation')
    .setIssuedAt()
    .setExpirationTime(`${VALID_DAYS}d`)
    .sign(app.keys.emailConfirmation);
  return `/confirm-email?token=${token}`;
}

/** Confirms the address and the password chosen at sign-up. Confirming twice is fine. */
export async function confirmEmail(app: FastifyInstance, token: string): Promise<void> {
  let memberId: number;
  let pw: unknown;
  try {
    const { payload } = await jwtVerify(token, app.keys.emailConfirmation, { algorithms: ['HS256'], audience: 'email-confirmation' });
    memberId = Number(payload.sub);
    pw = payload.pw;
  } catch {
    throw badRequest(INVALID_LINK);
  }
  const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member || member.status !== MemberStatus.Active || !member.passwordHash || fingerprint(member.passwordHash) !== pw) throw badRequest(INVALID_LINK);
  await app.db.update(members).set({ passwordConfirmedAt: new Date() }).where(and(eq(members.id, memberId), isNull(members.passwordConfirmedAt)));
  authEvent(app, 'email_confirmed', memberId);
}
