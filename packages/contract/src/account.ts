import { z } from 'zod';
import { envelope } from './envelope.ts';

/** SPEC.md section 9: why a member closes the account, in the order the panel lists them. */
export const deletionReasons = [
  "I don't want to use the service anymore",
  "I'm using a different account",
  "I'm worried about my privacy",
  'You are sending me too many emails/notifications',
  'This app is not working properly',
  'Other',
] as const;
export type DeletionReason = (typeof deletionReasons)[number];

/** POST /api/account/delete (auth): closes the caller's own account. */
export const deleteAccountBody = z.object({
  reason: z.enum(deletionReasons, { error: 'Please choose why you would like to delete your account.' }),
  details: z
    .string({ error: 'Details must be text.' })
    .trim()
    .max(1000, { error: 'Details must be at most 1000 characters.' })
    .optional()
    .default(''),
});
export type DeleteAccountInput = z.input<typeof deleteAccountBody>;
export const deleteAccountReply = envelope(z.null());
