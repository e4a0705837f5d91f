import { composeMail } from './layout.ts';
import type { Mail } from './mailer.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { formatIndianMoment } from '@shop/contract/format';
import { formatPaiseInHindi } from '../../i18n/format.ts';

/** What every account mail needs to know about the shop. */
export type MailShop = { name: string; publicUrl: string };

const link = (shop: MailShop, path: string) => `${shop.publicUrl.replace(/\/$/, '')}${path}`;
const accountFooter = (shop: MailShop) => `You receive this mail because of an action on your account at ${shop.name}. We never ask for your password or your login code by phone or mail.`;

/**
 * The sign-up mail: welcome, and a link that confirms the password was chosen by the mailbox's owner. Someone may
 * have signed up with another person's address; that person ignores the link and the password is never confirmed.
 */
export function welcomeMail(shop: MailShop, to: string, firstName: string, confirmPath: string, freeDeliveryOverPaise: number | null, language: 'en' | 'hi' = 'en'): Mail {
  if (language === 'hi') {
    return composeMail({
      to,
      subject: `${shop.name} में आपका स्वागत है: कृपया अपने ईमेल की पुष्टि करें`,
      shopName: shop.name,
      lang: 'hi',
      greeting: `नमस्ते ${firstName},`,
      blocks: [
        { p: `किसी ने इस ईमेल पते से ${shop.name} पर खाता बनाया है। अगर यह आप थे, तो जुड़ने के लिए धन्यवाद: कृपया नीचे दिए बटन से अपने पते की पुष्टि करें।` },
        { button: { label: 'मेरे ईमेल की पुष्टि करें', href: link(shop, confirmPath) } },
        { p: `ताज़ा किराना और प्राकृतिक उत्पाद, आपके दरवाज़े तक${freeDeliveryOverPaise === null ? '' : `, ${formatPaiseInHindi(freeDeliveryOverPaise).replace(/\.00$/, '')} से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी के साथ`}। अपने ईमेल पते और पासवर्ड से लॉग इन करें, या जब चाहें ईमेल पर एक बार का लॉगिन कोड माँगें।` },
        { note: 'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: किसी और का चुना पासवर्ड कभी पक्का नहीं होता, और इस पते पर भेजे गए कोड से पहली बार लॉग इन करते ही वह काम करना बंद कर देता है।' },
      ],
      footer: `आपको यह ईमेल ${shop.name} पर आपके खाते की किसी गतिविधि के कारण मिला है। हम फ़ोन या ईमेल पर कभी आपका पासवर्ड या लॉगिन कोड नहीं माँगते।`,
    });
  }
  return composeMail({
    to,
    subject: `Welcome to ${shop.name}: please confirm your e-mail`,
    shopName: shop.name,
    greeting: `Namaste ${firstName},`,
    blocks: [
      { p: `Someone signed up at ${shop.name} with this e-mail address. If it was you, thank you for joining: please confirm your address with the button below.` },
      { button: { label: 'Confirm my e-mail', href: link(shop, confirmPath) } },
      { p: `Fresh groceries and natural products, delivered to your door${freeDeliveryOverPaise === null ? '' : `, with free delivery on orders over ${formatPaiseAsINR(freeDeliveryOverPaise).replace(/\.00$/, '')}`}. Log in with your e-mail address and password, or ask for a one-time login code by e-mail whenever you prefer.` },
      { note: 'If it was not you, ignore this mail: the password someone chose is never confirmed, and it stops working the first time you log in with a code sent to this address.' },
    ],
    footer: accountFooter(shop),
  });
}

/** The login code in the member's language (decision 147): English as the spec's shop wrote it, or Hindi. */
export function loginCodeMail(shop: MailShop, to: string, code: string, validMinutes: number, language: 'en' | 'hi' = 'en'): Mail {
  if (language === 'hi') return hindiLoginCodeMail(shop, to, code, validMinutes);
  return {
    ...composeMail({
      to,
      // Not in the subject: subjects show in notifications and in the outbox log line.
      subject: `Your ${shop.name} login code`,
      shopName: shop.name,
      greeting: 'Hello,',
      blocks: [
        { p: `Your login code for ${shop.name} is:` },
        { code },
        { p: `Enter it on the login page within ${validMinutes} minutes. It works once.` },
        { note: 'If you did not ask for this code, you can ignore this mail: nobody can log in without it. Never share it with anyone, including people who say they are from the shop.' },
      ],
      footer: accountFooter(shop),
    }),
    devCode: code,
  };
}

function hindiLoginCodeMail(shop: MailShop, to: string, code: string, validMinutes: number): Mail {
  return {
    ...composeMail({
      to,
      subject: `आपका ${shop.name} लॉगिन कोड`,
      shopName: shop.name,
      lang: 'hi',
      greeting: 'नमस्ते,',
      blocks: [
        { p: `${shop.name} के लिए आपका लॉगिन कोड है:` },
        { code },
        { p: `इसे ${validMinutes} मिनट के अंदर लॉगिन पेज पर डालें। यह एक ही बार चलता है।` },
        { note: 'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें: इसके बिना कोई लॉग इन नहीं कर सकता। इसे कभी किसी को न बताएँ, उन्हें भी नहीं जो ख़ुद को दुकान का बताएँ।' },
      ],
      footer: `आपको यह ईमेल ${shop.name} पर आपके खाते की किसी गतिविधि के कारण मिला है। हम फ़ोन या ईमेल पर कभी आपका पासवर्ड या लॉगिन कोड नहीं माँगते।`,
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
    footer: accountFooter(shop),
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
    footer: accountFooter(shop),
  });
}

/**
 * Sent to the owner of an account when someone signs up with its address (the sign-up answers as for a new address,
 * decision 203): what they can do if it was them. A back-office account logs in with its password, and a forgotten
 * one is set again on the server.
 */
export function signUpNoticeMail(shop: MailShop, to: string, account: { backOffice: boolean; language: 'en' | 'hi' }): Mail {
  // In the member's language; the back office's note stays English, as its advice is a command on the server.
  if (account.language === 'hi' && !account.backOffice) {
    return composeMail({
      to,
      subject: `${shop.name} पर आपके ईमेल से खाता बनाने की कोशिश`,
      shopName: shop.name,
      lang: 'hi',
      greeting: 'नमस्ते,',
      blocks: [
        { p: `किसी ने ${shop.name} पर इस ईमेल पते से नया खाता बनाने की कोशिश की, पर इस पते से आपका खाता पहले से बना है। कोई नया खाता नहीं बना और आपके खाते में कुछ नहीं बदला।` },
        { p: 'अगर यह आप थे, तो अपने पासवर्ड से लॉग इन करें। पासवर्ड याद नहीं? ईमेल पर कोड माँगकर लॉग इन करें, फिर "लॉग इन और सुरक्षा" में नया पासवर्ड चुनें।' },
        { button: { label: 'ईमेल कोड से लॉग इन करें', href: link(shop, '/LoginwithEmail') } },
        { note: 'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।' },
      ],
      footer: `आपको यह ईमेल ${shop.name} पर आपके खाते की किसी गतिविधि के कारण मिला है। हम फ़ोन या ईमेल पर कभी आपका पासवर्ड या लॉगिन कोड नहीं माँगते।`,
    });
  }
  return composeMail({
    to,
    subject: `Someone tried to sign up at ${shop.name} with your e-mail`,
    shopName: shop.name,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone tried to create a new ${shop.name} account with this e-mail address, which your account already uses. No account was created and nothing changed on yours.` },
      account.backOffice
        ? { p: 'If it was you: this is a back-office account, which logs in with its password and then a code we mail you. A forgotten back-office password is set again on the shop\'s server: npm run admin -- create <this address>.' }
        : { p: 'If it was you, log in with your password. Forgot it? Log in with a code sent to this address, then choose a new password under Login & Security.' },
      account.backOffice ? { button: { label: 'Log in with password', href: link(shop, '/Login') } } : { button: { label: 'Log in with an e-mail code', href: link(shop, '/LoginwithEmail') } },
      { note: 'If it was not you, you can ignore this mail.' },
    ],
    footer: accountFooter(shop),
  });
}
