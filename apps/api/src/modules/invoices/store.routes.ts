import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { routeOf } from '../../http/route.ts';
import { clientLimits } from '../../http/client-limits.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { invoicePdfOf, sendPdf } from './files.ts';

/** The member's own tax invoices and credit notes, as PDFs; another member's order reads as missing (404). */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // A PDF is drawn for each request: a client asking for many in a row is slowed down.
  const auth = { onRequest: requireMember, config: { rateLimit: clientLimits.taxDocument } };

  app.route({
    ...routeOf(routes.orderInvoice),
    ...auth,
    handler: async (request, reply) => sendPdf(reply, await invoicePdfOf(app.db, app.config.publicUrl, request.query.id, 'invoice', currentMember(request).id)),
  });

  app.route({
    ...routeOf(routes.orderCreditNote),
    ...auth,
    handler: async (request, reply) => sendPdf(reply, await invoicePdfOf(app.db, app.config.publicUrl, request.query.id, 'creditNote', currentMember(request).id)),
  });
};

export default invoiceRoutes;
