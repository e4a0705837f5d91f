import { z } from 'zod';
import { paymentStatusCodes } from './format.ts';

/**
 * Paying by UPI (docs/product.md#paying-by-upi): the shop's UPI id (a VPA such as annapurnaorganics@okaxis), the
 * payment request an unpaid UPI order carries, and the UPI reference (UTR) the back office records when the money
 * has arrived.
 */

/** A UPI id (virtual payment address): name@handle, at least 2 characters before the @, a handle of 2–64 letters (256 characters in all at most). */
export const upiIdPattern = /^[a-zA-Z0-9._-]{2,}@[a-zA-Z]{2,64}$/;

/** The shop's UPI id as the back office edits it: empty (no UPI payments offered) or a valid UPI id. */
export const upiIdField = z
  .string({ error: 'UPI id must be text.' })
  .trim()
  .max(256, { error: 'UPI id must be at most 256 characters.' })
  .refine((v) => v === '' || upiIdPattern.test(v), { error: 'UPI id must look like yourshop@okaxis: letters, digits, dots, hyphens or underscores, then @ and the bank handle (letters only). Leave it empty to offer cash on delivery only.' });

/** A UPI transaction reference (UTR, also called RRN): exactly 12 digits. Spaces the bank's app shows are ignored. */
export const utrField = z
  .string({ error: (issue) => (issue.input === undefined ? 'UPI reference (UTR) is required.' : 'UPI reference (UTR) must be text, such as "412345678901".') })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'UPI reference (UTR) is required.' })
      .regex(/^\d{12}$/, { error: 'UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.' }),
  );

export const paymentStatusCode = z.enum(paymentStatusCodes as [string, ...string[]]);

/** What a shopper needs to pay an unpaid UPI order: the link (opens a UPI app on a phone) and its QR code (scanned from a desktop). */
export const upiPaymentRequest = z.object({
  /** upi://pay?pa=<shop's UPI id>&pn=<shop name>&am=<amount, 2 decimals>&cu=INR&tn=<note>&tr=<TranID> */
  upiLink: z.string(),
  /** The link as a QR code: an SVG document made on the server. */
  upiQr: z.string(),
  /** Rupees, the order's payable total. */
  amount: z.number(),
  /** The shop's UPI id and name, as the shopper's UPI app will show them. */
  payeeUpiId: z.string(),
  payeeName: z.string(),
  /** Until when the stock is held (ISO 8601); unpaid by then, the order is cancelled. */
  payBy: z.string(),
});
export type UpiPaymentRequest = z.infer<typeof upiPaymentRequest>;
