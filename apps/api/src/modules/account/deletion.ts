import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeletionReason } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { accountDeletions, members } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../http/reply.ts';
import { MemberStatus, type MemberRow } from '../auth/index.ts';
import { requireProof } from './security.ts';

/**
 * The member who asks to close their own account, checked before anything is erased: an open account, not an
 * administrator's (the last way into the back office must not disappear by a click in the storefront), and proven
 * by the password or a mailed code (a token alone, a borrowed phone or a stolen token, must not be enough).
 */
export async function accountToClose(app: FastifyInstance, memberId: number, proof: { password?: string; otp?: string }): Promise<MemberRow> {
  const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member || member.status === MemberStatus.Closed) throw unauthorized('Your session has expired. Please log in again.');
  if (member.role === 'admin') throw forbidden('An administrator account cannot be deleted here. Please ask another administrator to close it.');
  await requireProof(app, member, proof);
  return member;
}

/** Why an account was closed, kept without anything that names the member. */
export async function recordDeletion(tx: DbOrTx, reason: DeletionReason, details: string, at: Date) {
  await tx.insert(accountDeletions).values({ reason, details, createdAt: at });
}
