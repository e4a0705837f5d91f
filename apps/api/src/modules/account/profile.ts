import { m, type Text } from '@shop/contract/text';
import { translate, type Language } from '../../i18n/translate.ts';
import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { members } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/reply.ts';
import { recordAudit } from '../audit/index.ts';
import { memberName, MemberStatus, updateMember } from '../auth/index.ts';
import type { SignedInMember } from '../session/index.ts';
import { composeMail, shopIdentity, type Mail } from '../mail/index.ts';

/** How long the link mailed to a new address holds. */
const LINK_HOURS = 24;
const INVALID_LINK = 'This link to confirm your new e-mail address is invalid or has expired. Please ask for the change again from your account page.';
const TAKEN = 'Another account already uses this e-mail address. Please choose a different one.';

/** Ties a link to the address it replaces: once the address has changed, older links are useless. */
const fingerprint = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22);

/** Corrects the member's name at once (DPDP Act s.12; decision 243). Orders keep the name they were placed under. */
export async function setName(app: FastifyInstance, who: SignedInMember, name: { Firstname: string; Lastname: string }) {
  await updateMember(app.db, who.id, { firstName: name.Firstname, lastName: name.Lastname });
  return name;
}

async function addressTaken(app: FastifyInstance, email: string, memberId: number): Promise<boolean> {
  const [other] = await app.db.select({ id: members.id }).from(members).where(and(eq(sql`lower(${members.email})`, email.toLowerCase()), ne(members.id, memberId))).limit(1);
  return Boolean(other);
}

function emailChangeMail(to: string, shopName: string, link: string, language: Language): Mail {
  const say = (text: Text) => translate(text, language);
  return composeMail({
    to,
    subject: say(m`${shopName}: please confirm your new e-mail address`),
    shopName,
    lang: language,
    greeting: say(m`Namaste,`),
    blocks: [
      { p: say(m`You asked to change the e-mail address of your ${shopName} account to this one. Your old address stays until you confirm.`) },
      { button: { label: say(m`Confirm my new address`), href: link } },
      { note: say(m`The link holds for ${LINK_HOURS} hours. If you did not ask for this, simply ignore this mail.`) },
    ],
    footer: say(m`You receive this mail because this address was given for an account at ${shopName}.`),
  });
}

/** Tells the address an account had that it no longer has it (decision 286): the one warning a taken-over account gets. */
function emailChangedMail(to: string, newAddress: string, shop: { name: string; email: string }, language: Language): Mail {
  const say = (text: Text) => translate(text, language);
  const shopName = shop.name;
  return composeMail({
    to,
    subject: say(m`${shopName}: your account's e-mail address was changed`),
    shopName,
    lang: language,
    greeting: say(m`Namaste,`),
    blocks: [
      { p: say(m`The e-mail address of your ${shopName} account is now ${newAddress}. Mails about your orders and your login codes go there from now on.`) },
      { p: say(m`If you made this change, there is nothing to do.`) },
      { note: say(m`If you did not, write to us at once at ${shop.email}: someone else may know your password, and we will stop the account being used.`) },
    ],
    footer: say(m`You receive this mail because this address was the one of an account at ${shopName}.`),
  });
}

/**
 * Mails a link to the new address (decision 243); the account's address changes only when it is followed. An
 * address another account uses is refused, here and again at confirmation.
 */
export async function requestEmailChange(app: FastifyInstance, who: SignedInMember, email: string) {
  const [member] = await app.db.select().from(members).where(eq(members.id, who.id)).limit(1);
  if (!member?.email) throw unauthorized('Your session has expired. Please log in again.');
  if (member.email.toLowerCase() === email) throw badRequest('This is already your e-mail address.');
  if (await addressTaken(app, email, who.id)) throw conflict(TAKEN);
  await mailChangeLink(app, { ...member, email: member.email }, email);
}

/**
 * The same link, sent by the shop for a shopper who cannot log in to ask (a mistyped address, a mailbox lost;
 * decision 289). Nothing changes until the link is opened at the new address, so the back office cannot move an
 * account to an address nobody there confirmed. Never for an administrator (`npm run admin` sets theirs) or an
 * account that is not active.
 */
export async function sendChangeLinkForMember(app: FastifyInstance, actorId: number, memberId: number, email: string): Promise<string> {
  const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw notFound('No such member.');
  if (member.role === 'admin') throw conflict("An administrator's e-mail address is set with npm run admin, on the shop's server.");
  if (member.status !== MemberStatus.Active || !member.email) throw conflict('Only an active account can change its e-mail address: enable it first.');
  if (member.email.toLowerCase() === email) throw badRequest("This is already the member's e-mail address.");
  if (await addressTaken(app, email, memberId)) throw conflict(TAKEN);
  await mailChangeLink(app, { ...member, email: member.email }, email);
  await recordAudit(app.db, { actorId, action: 'email-link', entity: 'member', entityId: memberId, detail: { email: member.email, to: email } });
  return memberName(member);
}

/** The link itself: signed, for 24 hours, tied to the address it replaces; mailed in the member's language. */
async function mailChangeLink(app: FastifyInstance, member: { id: number; email: string; language: Language }, email: string) {
  const token = await new SignJWT({ email, was: fingerprint(member.email) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(member.id))
    .setAudience('email-change')
    .setIssuedAt()
    .setExpirationTime(`${LINK_HOURS}h`)
    .sign(app.keys.emailChange);
  const shop = await shopIdentity(app.db, app.config.mailFrom);
  const link = `${app.config.publicUrl.replace(/\/$/, '')}/confirm-new-email?token=${token}`;
  await app.mailer.send(emailChangeMail(email, shop.name, link, member.language));
}

/** Follows the link: the account takes the new address, unless it changed since or another account took it. */
export async function confirmEmailChange(app: FastifyInstance, token: string): Promise<string> {
  let memberId: number;
  let email: unknown;
  let was: unknown;
  try {
    const { payload } = await jwtVerify(token, app.keys.emailChange, { algorithms: ['HS256'], audience: 'email-change' });
    memberId = Number(payload.sub);
    email = payload.email;
    was = payload.was;
  } catch {
    throw badRequest(INVALID_LINK);
  }
  if (typeof email !== 'string') throw badRequest(INVALID_LINK);
  const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (member?.email?.toLowerCase() === email) return email;
  if (!member?.email || member.status !== MemberStatus.Active || fingerprint(member.email) !== was) throw badRequest(INVALID_LINK);
  if (await addressTaken(app, email, memberId)) throw conflict(TAKEN);
  await updateMember(app.db, memberId, { email });
  // The change is made: a mail that cannot go out now is logged, not a refusal of the change.
  const shop = await shopIdentity(app.db, app.config.mailFrom);
  await app.mailer.send(emailChangedMail(member.email, email, shop, member.language)).catch((err: unknown) => app.log.warn({ err }, 'the mail to the former address could not be sent'));
  return email;
}
