import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const marketingRoutes: FastifyPluginAsyncZod = async () => {};

export default marketingRoutes;
