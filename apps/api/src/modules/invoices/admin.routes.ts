import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { routeOf } from '../../http/route.ts';
import { invoicePdfOf, sendPdf } from './files.ts';

/** Any order's tax invoice and credit note, as PDFs, for the back office. */
const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminOrderInvoice),
    handler: async (request, reply) => sendPdf(reply, await invoicePdfOf(app.db, app.config.publicUrl, request.params.id, 'invoice')),
  });

  app.route({
    ...routeOf(routes.adminOrderCreditNote),
    handler: async (request, reply) => sendPdf(reply, await invoicePdfOf(app.db, app.config.publicUrl, request.params.id, 'creditNote')),
  });
};

export default invoiceAdminRoutes;
