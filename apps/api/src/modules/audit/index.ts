export { recordAudit, listAudit, changedFields } from './audit.ts';
