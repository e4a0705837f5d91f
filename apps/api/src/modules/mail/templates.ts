import { composeMail } from './layout.ts';
import type { Mail } from './mailer.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { formatIndianMoment } from '@shop/contract/format';
import { formatPaiseInHindi } from '../../i18n/format.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { m, type Text } from '@shop/contract/text';

/** What every account mail needs to know about the shop. */
export type MailShop = { name: string; publicUrl: string };

const link = (shop: MailShop, path: string) => `${shop.publicUrl.replace(/\/$/, '')}${path}`;
const accountFooter = (shop: MailShop) => m`You receive this mail because of an action on your account at ${shop.name}. We never ask for your password or your login code by phone or mail.`;

/**
 * The sign-up mail: welcome, and a link that confirms the password was chosen by the mailbox's owner. Someone may
 * have signed up with another person's address; that person ignores the link and the password is never confirmed.
 */
export function welcomeMail(shop: MailShop, to: string, firstName: string, confirmPath: string, freeDeliveryOverPaise: number | null, language: Language = 'en'): Mail {
  const say = (text: Text) => translate(text, language);
  const over = freeDeliveryOverPaise === null ? null : (language === 'hi' ? formatPaiseInHindi : formatPaiseAsINR)(freeDeliveryOverPaise).replace(/\.00$/, '');
  return composeMail({
    to,
    subject: say(m`Welcome to ${shop.name}: please confirm your e-mail`),
    shopName: shop.name,
    lang: language,
    greeting: say(m`Namaste ${firstName},`),
    blocks: [
      { p: say(m`Someone signed up at ${shop.name} with this e-mail address. If it was you, thank you for joining: please confirm your address with the button below.`) },
      { button: { label: say(m`Confirm my e-mail`), href: link(shop, confirmPath) } },
      {
        p: say(
          over === null
            ? m`Fresh groceries and natural products, delivered to your door. Log in with your e-mail address and password, or ask for a one-time login code by e-mail whenever you prefer.`
            : m`Fresh groceries and natural products, delivered to your door, with free delivery on orders over ${over}. Log in with your e-mail address and password, or ask for a one-time login code by e-mail whenever you prefer.`,
        ),
      },
      { note: say(m`If it was not you, ignore this mail: the password someone chose is never confirmed, and it stops working the first time you log in with a code sent to this address.`) },
    ],
    footer: say(accountFooter(shop)),
  });
}

/** The login code in the member's language (decision 147), its Hindi from the catalogue (decision 283). */
export function loginCodeMail(shop: MailShop, to: string, code: string, validMinutes: number, language: Language = 'en'): Mail {
  const say = (text: Text) => translate(text, language);
  return {
    ...composeMail({
      to,
      // Not in the subject: subjects show in notifications and in the outbox log line.
      subject: say(m`Your ${shop.name} login code`),
      shopName: shop.name,
      lang: language,
      greeting: say(m`Hello,`),
      blocks: [
        { p: say(m`Your login code for ${shop.name} is:`) },
        { code },
        { p: say(m`Enter it on the login page within ${validMinutes} minutes. It works once.`) },
        { note: say(m`If you did not ask for this code, you can ignore this mail: nobody can log in without it. Never share it with anyone, including people who say they are from the shop.`) },
      ],
      footer: say(accountFooter(shop)),
    }),
    devCode: code,
  };
}

/** Sent instead of a code when no account uses the address, so the person knows what to do (and the reply stays the same). */
export function noAccountMail(shop: MailShop, to: string): Mail {
  return composeMail({
    to,
    subject: `Your ${shop.name} login request`,
    shopName: shop.name,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone asked for a login code for ${shop.name} with this e-mail address, but no account uses it.` },
      { p: 'If it was you, you may have signed up with another address. Or create an account in a minute:' },
      { button: { label: 'Create an account', href: link(shop, '/Sign-Up') } },
      { note: 'If you did not ask for this, you can ignore this mail.' },
    ],
    footer: `You receive this mail because a login code was requested for this address at ${shop.name}.`,
  });
}

export function goodbyeMail(shop: MailShop, to: string, firstName: string): Mail {
  return composeMail({
    to,
    subject: `Your ${shop.name} account has been deleted`,
    shopName: shop.name,
    greeting: `Hello ${firstName},`,
    blocks: [
      { p: `As you asked, your ${shop.name} account has been deleted. Your name, e-mail address, phone number, password, saved addresses and cart have been erased, and you have been logged out everywhere.` },
      { p: 'Your past orders stay in our books without your personal details, as the law requires for invoices.' },
      { p: 'We are sorry to see you go. You are welcome back at any time with a new account.' },
      { note: 'If you did not ask for this, please reply to this mail at once.' },
    ],
    footer: `This is the last mail you will receive from ${shop.name} about this account.`,
  });
}

/** Told once per pause: code login for the address is stopped after too many codes or wrong codes. */
export function codeLoginPausedMail(shop: MailShop, to: string, until: Date): Mail {
  const when = formatIndianMoment(until);
  return composeMail({
    to,
    subject: `Login by e-mail code paused for your ${shop.name} account`,
    shopName: shop.name,
    greeting: 'Hello,',
    blocks: [
      { p: `We received many requests for login codes, or many wrong codes, for this e-mail address. To keep your account safe, login by e-mail code is paused until ${when} (India time).` },
      { p: 'If it was you, please wait until then, or log in with your password. If it was not you, nobody has logged in: you do not need to do anything, but you may change your password from your account page.' },
    ],
    footer: accountFooter(shop).english,
  });
}

/** Sent when a code is asked for a back-office account on the code login screen: admins log in with their password first. */
export function adminUsesPasswordMail(shop: MailShop, to: string): Mail {
  return composeMail({
    to,
    subject: `Your ${shop.name} login request`,
    shopName: shop.name,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone asked for a login code for ${shop.name} with this address. It belongs to a back-office account, which logs in with its password first; we then mail a code to finish.` },
      { button: { label: 'Log in with password', href: link(shop, '/Login') } },
      { note: 'If you did not ask for this, you can ignore this mail: nobody can log in without your password and a code from this mailbox.' },
    ],
    footer: accountFooter(shop).english,
  });
}

/**
 * Sent to the owner of an account when someone signs up with its address (the sign-up answers as for a new address,
 * decision 203): what they can do if it was them. A back-office account logs in with its password, and a forgotten
 * one is set again on the server.
 */
export function signUpNoticeMail(shop: MailShop, to: string, account: { backOffice: boolean; language: Language }): Mail {
  // In the member's language; the back office's note stays English, as its advice is a command on the server.
  const language = account.backOffice ? 'en' : account.language;
  const say = (text: Text) => translate(text, language);
  return composeMail({
    to,
    subject: say(m`Someone tried to sign up at ${shop.name} with your e-mail`),
    shopName: shop.name,
    lang: language,
    greeting: say(m`Hello,`),
    blocks: [
      { p: say(m`Someone tried to create a new ${shop.name} account with this e-mail address, which your account already uses. No account was created and nothing changed on yours.`) },
      account.backOffice
        ? { p: 'If it was you: this is a back-office account, which logs in with its password and then a code we mail you. A forgotten back-office password is set again on the shop\'s server: npm run admin -- create <this address>.' }
        : { p: say(m`If it was you, log in with your password. Forgot it? Log in with a code sent to this address, then choose a new password under Login & Security.`) },
      account.backOffice ? { button: { label: 'Log in with password', href: link(shop, '/Login') } } : { button: { label: say(m`Log in with an e-mail code`), href: link(shop, '/LoginwithEmail') } },
      { note: say(m`If it was not you, you can ignore this mail.`) },
    ],
    footer: say(accountFooter(shop)),
  });
}
