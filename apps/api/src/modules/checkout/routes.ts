import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const checkoutRoutes: FastifyPluginAsyncZod = async () => {};

export default checkoutRoutes;
