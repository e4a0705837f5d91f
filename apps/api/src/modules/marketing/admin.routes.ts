import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { recordAudit } from '../audit/index.ts';
import { currentMember } from '../session/index.ts';
import { acknowledgeMessage, listMessages, markMessage, resolveMessage } from './admin-messages.service.ts';
import { listSubscribers, subscribersCsv } from './admin-subscribers.service.ts';

/** The back office's side of marketing: the contact form's messages and the newsletter's subscribers. */
const marketingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminMessages),
    handler: async (request) => ok(await listMessages(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminMessageRead),
    handler: async (request) => {
      const message = await markMessage(app.db, currentMember(request).id, request.params.id, request.body.read);
      return ok(message, message.readAt ? 'Marked as read.' : 'Marked as unread.');
    },
  });

  app.route({
    ...routeOf(routes.adminMessageAcknowledge),
    handler: async (request) => ok(await acknowledgeMessage(app.db, currentMember(request).id, request.params.id), 'The complaint is acknowledged.'),
  });

  app.route({
    ...routeOf(routes.adminMessageResolve),
    handler: async (request) => ok(await resolveMessage(app.db, currentMember(request).id, request.params.id, request.body.note), 'The complaint is resolved.'),
  });

  app.route({
    ...routeOf(routes.adminSubscribers),
    handler: async (request) => ok(await listSubscribers(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminSubscribersCsv),
    handler: async (request, reply) => {
      const { csv, rows } = await subscribersCsv(app.db, request.query);
      // Exporting personal data is worth a line in the audit log even though nothing changes.
      await recordAudit(app.db, { actorId: currentMember(request).id, action: 'export', entity: 'subscriber', entityId: 'csv', detail: { rows, ...request.query } });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .serializer((payload: unknown) => payload as string)
        .send(csv);
    },
  });
};

export default marketingAdminRoutes;
