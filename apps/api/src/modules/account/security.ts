import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountSecurity } from '@shop/contract';
import { members, sessions } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/reply.ts';
import { addressConfirmed, authEvent, proveByCode, MemberStatus, setPassword, type MemberRow } from '../auth/index.ts';
import { revokeAllSessions, revokeOwnSession, type SignedInMember } from '../session/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';

export const NEEDS_PROOF = 'Please enter your password, or the code we mailed you, to continue.';
const WRONG_PASSWORD = 'That password is not right. Please try again.';

async function memberOf(app: FastifyInstance, id: number): Promise<MemberRow> {
  const [member] = await app.db.select().from(members).where(eq(members.id, id)).limit(1);
  if (!member || member.status !== MemberStatus.Active || !member.email) throw unauthorized('Your session has expired. Please log in again.');
  return member;
}

/**
 * A token alone is not enough for what cannot be undone or would lock the owner out (closing the account, changing
 * the password): the member also gives the password, or, when the account has none, a code just mailed to them.
 * Refusals are 403, not 401: the session is still good, only the proof was wrong.
 */
export async function requireProof(app: FastifyInstance, member: MemberRow, proof: { password?: string; otp?: string }) {
  if (proof.password) {
    if (!(await verifyPassword(proof.password, member.passwordHash))) throw forbidden(WRONG_PASSWORD);
    return;
  }
  if (proof.otp) {
    try {
      await proveByCode(app, member.email!, proof.otp);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) throw forbidden(error.text);
      throw error;
    }
    return;
  }
  throw badRequest(NEEDS_PROOF);
}

export async function accountSecurity(app: FastifyInstance, who: SignedInMember): Promise<AccountSecurity> {
  const member = await memberOf(app, who.id);
  const rows = await app.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.memberId, who.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return {
    Email: member.email!,
    HasPassword: Boolean(member.passwordHash),
    Language: member.language,
    Mobile: member.mobile,
    Firstname: member.firstName,
    Lastname: member.lastName,
    sessions: rows.map((s) => ({
      id: s.id,
      device: s.userAgent,
      createdAt: new Date(s.createdAt).toISOString(),
      expiresAt: new Date(s.expiresAt).toISOString(),
      current: s.id === who.sessionId,
    })),
  };
}

/**
 * Sets a new password and ends every other session of the account. The new password is confirmed when the member
 * proved the mailbox (a mailed code) or gave a confirmed password; one given with a password nobody confirmed stays
 * unconfirmed, so whoever signed up with someone else's address cannot make their hold on it stick (decision 204).
 */
export async function changePassword(app: FastifyInstance, who: SignedInMember, input: { password?: string; otp?: string; newPassword: string }) {
  const member = await memberOf(app, who.id);
  await requireProof(app, member, input);
  const passwordHash = await hashPassword(input.newPassword);
  const confirmed = input.password ? addressConfirmed(member) : true;
  await app.db.transaction(async (tx) => {
    await setPassword(tx, who.id, passwordHash, confirmed);
    await revokeAllSessions(tx, who.id, who.sessionId);
  });
  authEvent(app, 'password_changed', who.id);
}

/** Ends one of the member's own sessions; another member's session id is simply not found (and nothing is written). */
export async function endSession(app: FastifyInstance, who: SignedInMember, id: string) {
  if (!(await revokeOwnSession(app.db, who.id, id))) throw notFound('This session was not found.');
  authEvent(app, 'sessions_ended', who.id);
}

/** "Log out everywhere": every session of the account ends, this one included. */
export async function endAllSessions(app: FastifyInstance, who: SignedInMember) {
  await revokeAllSessions(app.db, who.id);
  authEvent(app, 'sessions_ended', who.id);
}
