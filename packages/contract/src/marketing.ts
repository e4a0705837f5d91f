import { z } from 'zod';
import { emailPattern } from './email.ts';
import { envelope } from './envelope.ts';

const email = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, { error: 'Please enter your e-mail address.' })
  .max(254, { error: 'E-mail must be at most 254 characters.' })
  .regex(emailPattern, { error: 'Please enter a valid e-mail address.' })
  .transform((e) => e.toLowerCase());

/** POST /api/newsletter/subscribe */
export const newsletterSubscribeInput = z.object({ email });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInput>;

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the token of the mail's link, posted by its web page. */
export const newsletterTokenInput = z.object({
  token: z
    .string({ error: 'This link is incomplete. Please open the link from the e-mail again.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is incomplete. Please open the link from the e-mail again.' }),
});

export const newsletterStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);
export const newsletterReply = envelope(z.object({ status: newsletterStatus }));
export type NewsletterReply = z.infer<typeof newsletterReply>;

/** POST /api/contact */
export const contactInput = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, { error: 'Please enter your name.' })
    .min(2, { error: 'Name must be at least 2 characters.' })
    .max(80, { error: 'Name must be at most 80 characters.' }),
  email,
  message: z
    .string({ error: 'Please write your message.' })
    .trim()
    .min(1, { error: 'Please write your message.' })
    .min(10, { error: 'Message must be at least 10 characters.' })
    .max(2000, { error: 'Message must be at most 2000 characters.' }),
});
export type ContactInput = z.input<typeof contactInput>;
/** The message's ticket (GRV2611-000042) and the day it will be resolved by (YYYY-MM-DD, a month on; decision 240). */
export const contactReply = envelope(z.object({ Ticket: z.string(), ResolveBy: z.string() }));
