import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { MemberStatus } from './members.ts';
import { revokeAllSessions } from '../session/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';

export type EnsureAdminResult = { id: number; outcome: 'created' | 'promoted' | 'password changed' | 'unchanged'; disabled: boolean };

/**
 * Makes sure `email` is an administrator with `password` (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run admin`).
 * - A new address becomes an admin account.
 * - A shopper's account becomes admin only with `promote`: a typo in ADMIN_EMAIL must not hand someone the back office.
 * - A password that changes ends every session of the account; the same password at each restart changes nothing.
 * - The account's status is left alone: an admin disabled in the back office stays disabled (`disabled` says so).
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  opts: { firstName?: string; lastName?: string; promote?: boolean } = {},
): Promise<EnsureAdminResult> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select().from(members).where(eq(sql`lower(${members.email})`, address)).limit(1);
  if (!existing) {
    const [created] = await db
      .insert(members)
      .values({ firstName: opts.firstName ?? 'Shop', lastName: opts.lastName ?? 'Admin', email: address, passwordHash: await hashPassword(password), passwordConfirmedAt: new Date(), role: 'admin' })
      .returning({ id: members.id });
    return { id: created.id, outcome: 'created', disabled: false };
  }
  if (existing.status === MemberStatus.Closed) throw new Error(`The account of ${address} was closed; choose another address for the administrator.`);
  if (existing.role !== 'admin' && !opts.promote) {
    throw new Error(`${address} is a shopper's account. To make it an administrator, say so explicitly: --promote (npm run admin) or ADMIN_PROMOTE=true.`);
  }
  const disabled = existing.status !== MemberStatus.Active;
  if (existing.role === 'admin' && (await verifyPassword(password, existing.passwordHash))) return { id: existing.id, outcome: 'unchanged', disabled };
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ role: 'admin', passwordHash, passwordConfirmedAt: new Date(), demoPassword: false }).where(eq(members.id, existing.id));
    await revokeAllSessions(tx, existing.id);
  });
  return { id: existing.id, outcome: existing.role === 'admin' ? 'password changed' : 'promoted', disabled };
}
