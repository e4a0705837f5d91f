// What crawlers read beside the pages (issue 17, decision 131): /robots.txt keeps them out of the account, cart,
// checkout and back-office screens and names the sitemap; /sitemap.xml (sitemap.ts) lists every shown page. Not calls
// of the API: hidden from its document.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, notModified } from '../../http/encoding.ts';
import { catalogueVersion } from './reply-cache.ts';
import { encodedCopy, sitemapFiles, type SitemapFile } from './sitemap.ts';

/** The screens only a member or the back office uses: nothing there for a search engine. */
export const PRIVATE_PAGES = ['/admin', '/cart', '/checkout', '/Success', '/orders', '/Login', '/LoginwithEmail', '/EnterOtp', '/Sign-Up', '/confirm-email', '/confirm-new-email', '/newsletter/'];

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

export const originOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = originOf(app.config.publicUrl);
  const robots = robotsTxt(origin);
  const files = sitemapFiles(app.db, await catalogueVersion(app), origin);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));

  const send = (request: FastifyRequest, reply: FastifyReply, sent: SitemapFile | undefined) => {
    if (!sent) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, no-cache').header('etag', sent.etag).header('vary', 'accept-encoding');
    if (notModified(request, sent.etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    // Compressed here, once per file: @fastify/compress leaves a reply that names its encoding alone.
    if (!encoding) return reply.send(sent.body);
    return reply.header('content-encoding', encoding).send(encodedCopy(sent, encoding));
  };
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => send(request, reply, await files(0)));
  app.get<{ Params: { file: string } }>('/sitemap/:file', { schema: { hide: true } }, async (request, reply) => {
    const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    return send(request, reply, part ? await files(Number(part[1])) : undefined);
  });
};

export default seoRoutes;
