// The single-page app's HTML for one page: the build's index.html with the preload hints of that page (page-hints.ts)
// in its head, compressed per request (it differs by page, so the build cannot compress it) and revalidated by ETag.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compress, notModified } from './encoding.ts';

/** Something a page should start loading at once, named in its HTML (the catalogue's page hints make them). */
export type Hint = {
  href: string;
  rel?: 'preload' | 'modulepreload';
  as?: 'image' | 'fetch' | 'script' | 'style' | 'font';
  type?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  crossOrigin?: boolean;
  /** For a picture the page shows with srcset and sizes: the same choice, so the browser fetches the copy it will show. */
  imageSrcSet?: string;
  imageSizes?: string;
};

/** Vite's build manifest (dist/.vite/manifest.json), when the build wrote one: the chunks a source module needs. */
class Manifest {
  private cached: { mtimeMs: number; chunks: Record<string, { file: string; imports?: string[]; isEntry?: boolean }> } | undefined;

  constructor(private readonly file: string) {}

  private read() {
    const info = statSync(this.file, { throwIfNoEntry: false });
    if (!info) return undefined;
    if (!this.cached || this.cached.mtimeMs !== info.mtimeMs) this.cached = { mtimeMs: info.mtimeMs, chunks: JSON.parse(readFileSync(this.file, 'utf8')) };
    return this.cached.chunks;
  }

  /** The files of `src`'s chunk and of the chunks it imports, less the entry's own (the HTML loads those already). */
  chunkFiles(src: string): string[] {
    const chunks = this.read();
    if (!chunks?.[src]) return [];
    const entryKeys = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      if (into.has(key) || !chunks[key]) return;
      into.add(key);
      for (const imported of chunks[key].imports ?? []) walk(imported, into);
    };
    for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) walk(key, entryKeys);
    const needed = new Set<string>();
    walk(src, needed);
    return [...needed].filter((key) => !entryKeys.has(key)).map((key) => chunks[key].file);
  }
}

/** index.html of the build, read again whenever the file changes (a new build while the server runs). */
class Shell {
  private cached: { size: number; mtimeMs: number; html: string } | undefined;

  constructor(private readonly file: string) {}

  html(): string {
    const info = statSync(this.file);
    if (!this.cached || this.cached.size !== info.size || this.cached.mtimeMs !== info.mtimeMs) {
      this.cached = { size: info.size, mtimeMs: info.mtimeMs, html: readFileSync(this.file, 'utf8') };
    }
    return this.cached.html;
  }
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function hintTags(hints: Hint[]): string {
  return hints
    .map((h) => {
      const parts = [`rel="${h.rel ?? 'preload'}"`, `href="${attr(h.href)}"`];
      if (h.as) parts.push(`as="${h.as}"`);
      if (h.imageSrcSet) parts.push(`imagesrcset="${attr(h.imageSrcSet)}"`, `imagesizes="${attr(h.imageSizes ?? '100vw')}"`);
      if (h.type) parts.push(`type="${attr(h.type)}"`);
      if (h.fetchPriority) parts.push(`fetchpriority="${h.fetchPriority}"`);
      if (h.crossOrigin) parts.push('crossorigin');
      return `<link ${parts.join(' ')} />`;
    })
    .join('');
}

export type PageHints = (pathname: string, chunks: (src: string) => string[]) => Promise<Hint[]>;

/**
 * The sender of the pages of the build in `webDist`. `hints` names what a page should start loading at once; it is
 * asked for every page, and a failure there only costs the hints.
 */
export function pageSender(webDist: string, hints: PageHints) {
  const manifest = new Manifest(join(webDist, '.vite', 'manifest.json'));
  const shell = new Shell(join(webDist, 'index.html'));

  /** The page at `pathname`: the app's HTML with that page's hints. */
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    let tags = '';
    try {
      tags = hintTags(await hints(pathname, (src) => manifest.chunkFiles(src)));
    } catch (err) {
      request.log.warn({ err }, 'Preload hints for a page failed');
    }
    const template = shell.html();
    const html = Buffer.from(tags ? template.replace('</head>', `${tags}</head>`) : template);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
    if (notModified(request, etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compress(html, encoding));
  };
}
