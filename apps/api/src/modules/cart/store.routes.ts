import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../auth/index.ts';
import { priceCart, toCartLine, toCartTotals } from './pricing.ts';
import { addToCart, cartQuantity, changeQuantity, refreshCartAgainstStock, setSubstitution } from './service.ts';
import { substituteWords } from '@shop/contract/format';
import { languageOf } from '../../i18n/translate.ts';

/** The cart calls of docs/product.md#cart-calls (names kept exactly, CurrentStockbyProductUpdatecart included). */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.route({
    ...routeOf(routes.addToCart),
    ...auth,
    handler: async (request) => {
      const member = currentMember(request);
      const { productID, Qty } = request.body;
      const { qty, msg, totalCartQuantity } = await addToCart(app.db, member.id, productID, Qty, languageOf(request.headers['accept-language']));
      return { ...ok({ pid: productID, qty }, msg), totalCartQuantity };
    },
  });

  app.route({
    ...routeOf(routes.changeQuantity),
    ...auth,
    handler: async (request) => {
      const member = currentMember(request);
      const { pid, qty } = request.query;
      const result = await changeQuantity(app.db, member.id, pid, qty, languageOf(request.headers['accept-language']));
      return { ...ok({ pid, qty: result.qty }, result.msg), totalCartQuantity: await cartQuantity(app.db, member.id) };
    },
  });

  app.route({
    ...routeOf(routes.cartDetails),
    ...auth,
    handler: async (request) => {
      const cart = await priceCart(app.db, currentMember(request).id);
      const language = languageOf(request.headers['accept-language']);
      return { ...ok(cart.lines.map((l) => toCartLine(l, language)), cart.lines.length ? 'Success' : 'Your cart is empty.'), ...toCartTotals(cart) };
    },
  });

  app.route({
    ...routeOf(routes.refreshCartStock),
    ...auth,
    handler: async (request) => {
      const member = currentMember(request);
      const changes = await refreshCartAgainstStock(app.db, member.id, languageOf(request.headers['accept-language']));
      const msg = changes.length ? 'Some items in your cart changed to match what is in stock.' : 'Your cart is up to date.';
      return { ...ok(changes, msg), totalCartQuantity: await cartQuantity(app.db, member.id) };
    },
  });

  app.route({
    ...routeOf(routes.setSubstitution),
    ...auth,
    handler: async (request) => {
      const { pid, choice } = request.body;
      const name = await setSubstitution(app.db, currentMember(request).id, pid, choice);
      return ok({ pid, Substitute: choice }, `${name}: ${substituteWords[choice]}.`);
    },
  });
};

export default cartRoutes;
