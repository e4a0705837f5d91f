import { eq, sql } from 'drizzle-orm';
import type { LoginResult, PageMember } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { ADMIN_SESSION, issueToken, verifyToken } from '../session/index.ts';

/** 1 active, 0 disabled by the shop, 2 closed by the member (members.status). */
export const MemberStatus = { Disabled: 0, Active: 1, Closed: 2 } as const;

export type MemberRow = typeof members.$inferSelect;

/** The member using an e-mail address, compared ignoring case (the unique index is on lower(email)). */
export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row;
}

/**
 * Whether the account's address is known to be its owner's: false while the account's password comes from a sign-up
 * nobody confirmed yet (neither the welcome mail's link nor a code login, which removes such a password), as someone
 * else may have signed up with the address. Every other account was proven by its mailbox (a code login, the link, a
 * password set with a mailed code or with a confirmed password) or made by the shop (demo seed, ADMIN_EMAIL).
 */
export const addressConfirmed = (member: Pick<MemberRow, 'passwordHash' | 'passwordConfirmedAt'>): boolean => !member.passwordHash || member.passwordConfirmedAt !== null;

/** The member's name as the login's reply gives it (the header greets the member with it). */
/** A member as the shop names them: first and last name. */
export const memberName = (member: Pick<MemberRow, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/**
 * The member of a live session token, for drawing that member's page on the server (decision 169); null for a token
 * that is not one (expired, revoked, a closed account), as the API's calls would refuse it.
 */
export async function pageMember(db: Db, secret: Uint8Array, token: string): Promise<PageMember | null> {
  const signedIn = await verifyToken(db, secret, token);
  if (!signedIn) return null;
  const [member] = await db.select({ firstName: members.firstName, lastName: members.lastName, status: members.status, mobile: members.mobile }).from(members).where(eq(members.id, signedIn.id)).limit(1);
  return member ? { token, MemberName: memberName(member), MemberID: signedIn.id, MemberMob: member.mobile, Status: member.status, Role: signedIn.role } : null;
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
    MemberName: memberName(member),
    MemberID: member.id,
    MemberMob: member.mobile,
    Status: member.status,
    Role: member.role,
    Language: member.language,
  };
}

/** What other modules may change about a member, through updateMember: the account's own screens and the back office. */
export type MemberChanges = Partial<Pick<MemberRow, 'firstName' | 'lastName' | 'email' | 'mobile' | 'language' | 'status'>>;

/** Changes a member's details (the account page, the back office), in the caller's transaction when it has one. */
export async function updateMember(db: DbOrTx, memberId: number, changes: MemberChanges) {
  await db.update(members).set(changes).where(eq(members.id, memberId));
}

/**
 * A new password for the member; `confirmed` when the member proved the mailbox or gave a confirmed password
 * (decision 204). A demo account's first password is replaced with it.
 */
export async function setPassword(db: DbOrTx, memberId: number, passwordHash: string, confirmed: boolean) {
  await db.update(members).set({ passwordHash, passwordConfirmedAt: confirmed ? new Date() : null, demoPassword: false }).where(eq(members.id, memberId));
}

export const DELETED_MEMBER_NAME = 'Deleted member';

/** A closed account: its name, e-mail, mobile, pin code and password erased for good, the row kept for the orders' books. */
export async function eraseMember(db: DbOrTx, memberId: number, at: Date) {
  await db
    .update(members)
    .set({ firstName: DELETED_MEMBER_NAME, lastName: '', email: null, mobile: '', pincode: '', passwordHash: null, status: MemberStatus.Closed, closedAt: at })
    .where(eq(members.id, memberId));
}
