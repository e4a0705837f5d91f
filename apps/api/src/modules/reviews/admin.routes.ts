import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { decideReview, listReviews } from './admin.service.ts';

const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminReviews),
    handler: async (request) => ok(await listReviews(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminApproveReview),
    handler: async (request) => ok(await decideReview(app.db, currentMember(request).id, request.params.id, 'approved'), 'The review is shown in the shop.'),
  });

  app.route({
    ...routeOf(routes.adminRejectReview),
    handler: async (request) => ok(await decideReview(app.db, currentMember(request).id, request.params.id, 'rejected'), 'The review is not shown in the shop.'),
  });
};

export default adminReviewRoutes;
