import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const authRoutes: FastifyPluginAsyncZod = async () => {};

export default authRoutes;
