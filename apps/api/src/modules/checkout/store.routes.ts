import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { clientLimits } from '../../http/client-limits.ts';
import type { Db } from '../../db/client.ts';
import { askerOf, memberOf, type Answers } from '../../http/answers.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { priceCart } from '../cart/index.ts';
import { arrivalOf, deliveryOptions, toShippingOption } from '../delivery/index.ts';
import type { Clock } from '../../lib/time.ts';
import { deliveryDays, quoteOrder } from './place-order.ts';
import { languageOf } from '../../i18n/translate.ts';

/** What checkout's reading call answers, for the JSON API below and for the checkout page (decision 173). */
export const checkoutAnswers = (db: Db, clock: Clock): Answers<'deliveryOptions'> => ({
  deliveryOptions: async (_input, asker) => {
    const [options, cart] = await Promise.all([deliveryOptions(db), priceCart(db, memberOf(asker))]);
    const now = clock.now();
    const arrivals = await Promise.all(options.map((o) => arrivalOf(db, o, now)));
    return ok(options.map((o, i) => toShippingOption(o, cart.itemsTotalPaise, arrivals[i])));
  },
});

/** Delivery options and the two steps of placing an order (docs/product.md#checkout-and-order-calls; shiping... spelt so). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = checkoutAnswers(app.db, app.clock);
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };
  const orderLimits = { unpaidUpi: app.config.unpaidOrdersMax, open: app.config.openOrdersMax };

  app.route({ ...routeOf(routes.deliveryOptions), ...auth, handler: (request) => answer.deliveryOptions(request, askerOf(request)) });

  app.route({
    ...routeOf(routes.reviewOrder),
    ...auth,
    config: { rateLimit: clientLimits.placeOrder },
    handler: async (request) => {
      const { did, saddid, pay, slot } = request.query;
      const quote = await quoteOrder(app.db, app.keys.quote, currentMember(request).id, did, saddid, pay, {
        limits: orderLimits,
        slot,
        now: app.clock.now(),
        language: languageOf(request.headers['accept-language']),
      });
      return { ...ok(quote, 'Please check your order and confirm it.'), paybleAmount: quote.paybleAmount, TotalAmount: quote.TotalAmount, quote: quote.quote };
    },
  });

  app.route({
    ...routeOf(routes.deliverySlots),
    ...auth,
    handler: async (request) => {
      const { did, saddid } = request.query;
      const days = await deliveryDays(app.db, currentMember(request).id, did, saddid, app.clock.now());
      const any = days.some((d) => d.Slots.some((s) => s.Available));
      return ok(days, !days.length ? 'This delivery option has no slots: no slot to choose.' : any ? 'Please choose a delivery slot.' : 'Sorry, every slot of the next 7 days is full or closed.');
    },
  });
};

export default checkoutRoutes;
