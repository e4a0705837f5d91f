import type { AdminOrderDetail } from '@shop/contract';
import type { Mail } from '../mail/mailer.ts';
import { OrderStatus } from '../orders/status.ts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const wording: Record<number, { subject: string; line: string }> = {
  [OrderStatus.Shipped]: { subject: 'is on its way', line: 'Good news: your order has been shipped and is on its way to you.' },
  [OrderStatus.Delivered]: { subject: 'was delivered', line: 'Your order has been delivered. We hope you enjoy it!' },
  [OrderStatus.Cancelled]: { subject: 'was cancelled', line: 'Your order has been cancelled. If you paid anything for it, it will be returned to you.' },
};

/** The mail a customer gets when the shop moves their order to a new status. */
export function orderStatusMail(order: AdminOrderDetail, shopName: string, publicUrl: string): Mail | null {
  const words = wording[order.status];
  if (!order.customerEmail || !words) return null;
  const link = `${publicUrl.replace(/\/$/, '')}/orders?activeTab=orders`;
  const note = order.history.at(-1)?.note ?? '';
  const lines = order.lines.map((l) => `${l.qty} x ${l.name} (${l.packSize})  ${inr.format(l.total)}`);
  const text = [
    `Hello ${order.customerName},`,
    '',
    words.line,
    note ? `Note from the shop: ${note}` : '',
    '',
    `Order ${order.tranId} (invoice ${order.invoiceNumber}): ${order.statusName}`,
    ...lines,
    `Payable total: ${inr.format(order.payable)}`,
    '',
    `See your orders: ${link}`,
    '',
    shopName,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<p>Hello ${escapeHtml(order.customerName)},</p>
<p>${escapeHtml(words.line)}</p>
${note ? `<p>Note from the shop: ${escapeHtml(note)}</p>` : ''}
<p><strong>Order ${escapeHtml(order.tranId)}</strong> (invoice ${escapeHtml(order.invoiceNumber)}): <strong>${escapeHtml(order.statusName)}</strong></p>
<ul>${order.lines.map((l) => `<li>${l.qty} × ${escapeHtml(l.name)} (${escapeHtml(l.packSize)}): ${inr.format(l.total)}</li>`).join('')}</ul>
<p>Payable total: <strong>${inr.format(order.payable)}</strong></p>
<p><a href="${escapeHtml(link)}">See your orders</a></p>
<p>${escapeHtml(shopName)}</p>`;
  return { to: order.customerEmail, subject: `Your order ${order.tranId} ${words.subject}`, text, html };
}
