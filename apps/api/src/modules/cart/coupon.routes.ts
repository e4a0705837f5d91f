import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { clientLimits } from '../../http/client-limits.ts';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember, requireMember } from '../session/index.ts';
import { priceCart, toAppliedCoupon, toCartTotals } from './pricing.ts';
import { applyCoupon, removeCoupon } from './coupon.ts';
import { couponOffers } from '../coupons/index.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { languageOf } from '../../i18n/translate.ts';

/** Coupons on the member's cart; both replies carry the repriced cart totals. */
const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };

  app.route({
    ...routeOf(routes.applyCoupon),
    ...auth,
    config: { rateLimit: clientLimits.couponApply },
    handler: async (request) => {
      const member = currentMember(request);
      const msg = await applyCoupon(app.db, member.id, request.body.code);
      const cart = await priceCart(app.db, member.id);
      return { ...ok(cart.coupon ? toAppliedCoupon(cart.coupon) : null, msg), ...toCartTotals(cart, languageOf(request.headers['accept-language'])) };
    },
  });

  app.route({
    ...routeOf(routes.couponOffers),
    ...auth,
    handler: async (request) => {
      const member = currentMember(request);
      const cart = await priceCart(app.db, member.id);
      const offers = await couponOffers(app.db, member.id, cart.itemsTotalPaise, app.clock.now());
      return ok(
        offers.map(({ coupon: c, usable, morePaise, savingPaise }) => ({
          Code: c.code,
          Description: c.description,
          HindiDescription: c.hindiDescription,
          MinOrder: rupeesFromPaise(c.minOrderPaise),
          FirstOrderOnly: c.firstOrderOnly,
          Usable: usable,
          MoreNeeded: rupeesFromPaise(morePaise),
          Saving: rupeesFromPaise(savingPaise),
        })),
        offers.length ? 'Success' : 'No offers right now.',
      );
    },
  });

  app.route({
    ...routeOf(routes.removeCoupon),
    ...auth,
    handler: async (request) => {
      const member = currentMember(request);
      const msg = await removeCoupon(app.db, member.id);
      const cart = await priceCart(app.db, member.id);
      return { ...ok(null, msg), ...toCartTotals(cart, languageOf(request.headers['accept-language'])) };
    },
  });
};

export default couponsRoutes;
