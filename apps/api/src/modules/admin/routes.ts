import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDocument } from '../../http/api-docs.ts';
import { requireAdmin } from '../auth/session.ts';
import categoryRoutes from './categories.routes.ts';
import couponRoutes from './coupons.routes.ts';
import dashboardRoutes from './dashboard.routes.ts';
import { findUpload } from './images.ts';
import orderRoutes from './orders.routes.ts';
import peopleRoutes from './people.routes.ts';
import productRoutes from './products.routes.ts';
import storefrontRoutes from './storefront.routes.ts';
import uploadRoutes from './uploads.routes.ts';

/** The back office under /api/admin (admins only), and the uploaded pictures under /api/uploads (public). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pictures are rows of the uploads table, so every API process serves every upload. A stored picture never
  // changes (each upload gets a new random name), so browsers may keep it for a year.
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const picture = name ? await findUpload(app.db, name) : undefined;
    if (!picture) return reply.callNotFound();
    return reply.type(picture.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(picture.bytes);
  });

  await app.register(
    async (admin) => {
      // One hook for the whole back office, before the body is even read: 401 for visitors, 403 for members.
      admin.addHook('onRequest', requireAdmin);
      // The back office's own API document, left out of the public one at /docs.
      admin.get('/openapi.json', { schema: { hide: true } }, async () => adminDocument(app.swagger()));
      await admin.register(dashboardRoutes);
      await admin.register(productRoutes);
      await admin.register(categoryRoutes);
      await admin.register(storefrontRoutes);
      await admin.register(orderRoutes);
      await admin.register(couponRoutes);
      await admin.register(peopleRoutes);
      await admin.register(uploadRoutes);
    },
    { prefix: '/admin' },
  );
};

export default adminRoutes;
