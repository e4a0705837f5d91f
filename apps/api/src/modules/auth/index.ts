/** The auth module's door: who is calling (session hooks and the signed-in member), member states and proofs. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
export { confirmEmail } from './confirmation.ts';
export { authEvent } from './events.ts';
export { proveByCode } from './login-codes.ts';
export { addressConfirmed, MemberStatus, pageMember, type MemberRow } from './members.ts';
export { revokeAllSessions, currentMember, requireMember, requireAdmin, type SignedInMember } from './session.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [];
