import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { couponUsesOf, createCoupon, getCoupon, listCoupons, setCouponActive, updateCoupon } from './admin.service.ts';

const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminCoupons),
    handler: async (request) => ok(await listCoupons(app.db, request.query)),
  });

  app.route({
    ...routeOf(routes.adminCoupon),
    handler: async (request) => ok(await getCoupon(app.db, request.params.id)),
  });

  app.route({
    ...routeOf(routes.adminCreateCoupon),
    handler: async (request) => {
      const coupon = await createCoupon(app.db, currentMember(request).id, request.body);
      return ok(coupon, m`Coupon ${coupon.code} was created.`);
    },
  });

  app.route({
    ...routeOf(routes.adminUpdateCoupon),
    handler: async (request) => {
      const coupon = await updateCoupon(app.db, currentMember(request).id, request.params.id, request.body);
      return ok(coupon, m`Coupon ${coupon.code} was saved.`);
    },
  });

  app.route({
    ...routeOf(routes.adminCouponActive),
    handler: async (request) => {
      const coupon = await setCouponActive(app.db, currentMember(request).id, request.params.id, request.body.isActive);
      return ok(coupon, coupon.isActive ? m`Coupon ${coupon.code} can be used again.` : m`Coupon ${coupon.code} is disabled.`);
    },
  });

  app.route({
    ...routeOf(routes.adminCouponUses),
    handler: async (request) => ok(await couponUsesOf(app.db, request.params.id, request.query)),
  });
};

export default couponRoutes;
