import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../http/reply.ts';
import { giveBackMailPlace, takeMailPlace } from '../mail/index.ts';

type Status = 'pending' | 'confirmed' | 'unsubscribed';
export type NewsletterResult = { status: Status; msg: string };

const newToken = () => randomBytes(24).toString('base64url');
const mailFailed = () => new HttpError(503, 'We could not send the confirmation mail just now. Please try again in a few minutes.');

const CAPPED: NewsletterResult = {
  status: 'pending',
  msg: 'We have already sent this address several confirmation mails today. Please check your inbox (and the spam folder), or try again tomorrow.',
};

const JUST_SENT: NewsletterResult = { status: 'pending', msg: 'We have just sent you a confirmation mail. Please check your inbox (and the spam folder).' };

/**
 * Subscribes an address with double opt-in. Repeating it is harmless: one row per address, and a pending address
 * gets a fresh confirmation mail at most once a minute and MAIL_CAPS.newsletterConfirmation times a day, whoever
 * subscribes it (decision 202). For a pending row, created_at is when its last mail went out. The day's place is
 * taken before a mail is due and given back when none goes out.
 */
export async function subscribe(db: Db, email: string, sendConfirmation: (token: string) => Promise<void>): Promise<NewsletterResult> {
  const [created] = await db.insert(newsletterSubscribers).values({ email, token: newToken() }).onConflictDoNothing().returning();
  if (created) {
    if (!(await takeMailPlace(db, 'newsletterConfirmation', email))) {
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, created.id));
      return CAPPED;
    }
    try {
      await sendConfirmation(created.token);
    } catch {
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, created.id));
      await giveBackMailPlace(db, 'newsletterConfirmation', email);
      throw mailFailed();
    }
    return { status: 'pending', msg: 'Thank you! Please check your inbox and confirm your subscription.' };
  }
  const [existing] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  if (existing.status === 'confirmed') return { status: 'confirmed', msg: 'This address is already subscribed. Thank you!' };
  if (existing.status === 'unsubscribed') {
    if (!(await takeMailPlace(db, 'newsletterConfirmation', email))) return CAPPED;
    const [again] = await db
      .update(newsletterSubscribers)
      .set({ status: 'pending', token: newToken(), createdAt: new Date(), confirmedAt: null })
      .where(and(eq(newsletterSubscribers.id, existing.id), eq(newsletterSubscribers.status, 'unsubscribed')))
      .returning();
    if (!again) {
      await giveBackMailPlace(db, 'newsletterConfirmation', email);
      return { status: 'pending', msg: 'Please check your inbox and confirm your subscription.' };
    }
    await sendOrRollBack(db, again.id, email, existing.createdAt, () => sendConfirmation(again.token));
    return { status: 'pending', msg: 'Welcome back! Please check your inbox and confirm your subscription.' };
  }
  // Still pending: mail again only if the last mail is more than a minute old (the guarded update decides).
  if (!(await takeMailPlace(db, 'newsletterConfirmation', email))) return CAPPED;
  const [resend] = await db
    .update(newsletterSubscribers)
    .set({ createdAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, existing.id), eq(newsletterSubscribers.status, 'pending'), lte(newsletterSubscribers.createdAt, sql`now() - interval '1 minute'`)))
    .returning();
  if (!resend) {
    await giveBackMailPlace(db, 'newsletterConfirmation', email);
    return JUST_SENT;
  }
  await sendOrRollBack(db, resend.id, email, existing.createdAt, () => sendConfirmation(resend.token));
  return { status: 'pending', msg: 'We sent the confirmation mail again. Please check your inbox and confirm your subscription.' };
}

async function sendOrRollBack(db: Db, id: number, email: string, previousSentAt: Date, send: () => Promise<void>) {
  try {
    await send();
  } catch {
    await db.update(newsletterSubscribers).set({ createdAt: previousSentAt }).where(eq(newsletterSubscribers.id, id));
    await giveBackMailPlace(db, 'newsletterConfirmation', email);
    throw mailFailed();
  }
}

async function byToken(db: Db, token: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).limit(1);
  if (!row) throw notFound('This link is not valid any more. You can subscribe again from the bottom of any page of the shop.');
  return row;
}

export async function confirm(db: Db, token: string): Promise<NewsletterResult> {
  const row = await byToken(db, token);
  if (row.status === 'confirmed') return { status: 'confirmed', msg: 'Your subscription is already confirmed. Thank you!' };
  if (row.status === 'unsubscribed') throw conflict('This address was unsubscribed. To receive our newsletter again, please subscribe once more.');
  await db.update(newsletterSubscribers).set({ status: 'confirmed', confirmedAt: new Date() }).where(eq(newsletterSubscribers.id, row.id));
  return { status: 'confirmed', msg: 'Thank you! Your subscription is confirmed.' };
}

export async function unsubscribe(db: Db, token: string): Promise<NewsletterResult> {
  const row = await byToken(db, token);
  if (row.status === 'unsubscribed') return { status: 'unsubscribed', msg: 'This address is already unsubscribed.' };
  await db.update(newsletterSubscribers).set({ status: 'unsubscribed' }).where(eq(newsletterSubscribers.id, row.id));
  return { status: 'unsubscribed', msg: 'You have been unsubscribed. You will not receive our newsletter any more.' };
}
