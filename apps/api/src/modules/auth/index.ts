/** The auth module's door: who is calling (session hooks and the signed-in member), member states and proofs. */
export { confirmEmail } from './confirmation.ts';
export { authEvent } from './events.ts';
export { proveByCode } from './login-codes.ts';
export { MemberStatus, type MemberRow } from './members.ts';
export { revokeAllSessions, currentMember, requireMember, requireAdmin, type SignedInMember } from './session.ts';
