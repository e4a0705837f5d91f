import type { DbOrTx } from '../../db/client.ts';
import { issueDocumentNumber, type IssuedDocument } from './numbering.ts';
import { drawCancellationCreditNote, drawInvoice, drawShortPickCreditNote } from './service.ts';

/**
 * Issuing the tax documents (decision 251): each is drawn from the order and the shop as they are at that moment,
 * and kept frozen under its number by the transaction's last statement.
 */

/** The order's tax invoice (or bill of supply), when it is placed. */
export async function issueInvoice(tx: DbOrTx, orderId: number, at: Date): Promise<IssuedDocument> {
  return issueDocumentNumber(tx, orderId, 'INV', at, await drawInvoice(tx, orderId));
}

/** A cancellation's credit note, for what is left of the order. */
export async function issueCancellationCreditNote(tx: DbOrTx, orderId: number, at: Date): Promise<IssuedDocument> {
  return issueDocumentNumber(tx, orderId, 'CN', at, await drawCancellationCreditNote(tx, orderId));
}

/** A short pick's credit note, for what the order's total fell by (nothing is issued when it did not fall); kept in tax_documents only. */
export async function issueShortPickCreditNote(tx: DbOrTx, orderId: number, at: Date, line: Parameters<typeof drawShortPickCreditNote>[2], creditPaise: number, reason: string): Promise<void> {
  if (creditPaise <= 0) return;
  await issueDocumentNumber(tx, orderId, 'CN', at, await drawShortPickCreditNote(tx, orderId, line, creditPaise, reason));
}
