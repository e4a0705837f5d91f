import type { FastifyPluginAsync } from 'fastify';
import { adminDocumentPath, uploadsPath } from '@shop/contract/calls';
import { adminDocument } from '../../http/api-docs.ts';
import { requireAdmin } from '../session/index.ts';
import { findUpload } from './images.ts';

/**
 * The back office under /api/admin (admins only) with the domains' admin routes, and the uploaded pictures under
 * /api/uploads (public).
 */
export default function backOffice(adminRoutes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    // Pictures are rows of the uploads table, so every API process serves every upload. A stored picture never
    // changes (each upload gets a new random name), so browsers may keep it for a year.
    app.get(`${uploadsPath}*`, { schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const picture = name ? await findUpload(app.db, name) : undefined;
      if (!picture) return reply.callNotFound();
      return reply.type(picture.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(picture.bytes);
    });

    await app.register(async (admin) => {
      // One hook for the whole back office, before the body is even read: 401 for visitors, 403 for members.
      admin.addHook('onRequest', requireAdmin);
      // The back office's own API document, left out of the public one at /docs.
      admin.get(adminDocumentPath, { schema: { hide: true } }, async () => adminDocument(app.swagger()));
      for (const routes of adminRoutes) await admin.register(routes);
    });
  };
}
