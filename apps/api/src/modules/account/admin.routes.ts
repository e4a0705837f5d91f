import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdPath, adminMemberListQuery, adminMemberListReply, adminMemberReply, adminMemberStatusInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { getMember, listMembers, setMemberActive } from './admin-members.service.ts';

const tags = ['admin: members'];

/** The back office's view of the shop's members: list, one member, enable or disable. */
const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/members', { schema: { tags, querystring: adminMemberListQuery, response: { 200: adminMemberListReply } } }, async (request) => ok(await listMembers(app.db, request.query)));

  app.get('/members/:id', { schema: { tags, params: adminIdPath, response: { 200: adminMemberReply } } }, async (request) => ok(await getMember(app.db, request.params.id)));

  app.put('/members/:id/status', { schema: { tags, params: adminIdPath, body: adminMemberStatusInput, response: { 200: adminMemberReply } } }, async (request) => {
    const member = await setMemberActive(app.db, currentMember(request).id, request.params.id, request.body.active);
    return ok(member, member.status === 1 ? `${member.name} can log in again.` : `${member.name} is disabled and was logged out everywhere.`);
  });
};

export default memberAdminRoutes;
