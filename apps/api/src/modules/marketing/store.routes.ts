import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { eraseExpiredContactMessages, storeContactMessage } from './contact.service.ts';
import { acknowledgementMail, confirmationMail, contactMail, newsletterLinks } from './mails.ts';
import { confirm, subscribe, unsubscribe } from './newsletter.service.ts';
import { languageOf } from '../../i18n/translate.ts';
import { shopIdentity } from '../mail/index.ts';
import { grievanceOfficer } from '../company/index.ts';
import { startPeriodic } from '../../lib/periodic.ts';

/** How often the contact messages past the shop's retention period are erased (and once at start; decision 241). */
const RETENTION_SWEEP_MS = 60 * 60_000;

/** The footer's newsletter box (double opt-in) and the contact form. */
const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  const retention = startPeriodic({
    intervalMs: RETENTION_SWEEP_MS,
    task: () => eraseExpiredContactMessages(app.db),
    fallback: 0,
    onError: (err) => app.log.error({ err }, 'contact message retention sweep failed'),
  });
  app.addHook('onReady', async () => {
    void retention.runOnce();
  });
  app.addHook('preClose', () => retention.stop());

  app.route({
    ...routeOf(routes.subscribe),
    config: perMinute(5),
    handler: async (request) => {
      const { email } = request.body;
      const shop = await shopIdentity(app.db, app.config.mailFrom);
      const result = await subscribe(app.db, email, (token) => app.mailer.send(confirmationMail(email, shop.name, newsletterLinks(app.config.publicUrl, token), languageOf(request.headers['accept-language']))));
      return ok({ status: result.status }, result.msg);
    },
  });

  // POST only: a GET or HEAD of the link (a mail scanner, a prefetch) must change nothing. The mail's link opens the
  // web page, which posts the token.
  app.route({
    ...routeOf(routes.confirmSubscription),
    config: perMinute(20),
    handler: async (request) => {
      const result = await confirm(app.db, request.body.token);
      return ok({ status: result.status }, result.msg);
    },
  });

  app.route({
    ...routeOf(routes.unsubscribe),
    config: perMinute(20),
    handler: async (request) => {
      const result = await unsubscribe(app.db, request.body.token);
      return ok({ status: result.status }, result.msg);
    },
  });

  app.route({
    ...routeOf(routes.contact),
    config: perMinute(5),
    handler: async (request) => {
      const { ticket, resolveBy } = await storeContactMessage(app.db, request.body);
      const [shop, officer] = await Promise.all([shopIdentity(app.db, app.config.mailFrom), grievanceOfficer(app.db)]);
      const adminUrl = `${app.config.publicUrl.replace(/\/$/, '')}/admin/messages`;
      const language = languageOf(request.headers['accept-language']);
      // The message is stored and shown in the back office even if the mails cannot go out now.
      await Promise.all([
        app.mailer.send(contactMail(shop.email, shop.name, request.body, adminUrl)),
        app.mailer.send(acknowledgementMail(request.body.email, { name: shop.name, grievanceOfficer: officer }, { ticket, resolveBy, name: request.body.name }, language)),
      ]).catch((err: unknown) => request.log.error({ err }, 'contact mail failed'));
      return ok({ Ticket: ticket, ResolveBy: resolveBy.toISOString().slice(0, 10) }, m`Thank you for your message! Your ticket is ${ticket}; we will resolve it by ${resolveBy.toISOString().slice(0, 10)}.`);
    },
  });
};

export default marketingRoutes;
