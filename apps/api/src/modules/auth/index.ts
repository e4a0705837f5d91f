/** The auth module's door: registration, login, member states and proofs (who is calling is modules/session). */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
export { confirmEmail } from './confirmation.ts';
export { authEvent } from './events.ts';
export { eraseLoginTracesOf } from './attempts.ts';
export { proveByCode } from './login-codes.ts';
export { ensureAdmin, type EnsureAdminResult } from './ensure-admin.ts';
export { addressConfirmed, DELETED_MEMBER_NAME, eraseMember, memberName, MemberStatus, pageMember, setPassword, updateMember, type MemberChanges, type MemberRow } from './members.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (shoppers and visitors) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [];
