import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { clientLimits } from '../../http/client-limits.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { loginWithCode, requestLoginCode } from './login-codes.ts';
import { ADMIN_CODE_SENT, loginWithPassword } from './password-login.ts';
import { registerMember } from './registration.ts';
import { languageOf } from '../../i18n/translate.ts';
import { currentMember, noStore, requireMember, revokeSession, userAgentOf } from '../session/index.ts';

/** The per-client limits of the calls below (kept with the shop's other limits). */
export { clientLimits };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // 'memberregistraion' is misspelt in the public contract (docs/product.md#account-calls) and kept so for compatibility.
  app.route({
    ...routeOf(routes.register),
    config: { rateLimit: clientLimits.signUp },
    handler: async (request) => {
      // A member who signs up reading the shop in Hindi starts with Hindi as the account's language (decision 146).
      const MemberID = await registerMember(app, request.body, languageOf(request.headers['accept-language']));
      return ok({ MemberID }, 'Registration successful! Please log in with your email and password.');
    },
  });

  app.route({
    ...routeOf(routes.passwordLogin),
    onRequest: noStore,
    config: { rateLimit: clientLimits.login },
    handler: async (request) => {
      const result = await loginWithPassword(app, request.body, request.ip, userAgentOf(request));
      return ok(result, 'CodeSent' in result ? ADMIN_CODE_SENT : 'Login successful!');
    },
  });

  app.route({
    ...routeOf(routes.requestLoginCode),
    // No HEAD twin: a HEAD request (a link checker, a prefetch) must never send a mail.
    exposeHeadRoute: false,
    config: { rateLimit: clientLimits.codeRequest },
    handler: async (request) => {
      const { email } = await requestLoginCode(app, request.query.username);
      return ok(null, m`We have sent an email to ${email}. Please enter the code from it: it is valid for 10 minutes.`);
    },
  });

  app.route({
    ...routeOf(routes.codeLogin),
    onRequest: noStore,
    config: { rateLimit: clientLimits.codeLogin },
    handler: async (request) => ok(await loginWithCode(app, request.body.username, request.body.otp, userAgentOf(request)), 'Login successful!'),
  });

  app.route({
    ...routeOf(routes.logout),
    onRequest: requireMember,
    handler: async (request) => {
      await revokeSession(app.db, currentMember(request).sessionId);
      return ok(null, 'You have been logged out.');
    },
  });
};

export default authRoutes;
