/** The audit module's door: the back office's log of changes, written by every admin service and read by the dashboard. */
export { recordAudit, listAudit, changedFields } from './audit.ts';
