import { z } from 'zod';
import { mobileRule } from './mobile.ts';
import { passwordRule } from './auth.ts';
import { envelope } from './envelope.ts';

/** docs/product.md#privacy-and-closing-an-account: why a member closes the account, in the order the panel lists them. */
export const deletionReasons = [
  "I don't want to use the service anymore",
  "I'm using a different account",
  "I'm worried about my privacy",
  'You are sending me too many emails/notifications',
  'This app is not working properly',
  'Other',
] as const;
export type DeletionReason = (typeof deletionReasons)[number];

/** Why the account is being closed (the panel's first step). */
export const deleteAccountReasonBody = z.object({
  reason: z.enum(deletionReasons, { error: 'Please choose why you would like to delete your account.' }),
  details: z
    .string({ error: 'Details must be text.' })
    .trim()
    .max(1000, { error: 'Details must be at most 1000 characters.' })
    .optional()
    .default(''),
});

/** A signed-in member proves it is really them: their password, or a code just mailed to them (accounts without a password). */
const proof = {
  password: z.string({ error: 'Password must be text.' }).max(128, { error: 'Password must be at most 128 characters.' }).optional(),
  otp: z
    .string({ error: 'The code must be text.' })
    .trim()
    .regex(/^[0-9]{6}$/, { error: 'The code is the 6 digits from your email.' })
    .optional(),
};

/** POST /api/account/delete (auth): closes the caller's own account, with the password or a fresh code. */
export const deleteAccountBody = deleteAccountReasonBody.extend(proof);
export type DeleteAccountInput = z.input<typeof deleteAccountBody>;
export const deleteAccountReply = envelope(z.null());

/** POST /api/account/confirm-email: the link of the sign-up mail. */
export const confirmEmailBody = z.object({
  token: z.string({ error: 'This confirmation link is incomplete.' }).trim().min(1, { error: 'This confirmation link is incomplete.' }).max(2000, { error: 'This confirmation link is not valid.' }),
});
export const confirmEmailReply = envelope(z.null());

/** One open session of the member, for "where you are logged in". */
export const sessionInfo = z.object({
  id: z.string(),
  /** The browser's own description, shortened. */
  device: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** GET /api/account/security (auth): the address, whether the account has a password, and its open sessions (newest first). */
/** The languages of the shop: English (the spec's texts, the default) and Hindi (decision 146). */
export const shopLanguages = ['en', 'hi'] as const;
export type ShopLanguage = (typeof shopLanguages)[number];

/** POST /api/account/language (auth): the language of the member's account and mails. */
export const languageBody = z.object({ language: z.enum(shopLanguages, { error: 'Language must be en or hi.' }) });
export type LanguageInput = z.infer<typeof languageBody>;
export const languageReply = envelope(z.object({ Language: z.enum(shopLanguages) }));

/**
 * Language is an addition (issue 18): the member's language, en or hi; Mobile the number the rider calls ('' for none);
 * Firstname and Lastname (issue 35), for the form that corrects them.
 */
export const accountSecurity = z.object({ Email: z.string(), HasPassword: z.boolean(), Language: z.enum(shopLanguages), Mobile: z.string(), Firstname: z.string(), Lastname: z.string(), sessions: z.array(sessionInfo) });
export type AccountSecurity = z.infer<typeof accountSecurity>;
export const accountSecurityReply = envelope(accountSecurity);

/** POST /api/account/mobile (auth): the member's mobile number, which every delivery address falls back to. */
export const mobileBody = z.object({ Mobile: mobileRule() });
export type MobileInput = z.input<typeof mobileBody>;
export const mobileReply = envelope(z.object({ Mobile: z.string() }));

/** POST /api/account/password (auth): sets a new password; proof is the current password, or a fresh code when there is none. */
export const changePasswordBody = z.object({ ...proof, newPassword: passwordRule });
export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** POST /api/account/sessions/end (auth): ends one of the caller's sessions. */
export const endSessionBody = z.object({ id: z.uuid({ error: 'This session was not found.' }) });
export const accountActionReply = envelope(z.null());
