import { z } from 'zod';
import { idParam } from './envelope.ts';

/** GET /api/invoice and /api/creditnote (auth): which of the member's orders. */
export const taxDocumentQuery = z.object({ id: idParam('id') });

/** The document itself, a PDF file (application/pdf): the tax invoice or the credit note (docs/product.md#tax-invoices). */
export const pdfFile = z.string();
