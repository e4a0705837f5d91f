import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/session.ts';
import categoryRoutes from './categories.routes.ts';
import couponRoutes from './coupons.routes.ts';
import dashboardRoutes from './dashboard.routes.ts';
import { openUploadsDir } from './images.ts';
import orderRoutes from './orders.routes.ts';
import peopleRoutes from './people.routes.ts';
import productRoutes from './products.routes.ts';
import storefrontRoutes from './storefront.routes.ts';
import uploadRoutes from './uploads.routes.ts';

/** The back office under /api/admin (admins only), and the uploaded pictures under /api/uploads (public). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = openUploadsDir(app.config.dataDir);
  app.addHook('onClose', async () => uploads.cleanup());

  // Stored pictures never change (each upload gets a new random name), so browsers may keep them for a year.
  await app.register(fastifyStatic, {
    root: uploads.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
  });

  await app.register(
    async (admin) => {
      // One hook for the whole back office, before the body is even read: 401 for visitors, 403 for members.
      admin.addHook('onRequest', requireAdmin);
      await admin.register(dashboardRoutes);
      await admin.register(productRoutes);
      await admin.register(categoryRoutes);
      await admin.register(storefrontRoutes);
      await admin.register(orderRoutes);
      await admin.register(couponRoutes);
      await admin.register(peopleRoutes);
      await admin.register(uploadRoutes, { uploadsDir: uploads.dir });
    },
    { prefix: '/admin' },
  );
};

export default adminRoutes;
