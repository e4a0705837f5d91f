import type { FastifyInstance } from 'fastify';

export type AuthEvent =
  | 'signed_up'
  | 'sign_up_for_existing_account'
  | 'email_confirmed'
  | 'login'
  | 'login_failed'
  | 'login_locked'
  | 'code_sent'
  | 'code_failed'
  | 'code_login'
  | 'code_login_paused'
  | 'admin_code_sent'
  | 'admin_login'
  | 'password_changed'
  | 'sessions_ended';

/** The refused logins /metrics counts (shop_login_failures_total), by its reason label. */
const failureReasons: Partial<Record<AuthEvent, 'password' | 'code' | 'locked'>> = { login_failed: 'password', code_failed: 'code', login_locked: 'locked' };

/**
 * One log line and one security log row (kept 180 days) per security event, naming the member by id only (never an
 * address, a password or a code), so an account's history can be searched for without holding personal data.
 */
export function authEvent(app: FastifyInstance, event: AuthEvent, memberId: number | null) {
  app.log.info({ auth: event, memberId }, `auth: ${event}`);
  app.securityLog.record({ event, memberId });
  const reason = failureReasons[event];
  if (reason) app.metrics.loginFailures.inc({ reason });
}
