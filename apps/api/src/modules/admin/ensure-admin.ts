import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';

/** Creates the admin account, or makes an existing account admin with this password. */
export async function ensureAdmin(db: Db, email: string, password: string, names = { firstName: 'Shop', lastName: 'Admin' }) {
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(sql`lower(${members.email})`, email.toLowerCase())).limit(1);
  if (existing) {
    await db.update(members).set({ role: 'admin', passwordHash, status: 1 }).where(eq(members.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(members)
    .values({ ...names, email: email.toLowerCase(), passwordHash, role: 'admin' })
    .returning({ id: members.id });
  return created.id;
}
