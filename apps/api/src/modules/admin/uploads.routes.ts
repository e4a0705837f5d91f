import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shop/contract/routes';
import { badRequest, HttpError, ok } from '../../http/reply.ts';
import { routeOf } from '../../http/route.ts';
import { currentMember } from '../session/index.ts';
import { recordAudit } from '../audit/index.ts';
import { notAPicture, storePicture } from './images.ts';

export const maxUploadBytes = 5 * 1024 * 1024;

/** POST /api/admin/uploads?kind=: one picture as multipart form data; only the back office accepts multipart at all. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 6 } });

  app.route({
    ...routeOf(routes.adminUpload),
    handler: async (request) => {
      if (!request.isMultipart()) throw badRequest('Please send the picture as multipart form data (field "file").');
      const file = await request.file();
      if (!file) throw badRequest('Please choose a picture to upload.');
      if (!file.mimetype.startsWith('image/') || file.mimetype === 'image/svg+xml') {
        file.file.resume();
        throw notAPicture();
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'The picture is too large: please choose one of 5 MB or less.');
        throw err;
      }
      const stored = await storePicture(app.db, request.query.kind, data);
      await recordAudit(app.db, { actorId: currentMember(request).id, action: 'upload', entity: 'picture', entityId: stored.image, detail: { kind: request.query.kind, name: file.filename, bytes: data.length } });
      return ok(stored, 'The picture was uploaded.');
    },
  });
};

export default uploadRoutes;
