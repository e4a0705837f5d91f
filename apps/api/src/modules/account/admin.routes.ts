import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { getMember, listMembers, setMemberActive } from './admin-members.service.ts';
import { sendChangeLinkForMember } from './profile.ts';

/** The back office's view of the shop's members: list, one member, enable or disable, a new e-mail address. */
const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminMembers),
    handler: async (request) => ok(await listMembers(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminMember),
    handler: async (request) => ok(await getMember(app.db, request.params.id)),
  });

  app.route({
    ...routeOf(routes.adminMemberStatus),
    handler: async (request) => {
      const member = await setMemberActive(app.db, currentMember(request).id, request.params.id, request.body.active);
      return ok(member, member.status === 1 ? m`${member.name} can log in again.` : m`${member.name} is disabled and was logged out everywhere.`);
    },
  });

  app.route({
    ...routeOf(routes.adminMemberEmail),
    handler: async (request) => {
      const { email } = request.body;
      const name = await sendChangeLinkForMember(app, currentMember(request).id, request.params.id, email);
      return ok(null, m`A link to confirm ${email} was sent there. ${name}'s address changes when the link is opened, within 24 hours.`);
    },
  });
};

export default memberAdminRoutes;
