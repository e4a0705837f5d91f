import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const accountRoutes: FastifyPluginAsyncZod = async () => {};

export default accountRoutes;
