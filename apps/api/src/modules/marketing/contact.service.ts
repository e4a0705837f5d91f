import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { tooMany } from '../../http/reply.ts';

/** How many messages one address may send in the window. */
export const contactLimit = { messages: 3, minutes: 10 };

/** Stores a contact-form message, unless this address already wrote too often in the last minutes. */
export async function storeContactMessage(db: Db, input: { name: string; email: string; message: string }) {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, input.email), gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${contactLimit.minutes})`)));
  if (recent >= contactLimit.messages) {
    throw tooMany(`You have already sent us ${contactLimit.messages} messages in the last ${contactLimit.minutes} minutes. Please wait a little before writing again.`);
  }
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row.id;
}
