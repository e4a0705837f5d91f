// The built web app (apps/web/dist), served beside the API:
// - /assets/: Vite's hashed files never change, so browsers keep them a year; each is read once when first asked for,
//   compressed once with brotli at its highest quality and with gzip -9 (in the background: until those are ready a
//   quick compression answers) and then answered from memory;
// - the single-page app's HTML answers `/` and every client route, with preload hints for what that page shows first
//   (page-hints.ts), compressed, and revalidated with an ETag on every visit;
// - other public files (the demo pictures, the favicon) through @fastify/static; pictures are kept for a day.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Hint } from '../modules/catalog/page-hints.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (q=0 refuses); none otherwise. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') as number) : 0);
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
/** Text formats gain from compression; pictures and woff2 fonts are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.map', '.json', '.svg', '.txt', '.wasm', '.ico', '.ttf']);

type Asset = { size: number; mtimeMs: number; body: Buffer; type: string; etag: string; compressible: boolean; best?: Record<Encoding, Buffer>; compressing?: boolean };

const etagOf = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** A quick compression for the requests that come before the best one is ready (and for each page's HTML). */
function quickCompress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzip(body, { level: 6 });
}

class AssetCache {
  private readonly assets = new Map<string, Asset>();

  constructor(
    private readonly dir: string,
    private readonly log: FastifyInstance['log'],
  ) {}

  /** The file `name` of the assets folder (re-read when it changed on disk), or undefined when there is none. */
  async get(name: string): Promise<Asset | undefined> {
    if (!/^[\w-][\w.-]*$/.test(name)) return undefined;
    const file = join(this.dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = this.assets.get(name);
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(file);
    const ext = extname(name).toLowerCase();
    const asset: Asset = { size: info.size, mtimeMs: info.mtimeMs, body, type: types[ext] ?? 'application/octet-stream', etag: etagOf(body), compressible: compressible.has(ext) && body.length >= 256 };
    this.assets.set(name, asset);
    return asset;
  }

  /** The body in `encoding`: the best compression once it is done (started on first use), a quick one until then. */
  async encoded(asset: Asset, encoding: Encoding): Promise<Buffer> {
    if (asset.best) return asset.best[encoding];
    if (!asset.compressing) {
      asset.compressing = true;
      Promise.all([
        brotli(asset.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length } }),
        gzip(asset.body, { level: 9 }),
      ])
        .then(([br, gz]) => {
          asset.best = { br, gzip: gz };
        })
        .catch((err: unknown) => {
          asset.compressing = false;
          this.log.warn({ err }, 'Compressing a web asset failed');
        });
    }
    return quickCompress(asset.body, encoding);
  }
}

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

async function sendBody(request: FastifyRequest, reply: FastifyReply, body: Buffer, etag: string, compress: (encoding: Encoding) => Promise<Buffer>, compressibleBody: boolean) {
  reply.header('etag', etag);
  if (compressibleBody) reply.header('vary', 'accept-encoding');
  if (notModified(request, etag)) return reply.code(304).send();
  const encoding = compressibleBody ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compress(encoding));
}

/**
 * Serves the web build in `webDist`. `hints` names what a page should start loading at once (page-hints.ts); it is
 * asked for every page's HTML, and a failure there only costs the hints.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, hints: (pathname: string, chunks: (src: string) => string[]) => Promise<Hint[]>) {
  const manifest = new Manifest(join(webDist, '.vite', 'manifest.json'));
  const assets = new AssetCache(join(webDist, 'assets'), app.log);
  const shell = new Shell(join(webDist, 'index.html'));

  app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const asset = await assets.get(request.params.name);
    if (!asset) return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
    reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable');
    return sendBody(request, reply, asset.body, asset.etag, (encoding) => assets.encoded(asset, encoding), asset.compressible);
  });

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Answered above (assets) and by the page handler below (the HTML, with its hints).
    globIgnore: ['assets/**', 'index.html'],
    setHeaders: (res, path) => {
      // Pictures are named by what they show and seldom change: a day in the browser, then revalidated.
      res.header('cache-control', /[\\/]images[\\/]/.test(path) ? 'public, max-age=86400' : 'no-cache');
    },
  });

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
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendBody(request, reply, html, etagOf(html), (encoding) => quickCompress(html, encoding), true);
  };
}
