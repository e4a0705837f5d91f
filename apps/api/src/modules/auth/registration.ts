import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import { isUniqueViolation, selectRows } from '../../db/rows.ts';
import { shopIdentity, signUpNoticeMail, takeMailPlace, welcomeMail } from '../mail/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { confirmationPath } from './confirmation.ts';
import { authEvent } from './events.ts';
import { findMemberByEmail, MemberStatus, type MemberRow } from './members.ts';
import { freeDeliveryOverPaise } from '../delivery/index.ts';

/** An id drawn from the accounts' own sequence and given to no account: the reply for an address already in use. */
async function unusedMemberId(app: FastifyInstance): Promise<number> {
  const [row] = await selectRows<{ id: number }>(app.db, sql`select nextval(pg_get_serial_sequence('members', 'id'))::int as id`);
  return row.id;
}

/** Tells the owner of the account that already uses the address (at most MAIL_CAPS.signUpNotice a day). */
async function tellOwner(app: FastifyInstance, owner: MemberRow, email: string) {
  if (owner.status !== MemberStatus.Active || !(await takeMailPlace(app.db, 'signUpNotice', email))) return;
  const shop = await shopIdentity(app.db, app.config.mailFrom);
  await app.mailer
    .send(signUpNoticeMail({ name: shop.name, publicUrl: app.config.publicUrl }, email, { backOffice: owner.role === 'admin', language: owner.language }))
    .catch((err: unknown) => app.log.error({ err }, 'sign-up notice failed'));
}

/**
 * Creates a member account (the e-mail is kept lower-case) and sends the welcome mail with its confirmation link. The
 * password works at once, as the sign-up journey needs, but stays unconfirmed until the link is followed. An address
 * that already has an account gets the same answer, with an id no account has, after the same work (the password is
 * hashed either way): the form does not tell who has an account here. The account's owner is mailed instead, and
 * nothing changes on the account (decision 203).
 */
export async function registerMember(
  app: FastifyInstance,
  input: { Firstname: string; Lastname: string; Email: string; Pincode: string; Password: string; Mobile?: string },
  language: 'en' | 'hi' = 'en',
): Promise<number> {
  const existing = await findMemberByEmail(app.db, input.Email);
  const passwordHash = await hashPassword(input.Password);
  if (existing) {
    authEvent(app, 'sign_up_for_existing_account', existing.id);
    await tellOwner(app, existing, input.Email);
    return unusedMemberId(app);
  }
  let id: number;
  try {
    [{ id }] = await app.db
      .insert(members)
      .values({ firstName: input.Firstname, lastName: input.Lastname, email: input.Email, pincode: input.Pincode, mobile: input.Mobile ?? '', passwordHash, language })
      .returning({ id: members.id });
  } catch (error) {
    // Two sign-ups with the same address at the same moment (most likely one person's double click): the index
    // decides, and the other gets the same answer without a notice.
    if (isUniqueViolation(error)) return unusedMemberId(app);
    throw error;
  }
  authEvent(app, 'signed_up', id);
  const shop = await shopIdentity(app.db, app.config.mailFrom);
  // The account exists either way; a mail server that is down must not turn a sign-up into an error (the owner can
  // still prove the address later by logging in with a code).
  await app.mailer
    .send(welcomeMail({ name: shop.name, publicUrl: app.config.publicUrl }, input.Email, input.Firstname, await confirmationPath(app, id, passwordHash), await freeDeliveryOverPaise(app.db), language))
    .catch((err: unknown) => app.log.error({ err }, 'welcome mail failed'));
  return id;
}
