import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { clientLimits } from '../../http/client-limits.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { confirmEmail } from '../auth/index.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { accountSecurity, changePassword, endAllSessions, endSession } from './security.ts';
import { setLanguage } from './language.ts';
import { setMobile } from './mobile.ts';
import { myData } from './personal-data.ts';
import { confirmEmailChange, requestEmailChange, setName } from './profile.ts';


const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.confirmEmail),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      await confirmEmail(app, request.body.token);
      return ok(null, 'Thank you: your email address is confirmed.');
    },
  });

  app.route({
    ...routeOf(routes.accountSecurity),
    onRequest: requireMember,
    handler: async (request) => ok(await accountSecurity(app, currentMember(request))),
  });

  app.route({
    ...routeOf(routes.changePassword),
    onRequest: requireMember,
    config: { rateLimit: clientLimits.proof },
    handler: async (request) => {
      await changePassword(app, currentMember(request), request.body);
      return ok(null, 'Your password has been changed. You have been logged out on your other devices.');
    },
  });

  app.route({
    ...routeOf(routes.endSession),
    onRequest: requireMember,
    handler: async (request) => {
      await endSession(app, currentMember(request), request.body.id);
      return ok(null, 'That device has been logged out.');
    },
  });

  app.route({
    ...routeOf(routes.setLanguage),
    onRequest: requireMember,
    handler: async (request) => {
      const language = await setLanguage(app, currentMember(request), request.body.language);
      return ok({ Language: language }, m`Your language is now ${language === 'hi' ? 'हिंदी' : 'English'}.`);
    },
  });

  app.route({
    ...routeOf(routes.setMobile),
    onRequest: requireMember,
    handler: async (request) => ok({ Mobile: await setMobile(app, currentMember(request), request.body.Mobile) }, 'Your mobile number is saved.'),
  });

  app.route({
    ...routeOf(routes.setName),
    onRequest: requireMember,
    handler: async (request) => ok(await setName(app, currentMember(request), request.body), 'Your name is saved.'),
  });

  app.route({
    ...routeOf(routes.changeEmail),
    onRequest: requireMember,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request) => {
      await requestEmailChange(app, currentMember(request), request.body.Email);
      return ok(null, m`We sent a link to ${request.body.Email}. Your e-mail address changes once you follow it.`);
    },
  });

  app.route({
    ...routeOf(routes.confirmEmailChange),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const email = await confirmEmailChange(app, request.body.token);
      return ok({ Email: email }, m`Your e-mail address is now ${email}.`);
    },
  });

  app.route({
    ...routeOf(routes.myData),
    onRequest: requireMember,
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return ok(await myData(app, currentMember(request).id));
    },
  });

  app.route({
    ...routeOf(routes.logoutEverywhere),
    onRequest: requireMember,
    handler: async (request) => {
      await endAllSessions(app, currentMember(request));
      return ok(null, 'You have been logged out everywhere.');
    },
  });
};

export default accountRoutes;
