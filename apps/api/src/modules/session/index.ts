/**
 * The session module's door: who is calling. A bearer token names a session row; `requireMember`, `requireAdmin`
 * and `currentMember` guard and read it for every domain's calls. It sits below the domains and imports none of
 * them (decision 272), so any module, delivery included, can guard its own calls.
 */
export {
  ADMIN_SESSION,
  currentMember,
  issueToken,
  noStore,
  recordSessionActivity,
  REMEMBER_ME_DAYS,
  requireAdmin,
  requireMember,
  revokeAllSessions,
  revokeOwnSession,
  revokeSession,
  SESSION_DAYS,
  type SignedInMember,
  userAgentOf,
  verifyToken,
} from './session.ts';
