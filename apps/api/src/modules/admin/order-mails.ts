import type { AdminOrderDetail } from '@shop/contract/admin';
import { composeMail } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';
import { OrderStatus } from '../orders/status.ts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const wording: Record<number, { subject: string; line: string }> = {
  [OrderStatus.Shipped]: { subject: 'is on its way', line: 'Good news: your order has been shipped and is on its way to you.' },
  [OrderStatus.Delivered]: { subject: 'was delivered', line: 'Your order has been delivered. We hope you enjoy it!' },
  [OrderStatus.Cancelled]: { subject: 'was cancelled', line: 'Your order has been cancelled by the shop. Nothing is due for it, and if you paid anything it will be returned to you.' },
};

/** The mail a customer gets when the shop moves their order to a new status (null when there is nobody to tell). */
export function orderStatusMail(order: AdminOrderDetail, shopName: string, publicUrl: string): Mail | null {
  const words = wording[order.status];
  if (!order.customerEmail || !words) return null;
  const note = order.history.at(-1)?.note ?? '';
  const firstName = order.customerName.split(' ')[0] || order.customerName;
  return composeMail({
    to: order.customerEmail,
    subject: `Your order ${order.tranId} ${words.subject}`,
    shopName,
    greeting: `Namaste ${firstName},`,
    blocks: [
      { p: words.line },
      ...(note ? [{ p: `Note from the shop: ${note}` }] : []),
      { p: `Order ${order.tranId} (invoice ${order.invoiceNumber}) is now ${order.statusName}.` },
      ...order.lines.map((l) => ({ note: `${l.qty} × ${l.name} (${l.packSize}): ${inr.format(l.total)}` })),
      { p: `Payable total: ${inr.format(order.payable)}` },
      { button: { label: 'See your orders', href: `${publicUrl.replace(/\/$/, '')}/orders?activeTab=orders` } },
    ],
    footer: `You receive this mail because you ordered from ${shopName}.`,
  });
}
