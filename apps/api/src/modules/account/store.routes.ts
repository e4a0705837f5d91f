import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountActionReply,
  accountSecurityReply,
  changePasswordBody,
  confirmEmailBody,
  confirmEmailReply,
  deleteAccountBody,
  deleteAccountReply,
  endSessionBody,
} from '@shop/contract';
import { ok } from '../../http/reply.ts';
import { confirmEmail } from '../auth/confirmation.ts';
import { currentMember, requireMember } from '../auth/session.ts';
import { closeAccount } from './deletion.ts';
import { accountSecurity, changePassword, endAllSessions, endSession } from './security.ts';

/** Against one client trying passwords or codes through the calls that take them. */
const proofLimit = { max: 10, timeWindow: '1 minute' } as const;

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Our addition (the original brief only logged the reason; docs/product.md#privacy-and-closing-an-account): the member closes their own account; see closeAccount.
  app.post(
    '/account/delete',
    {
      // Before validation, so a caller without a valid token always gets 401 whatever the body.
      onRequest: requireMember,
      config: { rateLimit: proofLimit },
      schema: { tags: ['account'], body: deleteAccountBody, response: { 200: deleteAccountReply } },
    },
    async (request) => {
      await closeAccount(app, currentMember(request).id, request.body);
      return ok(null, 'Your account has been deleted. We are sorry to see you go.');
    },
  );

  app.post(
    '/account/confirm-email',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['account'], body: confirmEmailBody, response: { 200: confirmEmailReply } } },
    async (request) => {
      await confirmEmail(app, request.body.token);
      return ok(null, 'Thank you: your email address is confirmed.');
    },
  );

  app.get('/account/security', { onRequest: requireMember, schema: { tags: ['account'], response: { 200: accountSecurityReply } } }, async (request) =>
    ok(await accountSecurity(app, currentMember(request))),
  );

  app.post(
    '/account/password',
    { onRequest: requireMember, config: { rateLimit: proofLimit }, schema: { tags: ['account'], body: changePasswordBody, response: { 200: accountActionReply } } },
    async (request) => {
      await changePassword(app, currentMember(request), request.body);
      return ok(null, 'Your password has been changed. You have been logged out on your other devices.');
    },
  );

  app.post(
    '/account/sessions/end',
    { onRequest: requireMember, schema: { tags: ['account'], body: endSessionBody, response: { 200: accountActionReply } } },
    async (request) => {
      await endSession(app, currentMember(request), request.body.id);
      return ok(null, 'That device has been logged out.');
    },
  );

  app.post('/account/logout-everywhere', { onRequest: requireMember, schema: { tags: ['account'], response: { 200: accountActionReply } } }, async (request) => {
    await endAllSessions(app, currentMember(request));
    return ok(null, 'You have been logged out everywhere.');
  });
};

export default accountRoutes;
