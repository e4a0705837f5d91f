import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders } from '../../db/schema/index.ts';
import { escapeHtml } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';
import { shopIdentity } from '../marketing/shop.ts';
import { formatINR } from './money-text.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type MailShop = { name: string; publicUrl: string };

const placedOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The bill rows every order mail shows, in the order of the detail screen. */
function billRows(o: OrderRow): [string, string][] {
  const rows: [string, string][] = [['Total Amount', formatINR(o.totalPaise)]];
  if (o.discountPaise) rows.push(['Discount', `- ${formatINR(o.discountPaise)}`]);
  if (o.couponDiscountPaise) rows.push([`Coupon ${o.couponCode ?? ''}`.trim(), `- ${formatINR(o.couponDiscountPaise)}`]);
  rows.push([`Delivery (${o.shippingOptionName})`, o.deliveryPaise ? formatINR(o.deliveryPaise) : 'Free']);
  rows.push(['Payable Total', formatINR(o.payablePaise)]);
  return rows;
}

function deliveryText(o: OrderRow): string {
  if (!o.address) return `${o.shippingOptionName}: collect your order from our store.`;
  const a = o.address;
  return `${o.shippingOptionName} to ${[a.title, a.line1, a.line2, a.city, `${a.state} ${a.pinCode}`].filter(Boolean).join(', ')}`;
}

/** An order mail in the shop's look (the same frame as the account mails), with the lines and the bill as tables. */
function orderMail(shop: MailShop, o: OrderRow, lines: LineRow[], opts: { subject: string; intro: string[]; closing: string }): Mail | null {
  if (!o.customerEmail) return null;
  const link = `${shop.publicUrl.replace(/\/$/, '')}/orders?activeTab=orders`;
  const firstName = o.customerName.split(' ')[0] || o.customerName;
  const bill = billRows(o);
  const text = [
    `Namaste ${firstName},`,
    '',
    ...opts.intro.flatMap((p) => [p, '']),
    `Order ${o.tranId}, invoice ${o.invoiceNumber}, placed on ${placedOn.format(o.createdAt)}`,
    '',
    ...lines.map((l) => `${l.qty} x ${l.name} (${l.packSize}) at ${formatINR(l.unitPricePaise)}: ${formatINR(l.totalPaise)}`),
    '',
    ...bill.map(([k, v]) => `${k}: ${v}`),
    `Payment: ${o.paymentMode}`,
    deliveryText(o),
    '',
    `See your orders: ${link}`,
    '',
    opts.closing,
    '',
    shop.name,
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #f5f5f4;vertical-align:top';
  const lineRows = lines
    .map((l) => `<tr><td style="${cell}">${l.qty} × ${escapeHtml(l.name)} <span style="color:#78716c">(${escapeHtml(l.packSize)}) at ${formatINR(l.unitPricePaise)}</span></td><td align="right" style="${cell};white-space:nowrap">${formatINR(l.totalPaise)}</td></tr>`)
    .join('');
  const billHtml = bill
    .map(([k, v], i) => {
      const last = i === bill.length - 1;
      const style = `padding:4px 0;${last ? 'font-weight:700;font-size:16px;border-top:1px solid #e7e5e4;padding-top:8px' : ''}`;
      return `<tr><td style="${style}">${escapeHtml(k)}</td><td align="right" style="${style};white-space:nowrap">${escapeHtml(v)}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917;font-size:15px;line-height:1.55">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden;border:1px solid #e7e5e4">
<tr><td style="background:#166534;padding:18px 24px;color:#ffffff;font-size:19px;font-weight:800">${escapeHtml(shop.name)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">Namaste ${escapeHtml(firstName)},</p>
${opts.intro.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0 0 8px;font-weight:700">Order ${escapeHtml(o.tranId)}</p>
<p style="margin:0 0 12px;color:#78716c;font-size:13px">Invoice ${escapeHtml(o.invoiceNumber)}, placed on ${escapeHtml(placedOn.format(o.createdAt))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px">${lineRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${billHtml}</table>
<p style="margin:0 0 4px">Payment: ${escapeHtml(o.paymentMode)}</p>
<p style="margin:0 0 16px">${escapeHtml(deliveryText(o))}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:11px 20px;background:#15803d;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">See your orders</a></p>
<p style="margin:0 0 16px">${escapeHtml(opts.closing)}</p>
<p style="margin:24px 0 0">${escapeHtml(shop.name)}</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafaf9;border-top:1px solid #e7e5e4;color:#78716c;font-size:12px">You receive this mail because of an order on your account at ${escapeHtml(shop.name)}.</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to: o.customerEmail, subject: opts.subject, text, html };
}

export function orderConfirmationMail(shop: MailShop, o: OrderRow, lines: LineRow[]): Mail | null {
  const pay = o.address
    ? `You pay ${formatINR(o.payablePaise)} in cash when it is delivered.`
    : `You pay ${formatINR(o.payablePaise)} in cash when you collect it from our store; we will tell you when it is ready.`;
  return orderMail(shop, o, lines, {
    subject: `Your order ${o.tranId} is confirmed`,
    intro: ['Thank you for shopping with us! We have received your order and are packing it now.', pay],
    closing: 'You can cancel the order from My Orders until it is shipped.',
  });
}

export function orderCancelledByMemberMail(shop: MailShop, o: OrderRow, lines: LineRow[]): Mail | null {
  return orderMail(shop, o, lines, {
    subject: `Your order ${o.tranId} was cancelled`,
    intro: ['As you asked, your order has been cancelled. Nothing is due for it.'],
    closing: 'We hope to see you again soon.',
  });
}

/** The order mails the outbox sends (modules/orders/mail-outbox.ts). */
export const orderMailBuilders = { confirmation: orderConfirmationMail, cancelled: orderCancelledByMemberMail } as const;
export type OrderMailKind = keyof typeof orderMailBuilders;

/** The mail of that kind for the order as it is now; null when the order is gone or has nobody to mail. */
export async function renderOrderMail(app: FastifyInstance, orderId: number, kind: OrderMailKind): Promise<Mail | null> {
  const [[order], lines, shop] = await Promise.all([
    app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
    app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    shopIdentity(app.db, app.config.mailFrom),
  ]);
  return order ? orderMailBuilders[kind]({ name: shop.name, publicUrl: app.config.publicUrl }, order, lines) : null;
}
