import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import type { Db } from '../../db/client.ts';
import { askerOf, memberOf, type Answers } from '../../http/answers.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { priceCart, toCartLine, toCartTotals } from './pricing.ts';
import { addToCart, cartQuantity, changeQuantity, refreshCartAgainstStock } from './service.ts';
import { languageOf } from '../../i18n/translate.ts';

/** What the cart's reading calls answer, for the JSON API below and for the cart and checkout pages (decision 173). */
export const cartAnswers = (db: Db): Answers<'cartDetails' | 'refreshCartStock'> => ({
  cartDetails: async (_input, asker) => {
    const cart = await priceCart(db, memberOf(asker));
    return { ...ok(cart.lines.map((l) => toCartLine(l, asker.language)), cart.lines.length ? 'Success' : 'Your cart is empty.'), ...toCartTotals(cart, asker.language) };
  },
  refreshCartStock: async (_input, asker) => {
    const member = memberOf(asker);
    const changes = await refreshCartAgainstStock(db, member, asker.language);
    const msg = changes.length ? 'Some items in your cart changed to match what is in stock.' : 'Your cart is up to date.';
    return { ...ok(changes, msg), totalCartQuantity: await cartQuantity(db, member) };
  },
});

/** The cart calls of docs/product.md#cart-calls (names kept exactly, CurrentStockbyProductUpdatecart included). */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = cartAnswers(app.db);
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

  app.route({ ...routeOf(routes.cartDetails), ...auth, handler: (request) => answer.cartDetails(request, askerOf(request)) });
  app.route({ ...routeOf(routes.refreshCartStock), ...auth, handler: (request) => answer.refreshCartStock(request, askerOf(request)) });
};

export default cartRoutes;
