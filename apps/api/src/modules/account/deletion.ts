import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeletionReason } from '@shop/contract';
import { accountDeletions, addresses, cartCoupons, cartLines, contactMessages, loginCodes, loginFailures, members, newsletterSubscribers, orders } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../http/reply.ts';
import { MemberStatus } from '../auth/index.ts';
import { revokeAllSessions } from '../session/index.ts';
import { shopIdentity, goodbyeMail } from '../mail/index.ts';
import { requireProof } from './security.ts';

export const DELETED_MEMBER_NAME = 'Deleted member';

/**
 * Closes a member's own account for good: personal data erased (name, e-mail, mobile, pin code, password,
 * addresses, cart, newsletter subscription, contact messages: decision 241), orders kept for the books without personal data, every session
 * revoked, the reason stored without anything that names the member. The goodbye mail goes to the address read
 * before it was erased, once the erasure is committed.
 */
export async function closeAccount(app: FastifyInstance, memberId: number, input: { reason: DeletionReason; details: string; password?: string; otp?: string }) {
  const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member || member.status === MemberStatus.Closed) throw unauthorized('Your session has expired. Please log in again.');
  // The last way into the back office must not disappear by a click in the storefront.
  if (member.role === 'admin') throw forbidden('An administrator account cannot be deleted here. Please ask another administrator to close it.');
  // A token alone (a borrowed phone, a stolen token) must not be enough to erase an account.
  await requireProof(app, member, input);
  const email = member.email;
  const now = new Date();

  await app.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ firstName: DELETED_MEMBER_NAME, lastName: '', email: null, mobile: '', pincode: '', passwordHash: null, status: MemberStatus.Closed, closedAt: now })
      .where(eq(members.id, memberId));
    await tx
      .update(addresses)
      .set({ title: '', line1: '', line2: '', landmark: '', pinCode: '', deletedAt: sql`coalesce(${addresses.deletedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(addresses.memberId, memberId));
    await tx.delete(cartLines).where(eq(cartLines.memberId, memberId));
    await tx.delete(cartCoupons).where(eq(cartCoupons.memberId, memberId));
    // Invoices keep the city and state (the place of supply); the street, pin code, name and e-mail go.
    await tx
      .update(orders)
      .set({
        memberId: null,
        customerName: DELETED_MEMBER_NAME,
        customerEmail: null,
        address: sql`case when ${orders.address} is null then null else jsonb_build_object('title', '', 'line1', '', 'line2', '', 'landmark', '', 'pinCode', '', 'city', coalesce(${orders.address}->>'city', ''), 'state', coalesce(${orders.address}->>'state', '')) end`,
      })
      .where(eq(orders.memberId, memberId));
    if (email) {
      const lower = email.toLowerCase();
      await tx.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, lower));
      await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, lower));
      await tx.delete(loginCodes).where(eq(loginCodes.email, lower));
      await tx.delete(loginFailures).where(eq(loginFailures.email, lower));
    }
    await tx.insert(accountDeletions).values({ reason: input.reason, details: input.details, createdAt: now });
    await revokeAllSessions(tx, memberId);
  });

  if (email) {
    const shop = await shopIdentity(app.db, app.config.mailFrom);
    await app.mailer
      .send(goodbyeMail({ name: shop.name, publicUrl: app.config.publicUrl }, email, member.firstName))
      .catch((err: unknown) => app.log.error({ err }, 'goodbye mail failed'));
  }
}

