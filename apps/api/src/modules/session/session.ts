import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../http/reply.ts';

/** `seenDue`: a back-office session whose last call was recorded over a minute ago (see recordSessionActivity). */
export type SignedInMember = { id: number; role: 'member' | 'admin'; sessionId: string; seenDue?: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    member?: SignedInMember;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session's length in days: a day, or 30 with "Remember Me" (password login only). */
export const SESSION_DAYS = 1;
export const REMEMBER_ME_DAYS = 30;

/**
 * Back-office sessions end 8 hours after login, or after 30 minutes without a call; shoppers keep their day or
 * their 30 days of "Remember Me".
 */
export const ADMIN_SESSION = { absoluteHours: 8, idleMinutes: 30 } as const;
/** How stale a back-office session's last_seen_at may get before a call writes it again. */
const SEEN_EVERY_MS = 60_000;

/** Opens a session for `days` (fractions allowed) and returns its bearer token (a JWT naming the session, so it can be revoked); key: app.keys.session. */
export async function issueToken(db: DbOrTx, secret: Uint8Array, memberId: number, days: number, userAgent = ''): Promise<string> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const [session] = await db.insert(sessions).values({ memberId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: userAgent.slice(0, 200) }).returning({ id: sessions.id });
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** Checks a bearer token (signed with app.keys.session) and its live session; returns who it belongs to or null. */
export async function verifyToken(db: Db, secret: Uint8Array, token: string): Promise<SignedInMember | null> {
  let sid: unknown;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    sid = payload.sid;
  } catch {
    return null;
  }
  if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/.test(sid)) return null;
  const now = Date.now();
  const [row] = await db
    .select({ memberId: members.id, role: members.role, status: members.status, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row || row.status !== 1) return null;
  const idleMs = now - new Date(row.lastSeenAt).getTime();
  // An idle back-office session is over; its row stays as it is (reading a token never writes).
  if (row.role === 'admin' && idleMs > ADMIN_SESSION.idleMinutes * 60_000) return null;
  return { id: row.memberId, role: row.role, sessionId: sid, seenDue: row.role === 'admin' && idleMs > SEEN_EVERY_MS };
}

/**
 * onSend: a back-office call that succeeded records the session's activity (at most once a minute), for its idle
 * timeout. Only back-office sessions keep track, and refused calls write nothing: for every other request this
 * answers undefined at once, so the hot path makes no promise.
 */
export function recordSessionActivity(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | undefined {
  if (!request.member?.seenDue || reply.statusCode >= 400) return undefined;
  return request.server.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, request.member.sessionId)).execute();
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of the member, or every one but `except` (the one asking, after a password change). */
export async function revokeAllSessions(db: DbOrTx, memberId: number, except?: string) {
  const live = and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined);
  await db.update(sessions).set({ revokedAt: new Date() }).where(live);
}

/** Ends one live session of the member; false, and nothing written, when the member has no such session (another member's id included). */
export async function revokeOwnSession(db: DbOrTx, memberId: number, sessionId: string): Promise<boolean> {
  const mine = and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt));
  const [found] = await db.select({ id: sessions.id }).from(sessions).where(mine).limit(1);
  if (!found) return false;
  await db.update(sessions).set({ revokedAt: new Date() }).where(mine);
  return true;
}

/** The browser's name as it sent it, kept short, for the member's list of sessions. */
export function userAgentOf(request: FastifyRequest): string {
  return String(request.headers['user-agent'] ?? '').slice(0, 200);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Replies with personal data or tokens must not be kept by a browser or a shared cache, refusals included. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** preHandler for calls marked auth in docs/product.md#calls: 401 without a valid token. Every reply is marked no-store. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  await noStore(request, reply);
  const token = bearer(request);
  if (!token) throw unauthorized('Authorization token is missing.');
  const member = await verifyToken(request.server.db, request.server.keys.session, token);
  if (!member) throw unauthorized('Your session has expired. Please log in again.');
  request.member = member;
}

/** preHandler for the back office: 401 for visitors, 403 for members. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  if (request.member?.role !== 'admin') throw forbidden('This page is for the shop administrators only.');
}

/** The signed-in member of a request that passed requireMember. */
export function currentMember(request: FastifyRequest): SignedInMember {
  if (!request.member) throw unauthorized('Authorization token is missing.');
  return request.member;
}
