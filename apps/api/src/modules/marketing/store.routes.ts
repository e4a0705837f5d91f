import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { storeContactMessage } from './contact.service.ts';
import { confirmationMail, contactMail, newsletterLinks } from './mails.ts';
import { confirm, subscribe, unsubscribe } from './newsletter.service.ts';
import { languageOf } from '../../i18n/translate.ts';
import { shopIdentity } from '../mail/index.ts';

/** The footer's newsletter box (double opt-in) and the contact form. */
const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

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
      await storeContactMessage(app.db, request.body);
      const shop = await shopIdentity(app.db, app.config.mailFrom);
      const adminUrl = `${app.config.publicUrl.replace(/\/$/, '')}/admin/messages`;
      // The message is stored and shown in the back office even if the mail cannot go out now.
      await app.mailer.send(contactMail(shop.email, shop.name, request.body, adminUrl)).catch((err: unknown) => request.log.error({ err }, 'contact mail failed'));
      return ok(null, 'Thank you for your message! We will get back to you soon.');
    },
  });
};

export default marketingRoutes;
