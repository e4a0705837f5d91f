import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const couponsRoutes: FastifyPluginAsyncZod = async () => {};

export default couponsRoutes;
