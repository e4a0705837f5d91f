import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailCaps } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The mails a form sends to whatever address it is given, each at most so many a day per address (decision 202):
 * whoever fills the form, the inbox gets a handful, not one per request. Login codes have caps of their own
 * (modules/auth/login-codes.ts).
 */
export const MAIL_CAPS = {
  /** The newsletter's double opt-in mail. */
  newsletterConfirmation: 3,
  /** "Someone tried to sign up with your address", to the owner of the account that already uses it. */
  signUpNotice: 3,
  /** "The back office logs in with its password", to an administrator whose address was typed on the code login screen. */
  adminCodeRequest: 1,
} as const;

export type CappedMail = keyof typeof MAIL_CAPS;

/**
 * Takes one of the day's places for a mail of `kind` to `email`, or answers false when the day's places are used.
 * One guarded upsert: a day's window starts with its first mail, and simultaneous requests cannot pass the cap.
 */
export async function takeMailPlace(db: DbOrTx, kind: CappedMail, email: string, now = new Date()): Promise<boolean> {
  // As text with a cast: a Date inside raw SQL is not mapped by a column.
  const at = sql`${now.toISOString()}::timestamptz`;
  const dayAgo = sql`${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`;
  const rows = await db
    .insert(mailCaps)
    .values({ kind, email, windowStart: now, sent: 1 })
    .onConflictDoUpdate({
      target: [mailCaps.kind, mailCaps.email],
      set: {
        windowStart: sql`case when ${mailCaps.windowStart} <= ${dayAgo} then ${at} else ${mailCaps.windowStart} end`,
        sent: sql`case when ${mailCaps.windowStart} <= ${dayAgo} then 1 else ${mailCaps.sent} + 1 end`,
      },
      setWhere: sql`${mailCaps.windowStart} <= ${dayAgo} or ${mailCaps.sent} < ${MAIL_CAPS[kind]}`,
    })
    .returning({ sent: mailCaps.sent });
  return rows.length > 0;
}

/** Gives a place back when its mail was not sent after all (the mail server failed, or another request sent it). */
export async function giveBackMailPlace(db: DbOrTx, kind: CappedMail, email: string) {
  await db
    .update(mailCaps)
    .set({ sent: sql`greatest(${mailCaps.sent} - 1, 0)` })
    .where(and(eq(mailCaps.kind, kind), eq(mailCaps.email, email)));
}
