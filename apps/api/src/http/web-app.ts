// The built web app (apps/web/dist), served beside the API by @fastify/static
// (docs/decisions/087-static-files-with-fastify-static.md). The build writes a brotli (.br) and a gzip (.gz) copy
// beside each text file of 1 KB or more (apps/web/vite.config.ts); a browser that takes one gets it as it is, with
// Content-Encoding and Vary, any other the plain file. So this is registered before @fastify/compress (app.ts),
// which then never compresses these files again.
// - /assets/: Vite's hashed files never change, so browsers keep them a year; a missing one is a plain 404, not a page;
// - other public files (the demo pictures, the favicon): pictures are kept for a day, the rest revalidated;
// - the single-page app's HTML answers `/` and every client route (page-html.ts), through app.ts's not-found handler.
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageSender, type PageHeads, type PageHints, type PageRenderer } from './page-html.ts';

/**
 * Serves the web build in `webDist`, and returns what answers the paths no file does: the app's page, with `hints`
 * for it (page-hints.ts), its own head (`heads`, page-head.ts) and, for the public pages, its content (`render`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, hints: PageHints, heads?: PageHeads, render?: PageRenderer) {
  await app.register(fastifyStatic, { root: join(webDist, 'assets'), prefix: '/assets/', preCompressed: true, index: false, immutable: true, maxAge: '365d' });
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    // One route per file found at start: any other path is left to the not-found handler (the app's pages).
    wildcard: false,
    index: false,
    decorateReply: false,
    // Served above (assets) and by the page sender (the HTML, with its hints); the compressed copies are chosen by
    // @fastify/static for their file, not asked for by name.
    globIgnore: ['assets/**', 'index.html', '**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      // Pictures are named by what they show and seldom change: a day in the browser, then revalidated.
      res.header('cache-control', /[\\/]images[\\/]/.test(path) ? 'public, max-age=86400' : 'no-cache');
    },
  });

  const sendPage = pageSender(webDist, hints, heads, render);
  /** For a path no file answered: a missing asset is not a page (a browser would run the HTML as a script). */
  return async function sendNotFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (pathname.startsWith('/assets/')) return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
    return sendPage(request, reply, pathname);
  };
}
