import { sql } from 'drizzle-orm';
import type { LoginResult } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { ADMIN_SESSION, issueToken } from './session.ts';

/** 1 active, 0 disabled by the shop, 2 closed by the member (members.status). */
export const MemberStatus = { Disabled: 0, Active: 1, Closed: 2 } as const;

export type MemberRow = typeof members.$inferSelect;

/** The member using an e-mail address, compared ignoring case (the unique index is on lower(email)). */
export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row;
}

/**
 * Opens a session and gives the reply of both logins, under the field names of docs/product.md#account-calls. A back-office
 * session lasts at most ADMIN_SESSION.absoluteHours, whatever the member asked for.
 */
export async function openSession(db: DbOrTx, secret: Uint8Array, member: MemberRow, days: number, userAgent = ''): Promise<LoginResult> {
  const lifetime = member.role === 'admin' ? ADMIN_SESSION.absoluteHours / 24 : days;
  const token = await issueToken(db, secret, member.id, lifetime, userAgent);
  return {
    token,
    MemberName: `${member.firstName} ${member.lastName}`.trim(),
    MemberID: member.id,
    MemberMob: member.mobile,
    Status: member.status,
    Role: member.role,
    Language: member.language,
  };
}
