import { m, type Text } from '@shop/contract/text';
import { composeMail, type Mail } from '../mail/index.ts';
import { translate, type Language } from '../../i18n/translate.ts';

export function newsletterLinks(publicUrl: string, token: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { confirm: `${base}/newsletter/confirm?token=${token}`, unsubscribe: `${base}/newsletter/unsubscribe?token=${token}` };
}

/**
 * The double opt-in mail: nothing is sent to the address until its owner follows the confirm link. In the language the
 * subscriber was reading the shop in (an address need not be a member's; decision 147).
 */
export function confirmationMail(to: string, shopName: string, links: { confirm: string; unsubscribe: string }, language: Language = 'en'): Mail {
  const say = (text: Text) => translate(text, language);
  return composeMail({
    to,
    subject: say(m`Please confirm your subscription to the ${shopName} newsletter`),
    shopName,
    lang: language,
    greeting: say(m`Namaste,`),
    blocks: [
      { p: say(m`Someone (we hope you) asked to receive the newsletter of ${shopName} at this address: fresh arrivals, seasonal produce and offers, about twice a month.`) },
      { button: { label: say(m`Confirm my subscription`), href: links.confirm } },
      { note: say(m`If you did not ask for it, simply ignore this mail: you will not hear from us.`) },
      { note: say(m`To unsubscribe at any time: ${links.unsubscribe}`) },
    ],
    footer: say(m`You receive this mail because this address was entered in the newsletter box of ${shopName}.`),
  });
}

/** A contact-form message, forwarded to the shop's own address. */
export function contactMail(to: string, shopName: string, message: { name: string; email: string; message: string }, adminUrl: string): Mail {
  return composeMail({
    to,
    subject: `Contact form: message from ${message.name.replace(/[\r\n]+/g, ' ')}`,
    shopName,
    greeting: `New message from the contact form of ${shopName}`,
    blocks: [
      { p: `From: ${message.name} <${message.email}>` },
      ...message.message.split(/\r?\n\s*\r?\n/).map((p) => ({ p })),
      { button: { label: 'All messages in the back office', href: adminUrl } },
    ],
    footer: `Reply to ${message.email} to answer ${message.name}.`,
  });
}

const englishDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
const hindiDay = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The acknowledgement the sender of a contact message gets at once (Consumer Protection (E-Commerce) Rules 2020 rule
 * 4(5); decision 240): its ticket and the day it will be resolved by, in the language they wrote in.
 */
export function acknowledgementMail(
  to: string,
  shop: { name: string; grievanceOfficer: { Name: string; Designation: string; Email: string; Phone: string } | null },
  ticket: { ticket: string; resolveBy: Date; name: string },
  language: Language = 'en',
): Mail {
  const officer = shop.grievanceOfficer;
  const say = (text: Text) => translate(text, language);
  return composeMail({
    to,
    subject: say(m`We received your message: ticket ${ticket.ticket}`),
    shopName: shop.name,
    lang: language,
    greeting: say(m`Namaste ${ticket.name},`),
    blocks: [
      { p: say(m`We have received your message. Your ticket number is ${ticket.ticket}: please quote it when you write to us.`) },
      { p: say(m`We will resolve it by ${(language === 'hi' ? hindiDay : englishDay).format(ticket.resolveBy)}.`) },
      ...(officer ? [{ note: say(m`Grievance officer: ${officer.Name} (${officer.Designation}), ${officer.Email}, ${officer.Phone}`) }] : []),
    ],
    footer: say(m`You receive this mail because you wrote to ${shop.name} through its contact form.`),
  });
}
