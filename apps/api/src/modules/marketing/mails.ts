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
  language: 'en' | 'hi' = 'en',
): Mail {
  const officer = shop.grievanceOfficer;
  if (language === 'hi') {
    return composeMail({
      to,
      subject: `आपका संदेश मिल गया: टिकट ${ticket.ticket}`,
      shopName: shop.name,
      lang: 'hi',
      greeting: `नमस्ते ${ticket.name},`,
      blocks: [
        { p: `आपका संदेश हमें मिल गया है। आपका टिकट नंबर ${ticket.ticket} है: हमें लिखते समय कृपया इसका उल्लेख करें।` },
        { p: `हम ${hindiDay.format(ticket.resolveBy)} तक इसका समाधान करेंगे।` },
        ...(officer ? [{ note: `शिकायत अधिकारी: ${officer.Name} (${officer.Designation}), ${officer.Email}, ${officer.Phone}` }] : []),
      ],
      footer: `आपको यह ईमेल इसलिए मिला है क्योंकि आपने ${shop.name} के संपर्क फ़ॉर्म से हमें लिखा।`,
    });
  }
  return composeMail({
    to,
    subject: `We received your message: ticket ${ticket.ticket}`,
    shopName: shop.name,
    greeting: `Namaste ${ticket.name},`,
    blocks: [
      { p: `We have received your message. Your ticket number is ${ticket.ticket}: please quote it when you write to us.` },
      { p: `We will resolve it by ${englishDay.format(ticket.resolveBy)}.` },
      ...(officer ? [{ note: `Grievance officer: ${officer.Name} (${officer.Designation}), ${officer.Email}, ${officer.Phone}` }] : []),
    ],
    footer: `You receive this mail because you wrote to ${shop.name} through its contact form.`,
  });
}
