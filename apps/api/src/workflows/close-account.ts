import type { FastifyInstance } from 'fastify';
import type { DeletionReason } from '@shop/contract';
import { accountToClose, recordDeletion } from '../modules/account/index.ts';
import { eraseAddressesOf } from '../modules/addresses/index.ts';
import { DELETED_MEMBER_NAME, eraseLoginTracesOf, eraseMember } from '../modules/auth/index.ts';
import { clearCart } from '../modules/cart/index.ts';
import { goodbyeMail, shopIdentity } from '../modules/mail/index.ts';
import { eraseMarketingOf } from '../modules/marketing/index.ts';
import { eraseCustomerOf } from '../modules/orders/index.ts';
import { revokeAllSessions } from '../modules/session/index.ts';

/**
 * DELETE /api/account: a member closes their own account for good (decision 241). In one transaction, each owner
 * erases its part: name, e-mail, mobile, pin code and password (auth), addresses (addresses), cart (cart), the
 * orders' personal data, the orders kept for the books (orders), newsletter and contact messages (marketing), login
 * codes and failures (auth); the reason is kept without anything that names the member (account) and every session
 * ends (session). The goodbye mail goes to the address read before it was erased, once the erasure is committed.
 */
export async function closeAccount(app: FastifyInstance, memberId: number, input: { reason: DeletionReason; details: string; password?: string; otp?: string }) {
  const member = await accountToClose(app, memberId, input);
  const email = member.email;
  const now = new Date();

  await app.db.transaction(async (tx) => {
    await eraseMember(tx, memberId, now);
    await eraseAddressesOf(tx, memberId, now);
    await clearCart(tx, memberId);
    await eraseCustomerOf(tx, memberId, DELETED_MEMBER_NAME);
    if (email) {
      await eraseMarketingOf(tx, email);
      await eraseLoginTracesOf(tx, email);
    }
    await recordDeletion(tx, input.reason, input.details, now);
    await revokeAllSessions(tx, memberId);
  });

  if (email) {
    const shop = await shopIdentity(app.db, app.config.mailFrom);
    await app.mailer
      .send(goodbyeMail({ name: shop.name, publicUrl: app.config.publicUrl }, email, member.firstName))
      .catch((err: unknown) => app.log.error({ err }, 'goodbye mail failed'));
  }
}
