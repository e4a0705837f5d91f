import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { languageOf } from '../../i18n/translate.ts';
import { buyAgain } from './buy-again.ts';
import { cancelNotification, requestNotification, waitingRequests } from './notify-me.ts';
import { reorder } from './reorder.ts';

/** What brings a member back (issue 17): buy again, order again and back-in-stock requests. Members only. */
const comebackRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.route({
    ...routeOf(routes.buyAgain),
    ...auth,
    handler: async (request) => {
      const list = await buyAgain(app.db, currentMember(request).id);
      return ok(list, list.length ? 'Success' : 'Nothing to buy again yet: your past orders will show here.');
    },
  });

  app.route({
    ...routeOf(routes.reorder),
    ...auth,
    handler: async (request) => reorder(app.db, currentMember(request).id, request.body.id, languageOf(request.headers['accept-language'])),
  });

  app.route({
    ...routeOf(routes.notifyMeList),
    ...auth,
    handler: async (request) => ok(await waitingRequests(app.db, currentMember(request).id)),
  });

  app.route({
    ...routeOf(routes.notifyMe),
    ...auth,
    handler: async (request) => ok(await requestNotification(app.db, currentMember(request).id, request.body.productID), 'We will e-mail you once when it is back in stock.'),
  });

  app.route({
    ...routeOf(routes.notifyMeCancel),
    ...auth,
    handler: async (request) => ok(await cancelNotification(app.db, currentMember(request).id, request.body.productID), 'You will not be e-mailed about this product.'),
  });
};

export default comebackRoutes;
