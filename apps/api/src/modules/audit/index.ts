/**
 * The audit module's door: the back office's log of changes, written by every admin service and read by the
 * dashboard; and the security log of login, back-office and payment events, kept 180 days.
 */
export { recordAudit, listAudit, changedFields } from './audit.ts';
export { isSecurityRequest, SECURITY_LOG_DAYS, startSecurityLog, type SecurityLog } from './security-log.ts';
