/** The invoices module's door: tax invoices and credit notes (numbers, tax maths, PDFs) for shoppers, the back office and the order mails. */
import type { FastifyPluginAsync } from 'fastify';
import storeCalls from './store.routes.ts';
import adminCalls from './admin.routes.ts';
import gstCalls from './gst.routes.ts';
export { issueCancellationCreditNote, issueInvoice, issueShortPickCreditNote } from './issue.ts';
export type { IssuedDocument } from './numbering.ts';
export { invoicePdfOf } from './files.ts';

/** The calls this module answers, registered by modules/index.ts: the store's (members) and the back office's. */
export const storeRoutes: FastifyPluginAsync[] = [storeCalls];
export const adminRoutes: FastifyPluginAsync[] = [adminCalls, gstCalls];
