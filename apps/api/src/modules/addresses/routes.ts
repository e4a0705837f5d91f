import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const addressesRoutes: FastifyPluginAsyncZod = async () => {};

export default addressesRoutes;
