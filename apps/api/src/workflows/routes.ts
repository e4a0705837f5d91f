import { m } from '@shop/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { formatRupeesAsINR, paymentStatusWord, type PaymentStatusCode } from '@shop/contract/format';
import { clientLimits } from '../http/client-limits.ts';
import { ok } from '../http/reply.ts';
import { routeOf } from '../http/route.ts';
import { languageOf } from '../i18n/translate.ts';
import { rupeesFromPaise } from '../lib/money.ts';
import { customerTold, paymentRequestOf, PaymentStatus } from '../modules/orders/index.ts';
import { currentMember, requireMember } from '../modules/session/index.ts';
import { closeAccount } from './close-account.ts';
import { cancelByMember, changeStatusByShop } from './order-status.ts';
import { placeOrder } from './place-order.ts';
import { shortPick } from './short-pick.ts';

/**
 * The calls that start a workflow (a change that spans modules). Each is still one line of the route table; its
 * handler is here because modules never import workflows.
 */
export const workflowStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  // The token is checked first (onRequest), so a visitor gets 401 whatever the body.
  const auth = { onRequest: requireMember };
  const orderLimits = { unpaidUpi: app.config.unpaidOrdersMax, open: app.config.openOrdersMax };

  // The body is the whole placement reply (docs/product.md#checkout): for a full cart of long names it nears the usual 64 KB limit.
  app.route({
    ...routeOf(routes.placeOrder),
    ...auth,
    config: { rateLimit: clientLimits.orderSave },
    bodyLimit: 512 * 1024,
    handler: async (request) => {
      const member = currentMember(request);
      const saved = await placeOrder(app.db, app.keys.quote, member.id, request.body.orderData.quote, {
        upiPaymentMinutes: app.config.upiPaymentMinutes,
        limits: orderLimits,
        now: app.clock.now(),
        language: languageOf(request.headers['accept-language']),
        buyerGstin: request.body.gstin ?? null,
      });
      if (saved.created) {
        // The confirmation was queued in the order's transaction: send it now rather than at the next round.
        app.orderMails.wake();
        app.metrics.ordersPlaced.inc({ payment: saved.paymentStatus === PaymentStatus.Awaiting ? 'upi' : 'cod' });
      }
      const payment = await paymentRequestOf(app.db, saved);
      const msg = !saved.created
        ? m`This order was already placed.`
        : payment
          ? m`Your order has been placed. Please pay by UPI to confirm it.`
          : m`Your order has been placed successfully.`;
      return {
        ...ok(saved.id, msg),
        TranID: saved.tranId,
        paybleAmount: rupeesFromPaise(saved.payablePaise),
        TotalAmount: rupeesFromPaise(saved.totalPaise),
        paymentMode: saved.paymentMode,
        PaymentStatus: paymentStatusWord(saved.paymentStatus),
        PaymentStatusCode: saved.paymentStatus as PaymentStatusCode,
        upiLink: payment?.upiLink ?? null,
        upiQr: payment?.upiQr ?? null,
        payBy: payment?.payBy ?? null,
      };
    },
  });

  app.route({
    ...routeOf(routes.cancelOrder),
    ...auth,
    handler: async (request) => {
      const { id, reason } = request.body;
      const details = await cancelByMember(app.db, currentMember(request).id, id, reason, languageOf(request.headers['accept-language']));
      app.orderMails.wake();
      return ok(details, 'Your order has been cancelled.');
    },
  });

  // Our addition (the original brief only logged the reason; docs/product.md#privacy-and-closing-an-account).
  app.route({
    ...routeOf(routes.deleteAccount),
    // Before validation, so a caller without a valid token always gets 401 whatever the body.
    onRequest: requireMember,
    config: { rateLimit: clientLimits.proof },
    handler: async (request) => {
      await closeAccount(app, currentMember(request).id, request.body);
      return ok(null, 'Your account has been deleted. We are sorry to see you go.');
    },
  });
};

/** The back office's calls that start a workflow, registered inside its scope (the admin's token is checked first). */
export const workflowAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.adminOrderStatus),
    handler: async (request) => {
      const order = await changeStatusByShop(app.db, currentMember(request).id, request.params.id, request.body.status, request.body.note ?? '');
      // The mail was queued with the change (the order mail outbox sends it, and retries it if the mail server is down).
      app.orderMails.wake();
      return ok(order, `Order ${order.tranId} is now ${order.statusName}. ${customerTold(order)}`);
    },
  });

  app.route({
    ...routeOf(routes.adminOrderShort),
    handler: async (request) => {
      const { order, change } = await shortPick(app.db, currentMember(request).id, request.params.id, request.body);
      app.orderMails.wake();
      const total = formatRupeesAsINR(order.payable);
      if (!order.refundDue) return ok(order, m`${change} New total ${total}. The customer will be told by e-mail.`);
      return ok(order, m`${change} New total ${total}. The customer is owed ${formatRupeesAsINR(order.refundDue)} back. The customer will be told by e-mail.`);
    },
  });
};
