import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { renderTaxDocumentPdf } from './pdf.ts';
import { memberTaxDocument, taxDocument, type TaxDocument } from './service.ts';

export type PdfFile = { fileName: string; content: Buffer };
type Kind = TaxDocument['kind'];

/** The file name a document is saved under: "Invoice INV2627-000123.pdf", "Credit note CN2627-000004.pdf". */
const fileNameOf = (d: TaxDocument) => (d.kind === 'creditNote' && d.creditNote ? `Credit note ${d.creditNote.number}.pdf` : `Invoice ${d.invoice.number}.pdf`);

/**
 * An order's invoice or latest credit note as a PDF file: any order (back office, mails), or only the member's own
 * when memberId is given. `publicUrl` is the shop's web address, printed as its website.
 */
export async function invoicePdfOf(db: DbOrTx, publicUrl: string, orderId: number, kind: Kind, memberId?: number): Promise<PdfFile> {
  const doc = memberId === undefined ? await taxDocument(db, orderId, kind) : await memberTaxDocument(db, memberId, orderId, kind);
  return { fileName: fileNameOf(doc), content: await renderTaxDocumentPdf(doc, publicUrl.replace(/\/+$/, '')) };
}

/** Answers with the PDF, shown in the browser (inline) and saved under its name. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .send(file.content);
}
