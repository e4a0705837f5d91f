// The web app's files (apps/web/dist/client), served beside the API by @fastify/static
// (docs/decisions/087-static-files-with-fastify-static.md). The build writes a brotli (.br) and a gzip (.gz) copy
// beside each text file of 1 KB or more (apps/web/vite.config.ts); a browser that takes one gets it as it is, with
// Content-Encoding and Vary, any other the plain file. So this is registered before @fastify/compress (app.ts),
// which then never compresses these files again.
// - /assets/: Vite's hashed files never change, so browsers keep them a year; a missing one is a plain 404, not a page;
// - other public files (the demo pictures, the favicon): pictures are kept for a day, the rest revalidated;
// - every other path is a page of the storefront (modules/pages), answered through app.ts's not-found handler.
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the browser's files of the web build in `client` (the build's dist/client). */
export async function registerWebFiles(app: FastifyInstance, client: string) {
  await app.register(fastifyStatic, { root: join(client, 'assets'), prefix: '/assets/', preCompressed: true, index: false, immutable: true, maxAge: '365d' });
  await app.register(fastifyStatic, {
    root: client,
    preCompressed: true,
    // One route per file found at start: any other path is left to the not-found handler (the pages).
    wildcard: false,
    index: false,
    decorateReply: false,
    // Served above; the compressed copies are chosen by @fastify/static for their file, not asked for by name.
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      // Pictures are named by what they show and seldom change: a day in the browser, then revalidated.
      res.header('cache-control', /[\\/]images[\\/]/.test(path) ? 'public, max-age=86400' : 'no-cache');
    },
  });
}
