import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartBody, cartChangeReply, cartDetailsReply, changeQtyQuery, stockRefreshReply } from '@shop/contract';
import { ok } from '../../http/reply.ts';
import { currentMember, requireMember } from '../auth/session.ts';
import { priceCart, toCartLine, toCartTotals } from './pricing.ts';
import { addToCart, cartQuantity, changeQuantity, refreshCartAgainstStock } from './service.ts';

/** The cart calls of docs/product.md#cart-calls (names kept exactly, CurrentStockbyProductUpdatecart included). */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.post('/addtocart', { ...auth, schema: { tags: ['cart'], body: addToCartBody, response: { 200: cartChangeReply } } }, async (request) => {
    const member = currentMember(request);
    const { productID, Qty } = request.body;
    const { qty, msg } = await addToCart(app.db, member.id, productID, Qty);
    return { ...ok({ pid: productID, qty }, msg), totalCartQuantity: await cartQuantity(app.db, member.id) };
  });

  app.get('/changeqty', { ...auth, schema: { tags: ['cart'], querystring: changeQtyQuery, response: { 200: cartChangeReply } } }, async (request) => {
    const member = currentMember(request);
    const { pid, qty } = request.query;
    const result = await changeQuantity(app.db, member.id, pid, qty);
    return { ...ok({ pid, qty: result.qty }, result.msg), totalCartQuantity: await cartQuantity(app.db, member.id) };
  });

  app.get('/cartdetails', { ...auth, schema: { tags: ['cart'], response: { 200: cartDetailsReply } } }, async (request) => {
    const cart = await priceCart(app.db, currentMember(request).id);
    return { ...ok(cart.lines.map(toCartLine), cart.lines.length ? 'Success' : 'Your cart is empty.'), ...toCartTotals(cart) };
  });

  app.get('/CurrentStockbyProductUpdatecart', { ...auth, schema: { tags: ['cart'], response: { 200: stockRefreshReply } } }, async (request) => {
    const member = currentMember(request);
    const changes = await refreshCartAgainstStock(app.db, member.id);
    const msg = changes.length ? 'Some items in your cart changed to match what is in stock.' : 'Your cart is up to date.';
    return { ...ok(changes, msg), totalCartQuantity: await cartQuantity(app.db, member.id) };
  });
};

export default cartRoutes;
