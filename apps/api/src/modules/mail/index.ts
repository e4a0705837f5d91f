/** The mail module's door: the shop's identity in mails, the layout and the templates shared by several modules. */
export { composeMail, type MailBlock } from './layout.ts';
export type { Mail, MailAttachment } from './mailer.ts';
export { shopIdentity } from './shop-identity.ts';
export { goodbyeMail, adminUsesPasswordMail, codeLoginPausedMail, loginCodeMail, noAccountMail, welcomeMail } from './templates.ts';
