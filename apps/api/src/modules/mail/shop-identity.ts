import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { company } from '../../db/schema/index.ts';

/** The shop's name and address for mails: the company details, or the sender address when none are saved yet. */
export async function shopIdentity(db: Db, mailFrom: string): Promise<{ name: string; email: string }> {
  const [row] = await db.select({ name: company.name, email: company.email }).from(company).orderBy(asc(company.id)).limit(1);
  if (row) return row;
  const match = /^(.*?)\s*<([^>]+)>$/.exec(mailFrom);
  return { name: match?.[1] || 'The shop', email: match?.[2] ?? mailFrom };
}
