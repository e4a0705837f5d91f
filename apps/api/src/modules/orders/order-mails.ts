import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { composeMail, type Mail, type MailBlock, shopIdentity } from '../mail/index.ts';
import { OrderStatus, PaymentStatus } from './status.ts';
import { slotWordsOf } from './slot-words.ts';
import { upiLink } from '../payments/index.ts';
import { invoicePdfOf } from '../invoices/index.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { formatIndianMoment, paymentStatusWord } from '@shop/contract/format';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type MailShop = { name: string; publicUrl: string };


/** The bill rows every order mail shows, in the order of the detail screen. */
function billRows(o: OrderRow): [string, string][] {
  const rows: [string, string][] = [['Total Amount', formatPaiseAsINR(o.totalPaise)]];
  if (o.discountPaise) rows.push(['Discount', `- ${formatPaiseAsINR(o.discountPaise)}`]);
  if (o.couponDiscountPaise) rows.push([`Coupon ${o.couponCode ?? ''}`.trim(), `- ${formatPaiseAsINR(o.couponDiscountPaise)}`]);
  rows.push([`Delivery (${o.shippingOptionName})`, o.deliveryPaise ? formatPaiseAsINR(o.deliveryPaise) : 'Free']);
  rows.push(['Payable Total', formatPaiseAsINR(o.payablePaise)]);
  return rows;
}

function deliveryText(o: OrderRow): string {
  if (!o.address) return `${o.shippingOptionName}: collect your order from our store.`;
  const a = o.address;
  const slot = slotWordsOf(o);
  return `${o.shippingOptionName} to ${[a.title, a.line1, a.line2, a.city, `${a.state} ${a.pinCode}`].filter(Boolean).join(', ')}${slot ? `, in the slot ${slot}` : ''}`;
}

function paymentText(o: OrderRow): string {
  if (o.paymentStatus === PaymentStatus.CashOnDelivery) return `Payment: ${o.paymentMode}`;
  return `Payment: ${o.paymentMode}, ${paymentStatusWord(o.paymentStatus).toLowerCase()}${o.upiRef ? ` (UTR ${o.upiRef})` : ''}`;
}

/**
 * What a UPI order awaiting payment asks in its confirmation: the amount, the time and the payment request (the link
 * opens a UPI app on a phone; the order page shows its QR code for a desktop), with the details to pay by hand.
 */
function upiPaymentBlocks(shop: MailShop, o: OrderRow): MailBlock[] {
  if (o.paymentStatus !== PaymentStatus.Awaiting || !o.upiPayee || !o.paymentDueAt) return [];
  const link = upiLink({ upiId: o.upiPayee, payeeName: shop.name, amountPaise: o.payablePaise, note: `Order ${o.tranId}`, reference: o.tranId });
  return [
    { p: `Please pay ${formatPaiseAsINR(o.payablePaise)} by UPI before ${formatIndianMoment(o.paymentDueAt)}. We hold your items until then; unpaid by that time, the order is cancelled.` },
    { button: { label: `Pay ${formatPaiseAsINR(o.payablePaise)} by UPI`, href: link } },
    { note: `The button opens your UPI app on a phone. Or pay ${formatPaiseAsINR(o.payablePaise)} to the UPI id ${o.upiPayee} (${shop.name}) with the note "Order ${o.tranId}", or scan the QR code on your order in My Orders.` },
  ];
}

/** Every order mail: the shop's frame (mail/layout.ts), the lines and the bill as tables, and a way to My Orders. */
function orderMail(shop: MailShop, o: OrderRow, lines: LineRow[], opts: { subject: string; intro: string[]; closing: string; before?: MailBlock[] }): Mail | null {
  if (!o.customerEmail) return null;
  const firstName = o.customerName.split(' ')[0] || o.customerName;
  return composeMail({
    to: o.customerEmail,
    subject: opts.subject,
    shopName: shop.name,
    greeting: `Namaste ${firstName},`,
    blocks: [
      ...opts.intro.map((p) => ({ p })),
      ...(opts.before ?? []),
      { heading: `Order ${o.tranId}` },
      { note: `Invoice ${o.invoiceNumber}, placed on ${formatIndianMoment(o.createdAt)}${o.creditNoteNumber ? `; reversed by credit note ${o.creditNoteNumber}` : ''}` },
      { table: lines.map((l): [string, string] => [`${l.qty} x ${l.name} (${l.packSize}) at ${formatPaiseAsINR(l.unitPricePaise)}${l.substitutedFor ? `, instead of ${l.substitutedFor}` : ''}`, formatPaiseAsINR(l.totalPaise)]) },
      { table: billRows(o), total: true },
      { p: paymentText(o) },
      { p: deliveryText(o) },
      { button: { label: 'See your orders', href: `${shop.publicUrl.replace(/\/$/, '')}/orders?activeTab=orders` } },
      { p: opts.closing },
    ],
    footer: `You receive this mail because of an order on your account at ${shop.name}.`,
  });
}

type Builder = (shop: MailShop, o: OrderRow, lines: LineRow[], note: string) => Mail | null;
const withNote = (note: string) => (note ? [`Note from the shop: ${note}`] : []);

/** The order mails, by the kind the outbox stores: placing, the member's cancel, and each move the shop makes. */
export const orderMailBuilders = {
  confirmation: (shop, o, lines) =>
    o.paymentStatus === PaymentStatus.CashOnDelivery
      ? orderMail(shop, o, lines, {
          subject: `Your order ${o.tranId} is confirmed`,
          intro: [
            'Thank you for shopping with us! We have received your order and are packing it now.',
            o.address
              ? `You pay ${formatPaiseAsINR(o.payablePaise)} in cash when it is delivered.`
              : `You pay ${formatPaiseAsINR(o.payablePaise)} in cash when you collect it from our store; we will tell you when it is ready.`,
          ],
          closing: 'You can cancel the order from My Orders until it is shipped.',
        })
      : orderMail(shop, o, lines, {
          subject: o.paymentStatus === PaymentStatus.Awaiting ? `Your order ${o.tranId}: please pay ${formatPaiseAsINR(o.payablePaise)} by UPI` : `Your order ${o.tranId} is placed`,
          intro: ['Thank you for shopping with us! We have received your order.'],
          before: upiPaymentBlocks(shop, o),
          closing: 'You can cancel the order from My Orders until it is shipped.',
        }),
  paymentReceived: (shop, o, lines) =>
    orderMail(shop, o, lines, {
      subject: `Payment received for your order ${o.tranId}`,
      intro: [`Thank you: your UPI payment of ${formatPaiseAsINR(o.payablePaise)}${o.upiRef ? ` (UTR ${o.upiRef})` : ''} has arrived, and we are packing your order now.`],
      closing: 'We will e-mail you when it is on its way.',
    }),
  paymentExpired: (shop, o, lines) =>
    orderMail(shop, o, lines, {
      subject: `Your order ${o.tranId} was cancelled: no UPI payment arrived`,
      intro: [
        `We did not receive the UPI payment of ${formatPaiseAsINR(o.payablePaise)} for your order in time${o.paymentDueAt ? ` (by ${formatIndianMoment(o.paymentDueAt)})` : ''}, so we have cancelled it and put its items back on the shelf. Nothing is due for it.`,
        'If you did pay, reply to this mail with the UPI reference (UTR) from your UPI app and we will return the money.',
      ],
      closing: 'You are welcome to place the order again at any time.',
    }),
  cancelled: (shop, o, lines) =>
    orderMail(shop, o, lines, {
      subject: `Your order ${o.tranId} was cancelled`,
      intro: ['As you asked, your order has been cancelled. Nothing is due for it.'],
      closing: 'We hope to see you again soon.',
    }),
  shipped: (shop, o, lines, note) =>
    orderMail(shop, o, lines, {
      subject: `Your order ${o.tranId} is on its way`,
      intro: ['Good news: your order has been shipped and is on its way to you.', ...withNote(note)],
      closing: 'Thank you for shopping with us.',
    }),
  delivered: (shop, o, lines, note) =>
    orderMail(shop, o, lines, {
      subject: `Your order ${o.tranId} was delivered`,
      intro: ['Your order has been delivered. We hope you enjoy it! Its tax invoice is attached to this mail.', ...withNote(note)],
      closing: 'Thank you for shopping with us.',
    }),
  cancelledByShop: (shop, o, lines, note) =>
    orderMail(shop, o, lines, {
      subject: `Your order ${o.tranId} was cancelled`,
      intro: ['Your order has been cancelled by the shop. Nothing is due for it, and if you paid anything it will be returned to you.', ...withNote(note)],
      closing: 'We are sorry for the trouble, and hope to see you again soon.',
    }),
  changed: (shop, o, lines, note) =>
    orderMail(shop, o, lines, {
      subject: `Your order ${o.tranId} changed: we ran short of an item`,
      intro: [
        'We are packing your order and ran short of an item, so we changed it as you asked:',
        ...note.split('\n').filter(Boolean),
        o.paymentStatus === PaymentStatus.Paid && o.refundDuePaise
          ? `You paid more than the new total: we owe you ${formatPaiseAsINR(o.refundDuePaise)} and will return it to you by UPI.`
          : o.paymentStatus === PaymentStatus.CashOnDelivery
            ? `You now pay ${formatPaiseAsINR(o.payablePaise)} in cash on delivery.`
            : `The new total is ${formatPaiseAsINR(o.payablePaise)}.`,
      ],
      closing: 'Your order as it is now is below. Thank you for shopping with us.',
    }),
} satisfies Record<string, Builder>;
export type OrderMailKind = keyof typeof orderMailBuilders;

/** The status a mail tells about, whose history row carries the shop's note. */
const statusOfKind: Record<OrderMailKind, number> = {
  confirmation: OrderStatus.Pending,
  cancelled: OrderStatus.Cancelled,
  shipped: OrderStatus.Shipped,
  delivered: OrderStatus.Delivered,
  cancelledByShop: OrderStatus.Cancelled,
  paymentReceived: OrderStatus.Pending,
  paymentExpired: OrderStatus.Cancelled,
  changed: OrderStatus.Pending,
};

/** The mails that carry a tax document as a PDF: the delivered mail its tax invoice. */
const attachedDocument = { delivered: 'invoice' } as const;

/** The mail of that kind for the order as it is now; null when the order is gone or has nobody to mail. */
export async function renderOrderMail(app: FastifyInstance, orderId: number, kind: OrderMailKind): Promise<Mail | null> {
  const [[order], lines, [last], shop] = await Promise.all([
    app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
    app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    app.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, statusOfKind[kind])))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1),
    shopIdentity(app.db, app.config.mailFrom),
  ]);
  const mail = order ? orderMailBuilders[kind]({ name: shop.name, publicUrl: app.config.publicUrl }, order, lines, last?.note ?? '') : null;
  if (!mail || !(kind in attachedDocument)) return mail;
  // Made now from the order, never kept in the outbox: the same PDF as GET /api/invoice.
  const file = await invoicePdfOf(app.db, orderId, attachedDocument[kind as keyof typeof attachedDocument]);
  return { ...mail, attachments: [{ filename: file.fileName, contentType: 'application/pdf', content: file.content }] };
}
