import type { Mail } from '../mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function newsletterLinks(publicUrl: string, token: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { confirm: `${base}/newsletter/confirm?token=${token}`, unsubscribe: `${base}/newsletter/unsubscribe?token=${token}` };
}

/** The double opt-in mail: nothing is sent to the address until its owner follows the confirm link. */
export function confirmationMail(to: string, shopName: string, links: { confirm: string; unsubscribe: string }): Mail {
  const text = [
    'Hello,',
    '',
    `Someone (we hope you) asked to receive the newsletter of ${shopName} at this address: fresh arrivals, seasonal produce and offers, about twice a month.`,
    '',
    `Please confirm your subscription: ${links.confirm}`,
    '',
    `If you did not ask for it, simply ignore this mail and you will not hear from us. You can also unsubscribe at any time: ${links.unsubscribe}`,
    '',
    shopName,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Someone (we hope you) asked to receive the newsletter of ${escapeHtml(shopName)} at this address: fresh arrivals, seasonal produce and offers, about twice a month.</p>
<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:10px 18px;background:#15803d;color:#fff;border-radius:8px;text-decoration:none">Confirm my subscription</a></p>
<p style="color:#57534e">If you did not ask for it, simply ignore this mail and you will not hear from us. You can also <a href="${escapeHtml(links.unsubscribe)}">unsubscribe</a> at any time.</p>
<p>${escapeHtml(shopName)}</p>`;
  return { to, subject: `Please confirm your subscription to the ${shopName} newsletter`, text, html };
}

/** A contact-form message, forwarded to the shop's own address. */
export function contactMail(to: string, shopName: string, message: { name: string; email: string; message: string }, adminUrl: string): Mail {
  const text = [
    `New message from the contact form of ${shopName}`,
    '',
    `From: ${message.name} <${message.email}>`,
    '',
    message.message,
    '',
    `Reply to ${message.email}. All messages: ${adminUrl}`,
  ].join('\n');
  const html = `<p>New message from the contact form of ${escapeHtml(shopName)}</p>
<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;<a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>&gt;</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #d6d3d1;margin:0;padding-left:12px">${escapeHtml(message.message)}</blockquote>
<p><a href="${escapeHtml(adminUrl)}">All messages in the back office</a></p>`;
  return { to, subject: `Contact form: message from ${message.name.replace(/[\r\n]+/g, ' ')}`, text, html };
}
