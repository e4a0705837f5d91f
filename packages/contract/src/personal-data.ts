import { z } from 'zod';
import { m } from './text.ts';
import { personNameRule, signUpEmail } from './auth.ts';
import { envelope } from './envelope.ts';

/** POST /api/account/name (auth): the member corrects their name; saved at once (DPDP Act s.12; decision 243). */
export const nameBody = z.object({ Firstname: personNameRule(m`First name`), Lastname: personNameRule(m`Last name`) });
export type NameInput = z.input<typeof nameBody>;
export const nameReply = envelope(z.object({ Firstname: z.string(), Lastname: z.string() }));

/** POST /api/account/email (auth): a new address, which changes only once confirmed from the link mailed to it. */
export const emailChangeBody = z.object({ Email: signUpEmail });
export type EmailChangeInput = z.input<typeof emailChangeBody>;
export const emailChangeReply = envelope(z.null());

/** POST /api/account/email/confirm: the link mailed to the new address. */
export const emailChangeConfirmBody = z.object({
  token: z.string({ error: 'This confirmation link is incomplete.' }).trim().min(1, { error: 'This confirmation link is incomplete.' }).max(2000, { error: 'This confirmation link is not valid.' }),
});
export const emailChangeConfirmReply = envelope(z.object({ Email: z.string() }));

/** A row of the member's copy of their data, with its own fields (never a password hash or a token). */
const row = z.record(z.string(), z.unknown());

/**
 * GET /api/mydata (auth): a copy of everything the shop holds about the caller (DPDP Act s.11; decision 242). The
 * profile and sessions are spelt out; the other lists give each row's fields as stored, secrets left out.
 */
export const myData = z.object({
  ExportedAt: z.string(),
  Profile: z.object({
    Firstname: z.string(),
    Lastname: z.string(),
    Email: z.string(),
    Mobile: z.string(),
    Pincode: z.string(),
    Language: z.string(),
    HasPassword: z.boolean(),
    EmailConfirmedAt: z.string().nullable(),
    JoinedAt: z.string(),
  }),
  Addresses: z.array(row),
  Orders: z.array(row),
  Cart: z.array(row),
  BackInStockRequests: z.array(row),
  Newsletter: row.nullable(),
  ContactMessages: z.array(row),
  Sessions: z.array(z.object({ Device: z.string(), CreatedAt: z.string(), ExpiresAt: z.string(), LastSeenAt: z.string(), EndedAt: z.string().nullable() })),
});
export type MyData = z.infer<typeof myData>;
export const myDataReply = envelope(myData);
