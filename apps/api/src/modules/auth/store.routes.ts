import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginCodeBody,
  loginCodeRequestQuery,
  loginCodeRequestReply,
  loginReply,
  logoutReply,
  passwordLoginReply,
  registrationBody,
  registrationReply,
} from '@shop/contract';
import { clientLimits } from '../../http/client-limits.ts';
import { ok } from '../../http/reply.ts';
import { loginWithCode, requestLoginCode } from './login-codes.ts';
import { ADMIN_CODE_SENT, loginWithPassword } from './password-login.ts';
import { registerMember } from './registration.ts';
import { currentMember, noStore, requireMember, revokeSession, userAgentOf } from './session.ts';

/** The per-client limits of the calls below (kept with the shop's other limits). */
export { clientLimits };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // 'memberregistraion' is misspelt in the public contract (docs/product.md#account-calls) and kept so for compatibility.
  app.post(
    '/memberregistraion',
    { config: { rateLimit: clientLimits.signUp }, schema: { tags: ['account'], body: registrationBody, response: { 200: registrationReply } } },
    async (request) => {
      const MemberID = await registerMember(app, request.body);
      return ok({ MemberID }, 'Registration successful! Please log in with your email and password.');
    },
  );

  app.post('/login', { onRequest: noStore, config: { rateLimit: clientLimits.login }, schema: { tags: ['account'], body: loginBody, response: { 200: passwordLoginReply } } }, async (request) => {
    const result = await loginWithPassword(app, request.body, userAgentOf(request));
    return ok(result, 'CodeSent' in result ? ADMIN_CODE_SENT : 'Login successful!');
  });

  app.get(
    '/loginwithotp',
    // No HEAD twin: a HEAD request (a link checker, a prefetch) must never send a mail.
    { exposeHeadRoute: false, config: { rateLimit: clientLimits.codeRequest }, schema: { tags: ['account'], querystring: loginCodeRequestQuery, response: { 200: loginCodeRequestReply } } },
    async (request) => {
      const { email } = await requestLoginCode(app, request.query.username);
      return ok(null, `We have sent an email to ${email}. Please enter the code from it: it is valid for 10 minutes.`);
    },
  );

  app.post('/loginwithotp', { onRequest: noStore, config: { rateLimit: clientLimits.codeLogin }, schema: { tags: ['account'], body: loginCodeBody, response: { 200: loginReply } } }, async (request) =>
    ok(await loginWithCode(app, request.body.username, request.body.otp, userAgentOf(request)), 'Login successful!'),
  );

  app.post('/logout', { onRequest: requireMember, schema: { tags: ['account'], response: { 200: logoutReply } } }, async (request) => {
    await revokeSession(app.db, currentMember(request).sessionId);
    return ok(null, 'You have been logged out.');
  });
};

export default authRoutes;
