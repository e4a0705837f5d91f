import { composeMail, type Mail } from '../mail/index.ts';

export function newsletterLinks(publicUrl: string, token: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { confirm: `${base}/newsletter/confirm?token=${token}`, unsubscribe: `${base}/newsletter/unsubscribe?token=${token}` };
}

/**
 * The double opt-in mail: nothing is sent to the address until its owner follows the confirm link. In the language the
 * subscriber was reading the shop in (an address need not be a member's; decision 147).
 */
export function confirmationMail(to: string, shopName: string, links: { confirm: string; unsubscribe: string }, language: 'en' | 'hi' = 'en'): Mail {
  if (language === 'hi') {
    return composeMail({
      to,
      subject: `${shopName} न्यूज़लेटर की सदस्यता की पुष्टि करें`,
      shopName,
      lang: 'hi',
      greeting: 'नमस्ते,',
      blocks: [
        { p: `किसी ने (आशा है आपने) इस पते पर ${shopName} का न्यूज़लेटर पाने के लिए कहा है: नई चीज़ें, मौसमी उपज और ऑफ़र, महीने में लगभग दो बार।` },
        { button: { label: 'मेरी सदस्यता की पुष्टि करें', href: links.confirm } },
        { note: 'अगर आपने यह नहीं माँगा था, तो बस इस ईमेल को अनदेखा करें: हम आपको कुछ नहीं भेजेंगे।' },
        { note: `कभी भी सदस्यता छोड़ने के लिए: ${links.unsubscribe}` },
      ],
      footer: `आपको यह ईमेल इसलिए मिला है क्योंकि यह पता ${shopName} के न्यूज़लेटर बॉक्स में डाला गया था।`,
    });
  }
  return composeMail({
    to,
    subject: `Please confirm your subscription to the ${shopName} newsletter`,
    shopName,
    greeting: 'Namaste,',
    blocks: [
      { p: `Someone (we hope you) asked to receive the newsletter of ${shopName} at this address: fresh arrivals, seasonal produce and offers, about twice a month.` },
      { button: { label: 'Confirm my subscription', href: links.confirm } },
      { note: 'If you did not ask for it, simply ignore this mail: you will not hear from us.' },
      { note: `To unsubscribe at any time: ${links.unsubscribe}` },
    ],
    footer: `You receive this mail because this address was entered in the newsletter box of ${shopName}.`,
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
