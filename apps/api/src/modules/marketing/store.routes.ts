import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInput, contactReply, newsletterReply, newsletterSubscribeInput, newsletterTokenInput } from '@shop/contract';
import { ok } from '../../http/reply.ts';
import { storeContactMessage } from './contact.service.ts';
import { confirmationMail, contactMail, newsletterLinks } from './mails.ts';
import { confirm, subscribe, unsubscribe } from './newsletter.service.ts';
import { shopIdentity } from './shop.ts';

/** The footer's newsletter box (double opt-in) and the contact form. */
const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.post(
    '/newsletter/subscribe',
    { config: perMinute(5), schema: { tags: ['newsletter'], body: newsletterSubscribeInput, response: { 200: newsletterReply } } },
    async (request) => {
      const { email } = request.body;
      const shop = await shopIdentity(app.db, app.config.mailFrom);
      const result = await subscribe(app.db, email, (token) => app.mailer.send(confirmationMail(email, shop.name, newsletterLinks(app.config.publicUrl, token))));
      return ok({ status: result.status }, result.msg);
    },
  );

  for (const [action, run] of [
    ['confirm', confirm],
    ['unsubscribe', unsubscribe],
  ] as const) {
    // POST only: a GET or HEAD of the link (a mail scanner, a prefetch) must change nothing. The mail's link opens the
    // web page, which posts the token.
    app.post(`/newsletter/${action}`, { config: perMinute(20), schema: { tags: ['newsletter'], response: { 200: newsletterReply }, body: newsletterTokenInput } }, async (request) => {
      const result = await run(app.db, request.body.token);
      return ok({ status: result.status }, result.msg);
    });
  }

  app.post('/contact', { config: perMinute(5), schema: { tags: ['contact'], body: contactInput, response: { 200: contactReply } } }, async (request) => {
    await storeContactMessage(app.db, request.body);
    const shop = await shopIdentity(app.db, app.config.mailFrom);
    const adminUrl = `${app.config.publicUrl.replace(/\/$/, '')}/admin/messages`;
    // The message is stored and shown in the back office even if the mail cannot go out now.
    await app.mailer.send(contactMail(shop.email, shop.name, request.body, adminUrl)).catch((err: unknown) => request.log.error({ err }, 'contact mail failed'));
    return ok(null, 'Thank you for your message! We will get back to you soon.');
  });
};

export default marketingRoutes;
