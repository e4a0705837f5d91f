import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members, orderLines, orders, orderStatusHistory } from '../../db/schema/index.ts';
import { composeMail, type Mail, type MailBlock, shopIdentity } from '../mail/index.ts';
import { changeNoteIds, OrderStatus, PaymentStatus } from './status.ts';
import { slotWordsOf } from './slot-words.ts';
import { orderWordsIn } from './order-words.ts';
import { hindiCityName, hindiStateName } from '@shop/contract/india-hindi';
import { upiLink } from '../payments/index.ts';
import { invoicePdfOf } from '../invoices/index.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { formatIndianMoment } from '@shop/contract/format';
import { formatMomentInHindi, formatPaiseInHindi } from '../../i18n/format.ts';
import { translate } from '../../i18n/translate.ts';
import { m, Text, wordText } from '@shop/contract/text';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type MailShop = { name: string; publicUrl: string };
type Language = 'en' | 'hi';

/**
 * Every sentence of the order mails (decisions 147, 283), written once as Texts, in English as the spec's shop always
 * wrote it; a Hindi mail's come from the catalogue, with ₹ in the hi-IN format and dates in Hindi, India time.
 */
const texts = {
  greeting: (firstName: string) => m`Namaste ${firstName},`,
  totalAmount: m`Total Amount`,
  discount: m`Discount`,
  coupon: (code: string) => (code ? m`Coupon ${code}` : m`Coupon`),
  delivery: (option: string) => m`Delivery (${option})`,
  free: m`Free`,
  payableTotal: m`Payable Total`,
  collect: (option: string) => m`${option}: collect your order from our store.`,
  deliverTo: (option: string, address: string, slot: string | null) => (slot ? m`${option} to ${address}, in the slot ${slot}` : m`${option} to ${address}`),
  payment: (mode: Text, status?: string, utr?: string | null) =>
    status === undefined ? m`Payment: ${mode}` : utr ? m`Payment: ${mode}, ${status} (UTR ${utr})` : m`Payment: ${mode}, ${status}`,
  upi: {
    pay: (amount: string, due: string) => m`Please pay ${amount} by UPI before ${due}. We hold your items until then; unpaid by that time, the order is cancelled.`,
    button: (amount: string) => m`Pay ${amount} by UPI`,
    byHand: (amount: string, upiId: string, shop: string, tranId: string) =>
      m`The button opens your UPI app on a phone. Or pay ${amount} to the UPI id ${upiId} (${shop}) with the note "Order ${tranId}", or scan the QR code on your order in My Orders.`,
  },
  heading: (tranId: string) => m`Order ${tranId}`,
  invoiceNote: (invoice: string, placed: string, creditNote: string | null) =>
    creditNote ? m`Invoice ${invoice}, placed on ${placed}; reversed by credit note ${creditNote}` : m`Invoice ${invoice}, placed on ${placed}`,
  line: (qty: number, name: string, pack: string, price: string, insteadOf: string | null) =>
    insteadOf ? m`${qty} x ${name} (${pack}) at ${price}, instead of ${insteadOf}` : m`${qty} x ${name} (${pack}) at ${price}`,
  seeOrders: m`See your orders`,
  footer: (shop: string) => m`You receive this mail because of an order on your account at ${shop}.`,
  noteFromShop: (note: string) => m`Note from the shop: ${note}`,
  canCancel: m`You can cancel the order from My Orders until it is shipped.`,
  thanks: m`Thank you for shopping with us.`,
  kinds: {
    codSubject: (tranId: string) => m`Your order ${tranId} is confirmed`,
    codIntro: m`Thank you for shopping with us! We have received your order and are packing it now.`,
    codPayOnDelivery: (amount: string) => m`You pay ${amount} in cash when it is delivered.`,
    codPayOnCollect: (amount: string) => m`You pay ${amount} in cash when you collect it from our store; we will tell you when it is ready.`,
    upiAwaitingSubject: (tranId: string, amount: string) => m`Your order ${tranId}: please pay ${amount} by UPI`,
    placedSubject: (tranId: string) => m`Your order ${tranId} is placed`,
    placedIntro: m`Thank you for shopping with us! We have received your order.`,
    paidSubject: (tranId: string) => m`Payment received for your order ${tranId}`,
    paidIntro: (amount: string, utr: string | null) =>
      utr ? m`Thank you: your UPI payment of ${amount} (UTR ${utr}) has arrived, and we are packing your order now.` : m`Thank you: your UPI payment of ${amount} has arrived, and we are packing your order now.`,
    paidClosing: m`We will e-mail you when it is on its way.`,
    expiredSubject: (tranId: string) => m`Your order ${tranId} was cancelled: no UPI payment arrived`,
    expiredIntro: (amount: string, due: string | null) =>
      due
        ? m`We did not receive the UPI payment of ${amount} for your order in time (by ${due}), so we have cancelled it and put its items back on the shelf. Nothing is due for it.`
        : m`We did not receive the UPI payment of ${amount} for your order in time, so we have cancelled it and put its items back on the shelf. Nothing is due for it.`,
    expiredRefund: m`If you did pay, reply to this mail with the UPI reference (UTR) from your UPI app and we will return the money.`,
    expiredClosing: m`You are welcome to place the order again at any time.`,
    cancelledSubject: (tranId: string) => m`Your order ${tranId} was cancelled`,
    cancelledIntro: m`As you asked, your order has been cancelled. Nothing is due for it.`,
    cancelledClosing: m`We hope to see you again soon.`,
    shippedSubject: (tranId: string) => m`Your order ${tranId} is on its way`,
    shippedIntro: m`Good news: your order has been shipped and is on its way to you.`,
    deliveredSubject: (tranId: string) => m`Your order ${tranId} was delivered`,
    deliveredIntro: m`Your order has been delivered. We hope you enjoy it! Its tax invoice is attached to this mail.`,
    byShopIntro: m`Your order has been cancelled by the shop. Nothing is due for it, and if you paid anything it will be returned to you.`,
    byShopClosing: m`We are sorry for the trouble, and hope to see you again soon.`,
    changedSubject: (tranId: string) => m`Your order ${tranId} changed: we ran short of an item`,
    changedIntro: m`We are packing your order and ran short of an item, so we changed it as you asked:`,
    changedRefund: (amount: string) => m`You paid more than the new total: we owe you ${amount} and will return it to you by UPI within 5–7 working days.`,
    refundPromise: (amount: string) => m`You paid for it by UPI: we will refund ${amount} to you by UPI within 5–7 working days.`,
    changedCod: (amount: string) => m`You now pay ${amount} in cash on delivery.`,
    changedTotal: (amount: string) => m`The new total is ${amount}.`,
    changedClosing: m`Your order as it is now is below. Thank you for shopping with us.`,
  },
};

/** The texts as one language writes them: each Text a string, each function of Texts a function of strings. */
type Written<T> = {
  [K in keyof T]: T[K] extends Text ? string : T[K] extends (...args: infer A) => Text ? (...args: A) => string : Written<T[K]>;
};

function written<T extends object>(group: T, language: Language): Written<T> {
  const entries = Object.entries(group).map(([key, value]: [string, unknown]) => {
    if (value instanceof Text) return [key, translate(value, language)];
    if (typeof value === 'function') return [key, (...args: unknown[]) => translate((value as (...a: unknown[]) => Text)(...args), language)];
    return [key, written(value as object, language)];
  });
  return Object.fromEntries(entries) as Written<T>;
}

type Words = Written<typeof texts> & {
  money: (paise: number) => string;
  moment: (when: Date) => string;
  /** A city's and a state's name (the order keeps the English ones; decision 118). */
  city: (name: string) => string;
  state: (name: string) => string;
  /** An order's booked delivery slot in words, or null without one. */
  slot: (o: OrderRow) => string | null;
};

const formats: Record<Language, Pick<Words, 'money' | 'moment' | 'city' | 'state' | 'slot'>> = {
  en: { money: formatPaiseAsINR, moment: formatIndianMoment, city: (name) => name, state: (name) => name, slot: slotWordsOf },
  hi: { money: formatPaiseInHindi, moment: formatMomentInHindi, city: hindiCityName, state: hindiStateName, slot: (o) => slotWordsOf(o, 'hi') },
};

const kept: Partial<Record<Language, Words>> = {};
/** The mails' words in a language, written the first time a mail in it is made. */
const wordsOf = (language: Language): Words => (kept[language] ??= { ...written(texts, language), ...formats[language] });

/** The bill rows every order mail shows, in the order of the detail screen. */
function billRows(w: Words, o: OrderRow): [string, string][] {
  const rows: [string, string][] = [[w.totalAmount, w.money(o.totalPaise)]];
  if (o.discountPaise) rows.push([w.discount, `- ${w.money(o.discountPaise)}`]);
  if (o.couponDiscountPaise) rows.push([w.coupon(o.couponCode ?? ''), `- ${w.money(o.couponDiscountPaise)}`]);
  rows.push([w.delivery(o.shippingOptionName), o.deliveryPaise ? w.money(o.deliveryPaise) : w.free]);
  rows.push([w.payableTotal, w.money(o.payablePaise)]);
  return rows;
}

function deliveryText(w: Words, o: OrderRow): string {
  if (!o.address) return w.collect(o.shippingOptionName);
  const a = o.address;
  return w.deliverTo(o.shippingOptionName, [a.title, a.line1, a.line2, w.city(a.city), `${w.state(a.state)} ${a.pinCode}`].filter(Boolean).join(', '), w.slot(o));
}

function paymentText(w: Words, language: Language, o: OrderRow): string {
  if (o.paymentStatus === PaymentStatus.CashOnDelivery) return w.payment(wordText(o.paymentMode));
  return w.payment(wordText(o.paymentMode), orderWordsIn(language).payment(o.paymentStatus).toLowerCase(), o.upiRef);
}

/**
 * What a UPI order awaiting payment asks in its confirmation: the amount, the time and the payment request (the link
 * opens a UPI app on a phone; the order page shows its QR code for a desktop), with the details to pay by hand.
 */
function upiPaymentBlocks(w: Words, shop: MailShop, o: OrderRow): MailBlock[] {
  if (o.paymentStatus !== PaymentStatus.Awaiting || !o.upiPayee || !o.paymentDueAt) return [];
  const link = upiLink({ upiId: o.upiPayee, payeeName: shop.name, amountPaise: o.payablePaise, note: `Order ${o.tranId}`, reference: o.tranId });
  const amount = w.money(o.payablePaise);
  return [
    { p: w.upi.pay(amount, w.moment(o.paymentDueAt)) },
    { button: { label: w.upi.button(amount), href: link } },
    { note: w.upi.byHand(amount, o.upiPayee, shop.name, o.tranId) },
  ];
}

type MailOrder = { shop: MailShop; o: OrderRow; lines: LineRow[]; language: Language };

/** Every order mail: the shop's frame (mail/layout.ts), the lines and the bill as tables, and a way to My Orders. */
function orderMail({ shop, o, lines, language }: MailOrder, opts: { subject: string; intro: string[]; closing: string; before?: MailBlock[] }): Mail | null {
  if (!o.customerEmail) return null;
  const w = wordsOf(language);
  const firstName = o.customerName.split(' ')[0] || o.customerName;
  return composeMail({
    to: o.customerEmail,
    subject: opts.subject,
    shopName: shop.name,
    lang: language,
    greeting: w.greeting(firstName),
    blocks: [
      ...opts.intro.map((p) => ({ p })),
      ...(opts.before ?? []),
      { heading: w.heading(o.tranId) },
      { note: w.invoiceNote(o.invoiceNumber, w.moment(o.createdAt), o.creditNoteNumber) },
      { table: lines.map((l): [string, string] => [w.line(l.qty, l.name, l.packSize, w.money(l.unitPricePaise), l.substitutedFor), w.money(l.totalPaise)]) },
      { table: billRows(w, o), total: true },
      { p: paymentText(w, language, o) },
      { p: deliveryText(w, o) },
      { button: { label: w.seeOrders, href: `${shop.publicUrl.replace(/\/$/, '')}/orders?activeTab=orders` } },
      { p: opts.closing },
    ],
    footer: w.footer(shop.name),
  });
}

type Builder = (order: MailOrder, note: string) => Mail | null;
const withNote = (w: Words, note: string) => (note ? [w.noteFromShop(note)] : []);
const kindsOf = (order: MailOrder) => ({ w: wordsOf(order.language), k: wordsOf(order.language).kinds, o: order.o });
/** A cancelled paid order's promise: what is refunded, and by when (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)). */
const refundOwed = (w: Words, k: Words['kinds'], o: MailOrder['o']) => (o.paymentStatus === PaymentStatus.Paid && o.refundDuePaise && !o.refundRef ? [k.refundPromise(w.money(o.refundDuePaise))] : []);

/** The order mails, by the kind the outbox stores: placing, the member's cancel, and each move the shop makes. */
export const orderMailBuilders = {
  confirmation: (order) => {
    const { w, k, o } = kindsOf(order);
    const amount = w.money(o.payablePaise);
    return o.paymentStatus === PaymentStatus.CashOnDelivery
      ? orderMail(order, {
          subject: k.codSubject(o.tranId),
          intro: [k.codIntro, o.address ? k.codPayOnDelivery(amount) : k.codPayOnCollect(amount)],
          closing: w.canCancel,
        })
      : orderMail(order, {
          subject: o.paymentStatus === PaymentStatus.Awaiting ? k.upiAwaitingSubject(o.tranId, amount) : k.placedSubject(o.tranId),
          intro: [k.placedIntro],
          before: upiPaymentBlocks(w, order.shop, o),
          closing: w.canCancel,
        });
  },
  paymentReceived: (order) => {
    const { w, k, o } = kindsOf(order);
    return orderMail(order, { subject: k.paidSubject(o.tranId), intro: [k.paidIntro(w.money(o.payablePaise), o.upiRef)], closing: k.paidClosing });
  },
  paymentExpired: (order) => {
    const { w, k, o } = kindsOf(order);
    return orderMail(order, {
      subject: k.expiredSubject(o.tranId),
      intro: [k.expiredIntro(w.money(o.payablePaise), o.paymentDueAt ? w.moment(o.paymentDueAt) : null), k.expiredRefund],
      closing: k.expiredClosing,
    });
  },
  cancelled: (order) => {
    const { w, k, o } = kindsOf(order);
    return orderMail(order, { subject: k.cancelledSubject(o.tranId), intro: [k.cancelledIntro, ...refundOwed(w, k, o)], closing: k.cancelledClosing });
  },
  shipped: (order, note) => {
    const { w, k, o } = kindsOf(order);
    return orderMail(order, { subject: k.shippedSubject(o.tranId), intro: [k.shippedIntro, ...withNote(w, note)], closing: w.thanks });
  },
  delivered: (order, note) => {
    const { w, k, o } = kindsOf(order);
    return orderMail(order, { subject: k.deliveredSubject(o.tranId), intro: [k.deliveredIntro, ...withNote(w, note)], closing: w.thanks });
  },
  cancelledByShop: (order, note) => {
    const { w, k, o } = kindsOf(order);
    return orderMail(order, { subject: k.cancelledSubject(o.tranId), intro: [k.byShopIntro, ...refundOwed(w, k, o), ...withNote(w, note)], closing: k.byShopClosing });
  },
  changed: (order, note) => {
    const { w, k, o } = kindsOf(order);
    const owed =
      o.paymentStatus === PaymentStatus.Paid && o.refundDuePaise
        ? k.changedRefund(w.money(o.refundDuePaise))
        : o.paymentStatus === PaymentStatus.CashOnDelivery
          ? k.changedCod(w.money(o.payablePaise))
          : k.changedTotal(w.money(o.payablePaise));
    return orderMail(order, { subject: k.changedSubject(o.tranId), intro: [k.changedIntro, ...note.split('\n').filter(Boolean), owed], closing: k.changedClosing });
  },
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
  const [[found], lines, history, shop] = await Promise.all([
    app.db
      .select({ order: orders, language: members.language })
      .from(orders)
      .leftJoin(members, eq(members.id, orders.memberId))
      .where(eq(orders.id, orderId))
      .limit(1),
    app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    app.db
      .select({ note: orderStatusHistory.note, noteText: orderStatusHistory.noteText })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, statusOfKind[kind])))
      .orderBy(desc(orderStatusHistory.id)),
    shopIdentity(app.db, app.config.mailFrom),
  ]);
  if (!found) return null;
  // The member's language (decision 147); a guest's or a closed account's order is mailed in English.
  const language = found.language ?? 'en';
  // The note of the status the mail tells about; for a changed order, every change made to its lines (one mail may
  // cover several short picks), first to last.
  const notes = kind === 'changed' ? history.filter((row) => row.noteText && changeNoteIds.includes(row.noteText.id)).reverse() : history.slice(0, 1);
  const note = notes.map((row) => orderWordsIn(language).note(row)).join('\n');
  const mail = orderMailBuilders[kind]({ shop: { name: shop.name, publicUrl: app.config.publicUrl }, o: found.order, lines, language }, note);
  if (!mail || !(kind in attachedDocument)) return mail;
  // Made now from the order, never kept in the outbox: the same PDF as GET /api/invoice.
  const file = await invoicePdfOf(app.db, app.config.publicUrl, orderId, attachedDocument[kind as keyof typeof attachedDocument]);
  return { ...mail, attachments: [{ filename: file.fileName, contentType: 'application/pdf', content: file.content }] };
}
