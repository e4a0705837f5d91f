import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { approvedReviews, myReviews, writeReview } from './service.ts';

/** A product's approved reviews (anyone), and a member's own: whether they can review it, and writing one. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: requireMember };

  app.route({
    ...routeOf(routes.reviewList),
    handler: async (request) => {
      const list = await approvedReviews(app.db, request.query.pid);
      return ok(list, list.length ? 'Success' : 'No reviews yet.');
    },
  });

  app.route({
    ...routeOf(routes.myReviews),
    ...auth,
    handler: async (request) => ok(await myReviews(app.db, currentMember(request).id, request.query.pid)),
  });

  app.route({
    ...routeOf(routes.writeReview),
    ...auth,
    handler: async (request) => ok(await writeReview(app.db, currentMember(request).id, request.body), 'Thank you: your review will show once the shop has checked it.'),
  });
};

export default reviewRoutes;
