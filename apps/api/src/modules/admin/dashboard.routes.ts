import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { memberName } from '../auth/index.ts';
import { listAudit } from '../audit/index.ts';
import { dashboard } from './dashboard.service.ts';

/** The back office's front page, who is signed in, and the audit log. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminMe),
    handler: async (request) => {
      const { id } = currentMember(request);
      const [m] = await app.db.select({ firstName: members.firstName, lastName: members.lastName, email: members.email }).from(members).where(eq(members.id, id)).limit(1);
      return ok({ id, name: memberName(m), email: m.email });
    },
  });

  app.route({
    ...routeOf(routes.adminDashboard),
    handler: async () => ok(await dashboard(app.db)),
  });

  app.route({
    ...routeOf(routes.adminAudit),
    handler: async (request) => ok(await listAudit(app.db, request.query)),
  });
};

export default dashboardRoutes;
