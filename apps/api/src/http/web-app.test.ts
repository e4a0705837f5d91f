import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Banner, Envelope, ProductListReply } from '@shop/contract';
import { productPictureSizes, SHOP_PAGE_SIZE } from '@shop/contract/pages';
import { products } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import { pageModules } from '../modules/catalog/page-hints.ts';
import { chooseEncoding } from './web-app.ts';

// A small web build: the HTML, a hashed script, a font, a picture, the favicon and Vite's manifest.
const dist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const files: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-abc123.js': script,
  'assets/ShopPage-def456.js': 'export default 1;',
  'assets/Pager-aaa111.js': 'export const pager = 1;',
  'assets/shared-bbb222.js': 'export const shared = 1;',
  'assets/inter-ccc333.woff2': Buffer.alloc(4096, 7),
  'images/products/atta.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-bbb222.js'], dynamicImports: [pageModules.shop] },
    '_shared-bbb222.js': { file: 'assets/shared-bbb222.js' },
    '_Pager-aaa111.js': { file: 'assets/Pager-aaa111.js', imports: ['_shared-bbb222.js'] },
    [pageModules.shop]: { file: 'assets/ShopPage-def456.js', isDynamicEntry: true, imports: ['index.html', '_Pager-aaa111.js'] },
  }),
};
for (const [path, body] of Object.entries(files)) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
}

const app = await createTestApp({ config: { webDist: dist } });
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const decode = (body: Buffer, encoding: unknown) => (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

describe('choosing a compression', () => {
  it('prefers brotli, then gzip, and honours q-values and identity', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe("the web app's pages", () => {
  it('answers every client route with the HTML, compressed, revalidated by ETag', async () => {
    for (const url of ['/', '/shop', '/about', '/index.html', '/no/such/page?x=1']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(res.rawPayload, 'br')).toContain('<div id="root"></div>');
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const plain = await get('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('names the first banner, its API calls and nothing else on the home page', async () => {
    const banners = (await get('/api/bannerlist')).json() as Envelope<Banner[]>;
    const html = (await get('/')).body;
    expect(links(html)).toEqual([
      `<link rel="preload" href="${banners.data[0].Banner_Image}" as="image" fetchpriority="high" />`,
      '<link rel="preload" href="/api/bannerlist" as="fetch" crossorigin />',
      '<link rel="preload" href="/api/homePageproductlist" as="fetch" crossorigin />',
      '<link rel="preload" href="/api/productcat" as="fetch" crossorigin />',
      '<link rel="preload" href="/api/companydetails" as="fetch" crossorigin />',
    ]);
    // The hints come before the app's script is run, inside the head.
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names the shop page's own code (not the entry's), its first page of products and the first picture", async () => {
    const first = ((await get('/api/product?page=1&pageSize=10')).json() as ProductListReply).data[0];
    expect(links((await get('/shop')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/ShopPage-def456.js" />',
      '<link rel="modulepreload" href="/assets/Pager-aaa111.js" />',
      `<link rel="preload" href="${first.Img}" as="image" fetchpriority="high" />`,
      `<link rel="preload" href="/api/product?page=1&amp;pageSize=${SHOP_PAGE_SIZE}" as="fetch" crossorigin />`,
      '<link rel="preload" href="/api/companydetails" as="fetch" crossorigin />',
    ]);
  });

  it("names a product's picture and details, and no details for a product that does not exist", async () => {
    const product = ((await get('/api/homePageproductlist')).json() as ProductListReply).data[0];
    expect(links((await get(`/product/${product.Id}`)).body)).toEqual([
      `<link rel="preload" href="${product.Img}" as="image" fetchpriority="high" />`,
      `<link rel="preload" href="/api/productdetails?Pid=${product.Id}" as="fetch" crossorigin />`,
      '<link rel="preload" href="/api/companydetails" as="fetch" crossorigin />',
    ]);
    expect(links((await get('/product/abc')).body)).toEqual([]);
    expect(links((await get('/about')).body)).toEqual([]);
    expect(links((await get('/product/999999')).body)).toEqual(['<link rel="preload" href="/api/companydetails" as="fetch" crossorigin />']);
  });

  it('offers the same choice of sizes as the page for an uploaded picture', async () => {
    const product = ((await get('/api/homePageproductlist')).json() as ProductListReply).data[1];
    await app.db.update(products).set({ image: '/api/uploads/products/ghee-ab12-800.webp' }).where(eq(products.id, product.Id));
    expect(links((await get(`/product/${product.Id}`)).body)[0]).toBe(
      `<link rel="preload" href="/api/uploads/products/ghee-ab12-800.webp" as="image" imagesrcset="/api/uploads/products/ghee-ab12-400.webp 400w, /api/uploads/products/ghee-ab12-800.webp 800w" imagesizes="${productPictureSizes.productPage}" fetchpriority="high" />`,
    );
  });

  it('keeps API paths, other methods and missing build files out of the app', async () => {
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ response: false });
    expect((await app.inject({ method: 'POST', url: '/shop', payload: {} })).statusCode).toBe(404);
    for (const url of ['/assets/missing-000.js', '/assets/..%2Findex.html', '/assets/.hidden']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe("the build's files", () => {
  it('serves hashed assets for a year, compressed, and then at the best compression from memory', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('br');
    expect(decode(first.rawPayload, 'br')).toBe(script);

    const best = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: script.length } });
    let later = first;
    for (let i = 0; i < 100 && !later.rawPayload.equals(best); i++) {
      await new Promise((r) => setTimeout(r, 20));
      later = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    }
    expect(later.rawPayload.equals(best)).toBe(true);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip.rawPayload, 'gzip')).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await get('/assets/index-abc123.js', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('sends fonts and pictures that are compressed already as they are', async () => {
    const font = await get('/assets/inter-ccc333.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.length).toBe(4096);
  });

  it('keeps pictures a day and revalidates the other public files', async () => {
    const picture = await get('/images/products/atta.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    // Vite's manifest is for the server, not for browsers.
    expect((await get('/.vite/manifest.json')).headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('the hints name the pages the web app loads lazily', () => {
  it('each page module of the hints is a source file of the web app', () => {
    const web = fileURLToPath(new URL('../../../web/', import.meta.url));
    for (const module of Object.values(pageModules)) expect(() => statSync(join(web, module))).not.toThrow();
  });
});
