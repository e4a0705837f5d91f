import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index.ts';
import { conflict } from '../../http/reply.ts';
import { shopIdentity, welcomeMail } from '../mail/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { confirmationPath } from './confirmation.ts';
import { authEvent } from './events.ts';
import { findMemberByEmail } from './members.ts';
import { freeDeliveryOverPaise } from '../delivery/index.ts';

const EMAIL_TAKEN = 'An account with this email already exists. Please log in, or use another email.';

/** A unique-index violation, whichever driver reports it (drizzle may wrap the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Creates a member account (the e-mail is kept lower-case) and sends the welcome mail with its confirmation link. The
 * password works at once, as the sign-up journey needs, but stays unconfirmed until the link is followed.
 */
export async function registerMember(
  app: FastifyInstance,
  input: { Firstname: string; Lastname: string; Email: string; Pincode: string; Password: string },
  language: 'en' | 'hi' = 'en',
): Promise<number> {
  if (await findMemberByEmail(app.db, input.Email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.Password);
  let id: number;
  try {
    [{ id }] = await app.db
      .insert(members)
      .values({ firstName: input.Firstname, lastName: input.Lastname, email: input.Email, pincode: input.Pincode, passwordHash, language })
      .returning({ id: members.id });
  } catch (error) {
    // Two sign-ups with the same address at the same moment: the index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
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
