import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponInput, adminCouponListQuery, adminCouponListReply, adminCouponReply, adminCouponUsesReply, adminIdPath, adminPagingQuery, adminVisibilityInput } from '@shop/contract/admin';
import { ok } from '../../http/reply.ts';
import { currentMember } from '../auth/session.ts';
import { couponUsesOf, createCoupon, getCoupon, listCoupons, setCouponActive, updateCoupon } from './admin.service.ts';

const tags = ['admin: coupons'];

const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/coupons', { schema: { tags, querystring: adminCouponListQuery, response: { 200: adminCouponListReply } } }, async (request) => ok(await listCoupons(app.db, request.query)));

  app.get('/coupons/:id', { schema: { tags, params: adminIdPath, response: { 200: adminCouponReply } } }, async (request) => ok(await getCoupon(app.db, request.params.id)));

  app.post('/coupons', { schema: { tags, body: adminCouponInput, response: { 200: adminCouponReply } } }, async (request) => {
    const coupon = await createCoupon(app.db, currentMember(request).id, request.body);
    return ok(coupon, `Coupon ${coupon.code} was created.`);
  });

  app.put('/coupons/:id', { schema: { tags, params: adminIdPath, body: adminCouponInput, response: { 200: adminCouponReply } } }, async (request) => {
    const coupon = await updateCoupon(app.db, currentMember(request).id, request.params.id, request.body);
    return ok(coupon, `Coupon ${coupon.code} was saved.`);
  });

  app.put('/coupons/:id/active', { schema: { tags, params: adminIdPath, body: adminVisibilityInput, response: { 200: adminCouponReply } } }, async (request) => {
    const coupon = await setCouponActive(app.db, currentMember(request).id, request.params.id, request.body.isActive);
    return ok(coupon, coupon.isActive ? `Coupon ${coupon.code} can be used again.` : `Coupon ${coupon.code} is disabled.`);
  });

  app.get('/coupons/:id/uses', { schema: { tags, params: adminIdPath, querystring: adminPagingQuery, response: { 200: adminCouponUsesReply } } }, async (request) =>
    ok(await couponUsesOf(app.db, request.params.id, request.query)),
  );
};

export default couponRoutes;
