import { m } from '@shop/contract/text';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { company, contactMessages } from '../../db/schema/index.ts';
import { tooMany } from '../../http/reply.ts';
import { resolveBy, ticketOf } from './grievance.ts';

/** How many messages one address may send in the window. */
export const contactLimit = { messages: 3, minutes: 10 };

/** Stores a contact-form message, unless this address already wrote too often in the last minutes. */
export async function storeContactMessage(db: Db, input: { name: string; email: string; message: string }) {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, input.email), gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${contactLimit.minutes})`)));
  if (recent >= contactLimit.messages) {
    throw tooMany(m`You have already sent us ${contactLimit.messages} messages in the last ${contactLimit.minutes} minutes. Please wait a little before writing again.`);
  }
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { ticket: ticketOf(row.id, row.createdAt), resolveBy: resolveBy(row.createdAt) };
}

/** The contact messages one address sent (a member's copy of their data; decision 242). */
export async function contactMessagesOf(db: Db, email: string) {
  return db.select().from(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase())).orderBy(asc(contactMessages.id));
}

/** Erases the contact messages older than the shop's retention period (decision 241); returns how many. */
export async function eraseExpiredContactMessages(db: Db): Promise<number> {
  const [shop] = await db.select({ days: company.contactRetentionDays }).from(company).orderBy(asc(company.id)).limit(1);
  const days = shop?.days ?? 365;
  const gone = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: contactMessages.id });
  return gone.length;
}
