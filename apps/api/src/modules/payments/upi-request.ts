import QRCode from 'qrcode';
import { asc } from 'drizzle-orm';
import type { UpiPaymentRequest } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { company } from '../../db/schema/index.ts';
import { iso } from '../../lib/time.ts';
import { rupeesFromPaise } from '../../lib/money.ts';

/**
 * A UPI payment request (docs/product.md#paying-by-upi): the upi://pay link of NPCI's UPI linking specification for
 * the exact amount, and the same link as a QR code. On a phone the link opens the shopper's UPI app with everything
 * filled in; on a desktop the shopper scans the QR code with the phone.
 */

/** Paise as the link's amount: rupees with exactly two decimals, by integer arithmetic (12345 → "123.45"). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new Error(`A UPI amount must be a positive whole number of paise, not ${paise}.`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * upi://pay?pa=<UPI id>&pn=<payee name>&am=<amount>&cu=INR&tn=<note>&tr=<reference>. Every value is percent-encoded
 * (a space as %20, never +, which some UPI apps show as it is); the UPI id keeps its @, which needs no encoding in a
 * query and which some apps do not decode.
 */
export function upiLink(p: { upiId: string; payeeName: string; amountPaise: number; note: string; reference: string }): string {
  const value = (v: string) => encodeURIComponent(v);
  const pairs: [string, string][] = [
    ['pa', value(p.upiId).replace(/%40/g, '@')],
    ['pn', value(p.payeeName)],
    ['am', upiAmount(p.amountPaise)],
    ['cu', 'INR'],
    ['tn', value(p.note)],
    ['tr', value(p.reference)],
  ];
  return `upi://pay?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

/**
 * The link as a QR code, an SVG document (the qrcode library; error correction M, a quiet zone of 4 modules as the
 * QR standard asks, black on white). It holds no script and no outside reference: the web shows it as an image.
 */
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

/** The shop's UPI id and name from the company details; null when no UPI id is set (checkout then offers cash on delivery only). */
export async function shopUpiPayee(db: DbOrTx): Promise<{ upiId: string; name: string } | null> {
  const [row] = await db.select({ upiId: company.upiId, name: company.name }).from(company).orderBy(asc(company.id)).limit(1);
  return row?.upiId ? row : null;
}

/** The payment request of an order awaiting its UPI payment: the link and QR for its payable total, to the UPI id it was placed with. */
export async function upiPaymentRequest(db: DbOrTx, order: { tranId: string; payablePaise: number; upiPayee: string; paymentDueAt: Date }): Promise<UpiPaymentRequest> {
  const [row] = await db.select({ name: company.name }).from(company).orderBy(asc(company.id)).limit(1);
  const payeeName = row?.name ?? 'The shop';
  const link = upiLink({ upiId: order.upiPayee, payeeName, amountPaise: order.payablePaise, note: `Order ${order.tranId}`, reference: order.tranId });
  return {
    upiLink: link,
    upiQr: await upiQrSvg(link),
    amount: rupeesFromPaise(order.payablePaise),
    payeeUpiId: order.upiPayee,
    payeeName,
    payBy: iso(order.paymentDueAt),
  };
}
