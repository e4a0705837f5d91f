import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.ts';

/** A closed account's address leaves the newsletter and its contact messages are erased (decision 241). */
export async function eraseMarketingOf(db: DbOrTx, email: string) {
  const lower = email.toLowerCase();
  await db.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, lower));
  await db.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, lower));
}
