export { composeMail } from './layout.ts';
export type { Mail } from './mailer.ts';
export { shopIdentity } from './shop-identity.ts';
export { goodbyeMail, adminUsesPasswordMail, codeLoginPausedMail, loginCodeMail, noAccountMail, welcomeMail } from './templates.ts';
