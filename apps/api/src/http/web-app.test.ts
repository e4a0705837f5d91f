import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Banner, Envelope, ProductListReply } from '@shop/contract';
import { productPictureSizes, SHOP_PAGE_SIZE } from '@shop/contract/pages';
import { products } from '../db/schema/index.ts';
import { testAppWithWebBuild } from '../test/web-build.ts';
import { pageModules } from '../modules/catalog/page-hints.ts';

// A small web build: the HTML, hashed scripts (the large one with the brotli and gzip copies the build writes beside
// it), a font, a picture, the favicon and Vite's manifest.
const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const scriptBr = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const scriptGz = zlib.gzipSync(script, { level: 9 });
const files: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-zzz999.css"></head><body><div id="root"><header data-first-paint aria-hidden="true"><b>Annapurna</b></header></div></body></html>',
  'assets/index-abc123.js': script,
  'assets/index-abc123.js.br': scriptBr,
  'assets/index-abc123.js.gz': scriptGz,
  'assets/index-zzz999.css': '.brand{color:#14532d}@font-face{font-family:Inter;src:url(/assets/inter-ccc333.woff2)}',
  'assets/ShopPage-def456.js': 'export default 1;',
  'assets/Pager-aaa111.js': 'export const pager = 1;',
  'assets/CartPage-eee555.js': 'export default 2;',
  'assets/CheckoutPage-fff666.js': 'export default 3;',
  'assets/shared-bbb222.js': 'export const shared = 1;',
  'assets/english-rest-ggg777.js': 'export const messages = {};',
  'assets/hindi-hhh888.js': 'export const messages = {};',
  'assets/inter-ccc333.woff2': Buffer.alloc(4096, 7),
  'assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2': Buffer.alloc(4096, 8),
  'images/products/atta.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'member-calls.js': '// What the script does.\n// More of it.\n(function () {\n  window.started = document.currentScript.dataset.calls;\n})();\n',
  '.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-bbb222.js'], dynamicImports: [pageModules.shop], assets: ['assets/inter-ccc333.woff2', 'assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2'] },
    '_shared-bbb222.js': { file: 'assets/shared-bbb222.js' },
    '_Pager-aaa111.js': { file: 'assets/Pager-aaa111.js', imports: ['_shared-bbb222.js'] },
    [pageModules.shop]: { file: 'assets/ShopPage-def456.js', isDynamicEntry: true, imports: ['index.html', '_Pager-aaa111.js'] },
    [pageModules.cart]: { file: 'assets/CartPage-eee555.js', isDynamicEntry: true, imports: ['index.html'] },
    [pageModules.checkout]: { file: 'assets/CheckoutPage-fff666.js', isDynamicEntry: true, imports: ['index.html', '_Pager-aaa111.js'] },
    [pageModules.englishRest]: { file: 'assets/english-rest-ggg777.js', isDynamicEntry: true },
    'src/i18n/catalogs/hindi.ts': { file: 'assets/hindi-hhh888.js', isDynamicEntry: true },
  }),
};
const app = await testAppWithWebBuild({
  ...Object.fromEntries(Object.entries(files).map(([path, body]) => [`dist/${path}`, body])),
  // Beside the build, as the API's own files are: never sent.
  'secret.txt': 'not for browsers',
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const decode = (body: Buffer, encoding: unknown) => (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
const javascript = /^(text|application)\/javascript; charset=utf-8$/;
/** The preload hints of a page (its canonical link is the page head's: seo.test.ts). */
const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]).filter((link) => !link.startsWith('<link rel="canonical"'));

describe("the web app's pages", () => {
  it('answers every client route with the HTML, compressed, revalidated by ETag', async () => {
    for (const url of ['/', '/shop', '/about', '/index.html', '/no/such/page?x=1']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('accept-encoding, cookie');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(res.rawPayload, 'br')).toContain('<div id="root"><header data-first-paint');
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const plain = await get('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"><header data-first-paint');
  });

  it('compresses the HTML as the browser prefers: brotli, then gzip, honouring q-values and identity', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['deflate', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get('/shop', { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(decode(res.rawPayload, encoding)).toContain('<div id="root"><header data-first-paint');
    }
  });

  it("carries the stylesheet's rules in the page, after the page's hints, instead of a link to it", async () => {
    const html = (await get('/shop')).body;
    expect(html).not.toContain('rel="stylesheet"');
    const style = html.indexOf('<style>.brand{color:#14532d}@font-face');
    expect(style).toBeGreaterThan(0);
    expect(html.lastIndexOf('<link rel="modulepreload"')).toBeLessThan(style);
    expect(html.indexOf('</style>')).toBeLessThan(html.indexOf('</head>'));
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

  it("names the cart's and checkout's own code; their calls need the member's token, so no link names them", async () => {
    expect(links((await get('/cart')).body)).toEqual(['<link rel="modulepreload" href="/assets/CartPage-eee555.js" />', '<link rel="preload" href="/api/companydetails" as="fetch" crossorigin />']);
    expect(links((await get('/checkout')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/CheckoutPage-fff666.js" />',
      '<link rel="modulepreload" href="/assets/Pager-aaa111.js" />',
      '<link rel="modulepreload" href="/assets/english-rest-ggg777.js" />',
      '<link rel="preload" href="/api/companydetails" as="fetch" crossorigin />',
    ]);
  });

  it("starts the cart's and checkout's member calls from the page itself, by the one inline script its policy allows", async () => {
    const inline = '(function () {\n  window.started = document.currentScript.dataset.calls;\n})();\n';
    const allowed = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const cart = await get('/cart');
    // The stock refresh, then the cart, whose first lines' pictures load as soon as it answers.
    const cartScript = `<script data-calls="[[&quot;/api/CurrentStockbyProductUpdatecart&quot;],[&quot;/api/cartdetails&quot;]]" data-pictures="/api/cartdetails">${inline}</script>`;
    expect(cart.body).toContain(cartScript);
    // Before any link: the calls start before the page's code is asked for.
    expect(cart.body.indexOf(cartScript)).toBeLessThan(cart.body.indexOf('<link rel="modulepreload"'));
    expect(cart.headers['content-security-policy']).toContain(`script-src 'self' ${allowed};`);
    const checkout = await get('/checkout');
    expect(checkout.body).toContain(`<script data-calls="[[&quot;/api/cartdetails&quot;,&quot;/api/shipingoption&quot;,&quot;/api/shipingdetails&quot;]]">${inline}</script>`);
    expect(checkout.headers['content-security-policy']).toContain(allowed);
    // Every other page runs no inline script.
    for (const path of ['/', '/shop', '/about', '/account']) {
      const page = await get(path);
      expect(page.body, path).not.toContain('data-calls');
      expect(page.headers['content-security-policy'], path).toContain("script-src 'self';");
    }
  });

  it('draws the header before the app runs only on pages the app shows with one', async () => {
    for (const path of ['/', '/shop', '/checkout', '/product/1', '/no-such-page']) expect((await get(path)).body, path).toContain('<header data-first-paint');
    for (const path of ['/Login', '/login/', '/footer', '/admin', '/admin/orders']) {
      const body = (await get(path)).body;
      expect(body, path).toContain('<div id="root"></div>');
      expect(body, path).not.toContain('first-paint');
    }
  });

  it('tells a Hindi reader’s browser (its Language cookie) the page is Hindi and names the Hindi texts at once', async () => {
    const hindi = await get('/cart', { cookie: 'theme=x; Language=hi' });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(links(hindi.body)).toContain('<link rel="modulepreload" href="/assets/hindi-hhh888.js" />');
    // The Devanagari font, and no other: the first render lays the Hindi text out in it.
    expect(links(hindi.body).filter((l) => l.includes('woff2'))).toEqual(['<link rel="preload" href="/assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2" as="font" type="font/woff2" crossorigin />']);
    expect(hindi.headers.vary).toMatch(/cookie/);
    for (const cookie of [undefined, 'Language=en', 'Language=hindi', 'xLanguage=hi']) {
      const page = await get('/cart', cookie ? { cookie } : {});
      expect(page.body).toContain('<html lang="en-IN">');
      expect(page.body).not.toContain('hindi-hhh888');
      expect(page.body).not.toContain('devanagari');
    }
  });

  it("leaves the English of the screens beyond the first page out of a Hindi checkout: Hindi's texts hold it", async () => {
    const english = links((await get('/checkout')).body);
    expect(english).toContain('<link rel="modulepreload" href="/assets/english-rest-ggg777.js" />');
    const hindi = links((await get('/checkout', { cookie: 'Language=hi' })).body);
    expect(hindi).not.toContain('<link rel="modulepreload" href="/assets/english-rest-ggg777.js" />');
    expect(hindi).toEqual(expect.arrayContaining(['<link rel="modulepreload" href="/assets/CheckoutPage-fff666.js" />', '<link rel="modulepreload" href="/assets/hindi-hhh888.js" />']));
  });

  it('offers the same choice of sizes as the page for an uploaded picture', async () => {
    const product = ((await get('/api/homePageproductlist')).json() as ProductListReply).data[1];
    await app.db.update(products).set({ image: '/api/uploads/products/ghee-ab12-800.webp' }).where(eq(products.id, product.Id));
    expect(links((await get(`/product/${product.Id}`)).body)[0]).toBe(
      `<link rel="preload" href="/api/uploads/products/ghee-ab12-800.webp" as="image" imagesrcset="/api/uploads/products/ghee-ab12-400.webp 400w, /api/uploads/products/ghee-ab12-800.webp 800w" imagesizes="${productPictureSizes.productPage}" fetchpriority="high" />`,
    );
  });

  it("reads the database for a page's hints only after the catalogue changed", async () => {
    const product = ((await get('/api/homePageproductlist')).json() as ProductListReply).data[2];
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const statements: string[] = [];
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      // With PostgreSQL the catalogue's version is one primary-key read per page; PGlite counts notifications.
      if (!/catalogue_version/.test(text ?? '')) statements.push(text ?? '');
      return query.apply(client, args);
    };
    try {
      await get(`/product/${product.Id}`);
      statements.length = 0;
      const again = links((await get(`/product/${product.Id}`)).body);
      expect(statements).toEqual([]);
      expect(again).toContain(`<link rel="preload" href="/api/productdetails?Pid=${product.Id}" as="fetch" crossorigin />`);
      await app.db.update(products).set({ image: '/images/products/changed.svg' }).where(eq(products.id, product.Id));
      expect(links((await get(`/product/${product.Id}`)).body)[0]).toContain('href="/images/products/changed.svg"');
    } finally {
      client.query = query;
    }
  });

  it('keeps API paths, other methods and missing build files out of the app', async () => {
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ response: false });
    expect((await app.inject({ method: 'POST', url: '/shop', payload: {} })).statusCode).toBe(404);
    for (const url of ['/assets/missing-000.js', '/assets/.hidden', '/assets/', '/assets/index-abc123.js.map']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('refuses paths that climb out of the build', async () => {
    const urls = ['/assets/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/assets/..%2Findex.html', '/assets/..%2F.vite%2Fmanifest.json', '/assets//index-abc123.js'];
    for (const url of urls) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/not for browsers|isEntry|<div id="root">|namaste/);
    }
    // Outside /assets/ only the files found at start have routes: anything else is the app's page.
    for (const url of ['/images/..%2F..%2Fsecret.txt', '/favicon.svg%2F..%2F..%2Fsecret.txt', '/..%2Fsecret.txt']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).not.toContain('not for browsers');
    }
  });
});

describe("the build's files", () => {
  it("sends a hashed asset's brotli or gzip copy from the build as it is, and the plain file to any other browser", async () => {
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br', 'br', scriptBr],
      ['br', 'br', scriptBr],
      ['gzip, deflate', 'gzip', scriptGz],
      ['br;q=0, gzip', 'gzip', scriptGz],
    ] as const) {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toMatch(javascript);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('accept-encoding');
      // The build's bytes, not compressed again on the way (@fastify/compress).
      expect(res.rawPayload.equals(copy), accept).toBe(true);
      expect(decode(res.rawPayload, encoding), accept).toBe(script);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const plain = await get('/assets/index-abc123.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(javascript);
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(script);
    }
  });

  it('keeps hashed assets a year, revalidates by ETag, and answers HEAD without a body', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await get('/assets/index-abc123.js', headers);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers.etag).toBeTruthy();
      const again = await get('/assets/index-abc123.js', { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe(first.headers['content-encoding']);
      expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('sends a file the build left without compressed copies as it is, never compressing it on the way', async () => {
    const small = await get('/assets/ShopPage-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.body).toBe('export default 1;');
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
    // Compressed copies are sent for their file, not asked for by name.
    expect((await get('/assets/index-abc123.js.br')).rawPayload.equals(scriptBr)).toBe(true);
  });
});

describe('the hints name the pages the web app loads lazily', () => {
  it('names the chunks of a new build made while the server runs, not the ones it replaced', async () => {
    const manifestFile = join(String(app.config.webDist), '.vite', 'manifest.json');
    const built = readFileSync(manifestFile, 'utf8');
    expect(links((await get('/cart')).body)).toContain('<link rel="modulepreload" href="/assets/CartPage-eee555.js" />');
    try {
      writeFileSync(manifestFile, built.replace('CartPage-eee555.js', 'CartPage-rebuilt-777.js'));
      const hinted = links((await get('/cart')).body);
      expect(hinted).toContain('<link rel="modulepreload" href="/assets/CartPage-rebuilt-777.js" />');
      expect(hinted).not.toContain('<link rel="modulepreload" href="/assets/CartPage-eee555.js" />');
    } finally {
      writeFileSync(manifestFile, built);
    }
  });

  it('each page module of the hints is a source file of the web app', () => {
    const web = fileURLToPath(new URL('../../../web/', import.meta.url));
    for (const module of Object.values(pageModules)) expect(() => statSync(join(web, module))).not.toThrow();
  });
});
