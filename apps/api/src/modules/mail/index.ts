/** The mail module's door: the shop's identity in mails, the layout, the templates shared by several modules and the per-address caps. */
export { composeMail, type MailBlock } from './layout.ts';
export type { Mail, MailAttachment } from './mailer.ts';
export { shopIdentity } from './shop-identity.ts';
export { giveBackMailPlace, MAIL_CAPS, takeMailPlace, type CappedMail } from './caps.ts';
export { goodbyeMail, adminUsesPasswordMail, codeLoginPausedMail, loginCodeMail, noAccountMail, signUpNoticeMail, welcomeMail } from './templates.ts';
