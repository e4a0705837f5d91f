/**
 * The payments module's door: UPI payment requests (the upi://pay link and its QR code) and the shop's UPI id.
 * It changes no order: an order's payment moves (awaiting, paid, expired) are the orders module's, with its status.
 */
import type { FastifyPluginAsync } from 'fastify';
export { shopUpiPayee, upiAmount, upiLink, upiPaymentRequest, upiQrSvg } from './upi-request.ts';

/** No calls of its own: checkout and orders answer with its payment requests. */
export const storeRoutes: FastifyPluginAsync[] = [];
export const adminRoutes: FastifyPluginAsync[] = [];
