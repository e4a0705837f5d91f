import { m, said, type Text } from './text.ts';
import { z } from 'zod';
import { optionalMobileRule } from './mobile.ts';
import { envelope } from './envelope.ts';

import { emailPattern } from './email.ts';

export const personNameRule = (label: string | Text) =>
  z
    .string({ error: said`${label} is required.` })
    .trim()
    .min(1, { error: said`${label} is required.` })
    .max(50, { error: said`${label} must be at most 50 characters.` });

/** Sign-up e-mail: the sign-up screen's messages (docs/product.md#accounts-and-sign-up); stored lower-case so the same address cannot register twice. */
export const signUpEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(254, { error: 'Email must be at most 254 characters.' })
  .regex(emailPattern, { error: 'Invalid email format.' })
  .transform((e) => e.toLowerCase());

export const passwordRule = z
  .string({ error: 'Password is required.' })
  .min(1, { error: 'Password is required.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(128, { error: 'Password must be at most 128 characters.' });

/** POST /api/memberregistraion (spelt so in the public contract). */
export const registrationBody = z
  .object({
    Firstname: personNameRule(m`First name`),
    Lastname: personNameRule(m`Last name`),
    Email: signUpEmail,
    Pincode: z
      .string({ error: 'Pincode is required.' })
      .trim()
      .min(1, { error: 'Pincode is required.' })
      .regex(/^[1-9][0-9]{5}$/, { error: 'Pincode must be 6 digits and cannot start with 0.' }),
    Password: passwordRule,
    ConfirmPassword: z.string({ error: 'Please confirm your password.' }).min(1, { error: 'Please confirm your password.' }),
    // Our addition: the number the rider calls at the door. The storefront asks for it; the original call does not send it.
    Mobile: optionalMobileRule().optional(),
  })
  .refine((b) => b.Password === b.ConfirmPassword, { error: 'Passwords do not match.', path: ['ConfirmPassword'] });
export type RegistrationInput = z.input<typeof registrationBody>;
export const registrationReply = envelope(z.object({ MemberID: z.number().int() }));

/** RememberMe travels as text ("true"/"false") in the public contract; a JSON boolean is accepted too. */
const rememberMe = z
  .union([z.enum(['true', 'false'], { error: 'RememberMe must be "true" or "false".' }), z.boolean()], { error: 'RememberMe must be "true" or "false".' })
  .optional()
  .transform((v) => v === true || v === 'true');

/** POST /api/login. UserName is the member's e-mail address. */
export const loginBody = z.object({
  UserName: z
    .string({ error: 'Please enter your username.' })
    .trim()
    .min(1, { error: 'Please enter your username.' })
    .max(254, { error: 'Username must be at most 254 characters.' }),
  Password: z.string({ error: 'Please enter your password.' }).min(1, { error: 'Please enter your password.' }).max(128, { error: 'Password must be at most 128 characters.' }),
  RememberMe: rememberMe,
});
export type LoginInput = z.input<typeof loginBody>;

/** What a member may do: shop, or also run the back office. */
export const memberRole = z.enum(['member', 'admin']);
export type MemberRole = z.infer<typeof memberRole>;

/** What a login (password or code) gives back; stored under the session's local storage keys (docs/product.md#visitors-and-members). */
export const loginResult = z.object({
  token: z.string(),
  MemberName: z.string(),
  MemberID: z.number().int(),
  MemberMob: z.string(),
  /** 1 active (the only status that can log in). */
  Status: z.number().int(),
  /** Our addition: 'admin' lets the shop offer a link to the back office (whose calls still check it). */
  Role: memberRole,
  /** An addition (issue 18): the member's language, 'en' or 'hi'; the shop switches to it on login. */
  Language: z.enum(['en', 'hi']),
});
export type LoginResult = z.infer<typeof loginResult>;
/** The member a member's page is drawn for on the server (decision 169): the session fields the storefront keeps. */
export type PageMember = Pick<LoginResult, 'token' | 'MemberName' | 'MemberID' | 'MemberMob' | 'Status' | 'Role'>;
/** An administrator's right password: a code was mailed to finish the login on /EnterOtp (two steps). */
export const loginCodeStep = z.object({ CodeSent: z.literal(true), Email: z.string() });
export type LoginCodeStep = z.infer<typeof loginCodeStep>;
export type LoginReplyData = LoginResult | LoginCodeStep;
/** POST /api/login's reply: a session, or for an administrator the code step. */
export const passwordLoginReply = envelope(z.union([loginResult, loginCodeStep]));
/**
 * POST /api/loginwithotp's reply. PasswordRemoved (our addition, issue 33): this login took over an address nobody had
 * confirmed, and the password set at its sign-up was removed.
 */
export const loginReply = envelope(loginResult.extend({ PasswordRemoved: z.literal(true).optional() }));

/** The on-screen texts of the code login (docs/product.md#login-with-an-e-mail-code) (the screens show them exactly, without a full stop). */
export const codeLoginTexts = { invalidEmail: said`Please enter a valid email address`, emptyOtp: said`Please enter the OTP` };

/** The e-mail of a code login: trimmed, compared ignoring case. */
const codeLoginEmail = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .max(254, { error: msg })
    .regex(emailPattern, { error: msg })
    .transform((e) => e.toLowerCase());

const otp = (emptyMsg: string) =>
  z
    .string({ error: emptyMsg })
    .trim()
    .min(1, { error: emptyMsg })
    .regex(/^[0-9]{6}$/, { error: 'The OTP is the 6-digit code from your email.' });

/** GET /api/loginwithotp?username= (the API's messages are full sentences). */
export const loginCodeRequestQuery = z.object({ username: codeLoginEmail(said`Please enter a valid email address.`) });
/** The code itself never travels in a reply: it is sent by e-mail only. */
export const loginCodeRequestReply = envelope(z.null());

/** POST /api/loginwithotp */
export const loginCodeBody = z.object({ otp: otp(said`Please enter the OTP.`), username: codeLoginEmail(said`Please enter a valid email address.`) });

/** The forms of /LoginwithEmail and /EnterOtp, with the screens' exact texts. */
export const loginCodeRequestForm = z.object({ username: codeLoginEmail(codeLoginTexts.invalidEmail) });
export type LoginCodeRequestForm = z.input<typeof loginCodeRequestForm>;
export const enterOtpForm = z.object({ otp: otp(codeLoginTexts.emptyOtp) });
export type EnterOtpForm = z.input<typeof enterOtpForm>;

/** POST /api/logout */
export const logoutReply = envelope(z.null());
