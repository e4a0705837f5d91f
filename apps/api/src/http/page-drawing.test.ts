// The public pages drawn on the server (decision 164), with a small web build and a renderer of its own beside it
// (dist-server/entry-server.js, as the web build writes one): the renderer asks the API for a call's data through the
// transport the server gives it, and draws the names it got.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductListReply } from '@shop/contract';
import { products } from '../db/schema/index.ts';
import { testAppWithWebBuild } from '../test/web-build.ts';
import { MAX_DRAWINGS_WAITING } from '../modules/catalog/page-renderer.ts';

const files: Record<string, string> = {
  'dist/index.html':
    '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"><header data-first-paint aria-hidden="true"><div><b>Annapurna</b></div></header></div><noscript>JavaScript</noscript></body></html>',
  'dist/assets/index-abc123.js': 'export {};',
  'dist/assets/ShopPage-def456.js': 'export default 1;',
  'dist/assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2': 'font',
  'dist/.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, assets: ['assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2'] },
    'src/features/catalog/ShopPage.tsx': { file: 'assets/ShopPage-def456.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/i18n/catalogs/hindi.ts': { file: 'assets/hindi-hhh888.js', isDynamicEntry: true },
  }),
  // Draws the first two bestsellers, asked for in the reader's language; gives up on a page of the shop sorted by
  // name (standing for a call that failed); takes its time with ?slow=. Counts its drawings, and carries a text that
  // must not end its script.
  'dist-server/entry-server.js': `
    export async function renderPage(url, language, send) {
      globalThis.drawnPages = (globalThis.drawnPages ?? 0) + 1;
      if (url.includes('sort=')) return undefined;
      if (url.includes('slow=')) await new Promise((resolve) => setTimeout(resolve, 300));
      const headers = { accept: 'application/json', ...(language === 'hi' ? { 'accept-language': 'hi' } : {}) };
      const reply = await (await send('/api/homePageproductlist', { headers })).json();
      const names = reply.data.slice(0, 2).map((p) => '<p>' + p.Name + '</p>').join('');
      return { html: '<main><h1>' + language + ' ' + url + '</h1>' + names + '</main>', state: { queries: [{ queryKey: ['homePageproductlist'], state: { data: reply.data.slice(0, 1) } }], note: '</script><!--' } };
    }`,
};
const app = await testAppWithWebBuild(files);

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const drawings = () => (globalThis as { drawnPages?: number }).drawnPages ?? 0;
const pageData = (html: string) => /<script type="application\/json" id="page-data" data-now="(\d+)">([^<]*)<\/script>/.exec(html);

describe('the public pages drawn on the server', () => {
  it('sends the home page with its content in the root, its data for the app, and the app started after the first paint', async () => {
    const bestsellers = ((await get('/api/homePageproductlist')).json() as ProductListReply).data;
    const html = (await get('/')).body;
    expect(html).toContain(`<div id="root"><main><h1>en /</h1><p>${bestsellers[0].Name}</p><p>${bestsellers[1].Name}</p></main></div>`);
    expect(html).not.toContain('data-first-paint');
    const data = pageData(html);
    expect(Number(data?.[1])).toBeGreaterThan(Date.now() - 60_000);
    // The state as JSON whose `<` cannot end the script.
    expect(data?.[2]).toContain('\\u003c/script\\u003e\\u003c!--');
    expect(JSON.parse(data?.[2] ?? '')).toEqual({ queries: [{ queryKey: ['homePageproductlist'], state: { data: [bestsellers[0]] } }], note: '</script><!--' });
    // No module script and no code or call fetched early: start.js fetches the app's code after the paint.
    expect(html).toContain('<script src="/start.js" data-app="/assets/index-abc123.js" defer></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('as="image"');
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('<noscript>'));
  });

  it('keeps its ETag while its content is unchanged, though each copy says when it was sent', async () => {
    const first = await get('/shop?page=2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await get('/shop?page=2');
    expect(pageData(first.body)?.[1]).not.toBe(pageData(second.body)?.[1]);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get('/shop?page=2', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('draws a page once while the catalogue is unchanged, and again after it changed', async () => {
    const product = ((await get('/api/homePageproductlist')).json() as ProductListReply).data[0];
    await get(`/product/${product.Id}`);
    const before = drawings();
    await get(`/product/${product.Id}`);
    expect(drawings()).toBe(before);
    await app.db.update(products).set({ name: 'Drawn Again Atta' }).where(eq(products.id, product.Id));
    const html = (await get(`/product/${product.Id}`)).body;
    expect(drawings()).toBe(before + 1);
    expect(html).toContain('<p>Drawn Again Atta</p>');
  });

  it('draws the page in Hindi for a Hindi reader, with the Devanagari font early and the Hindi texts left to the app', async () => {
    const html = (await get('/category/1', { cookie: 'Language=hi' })).body;
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<h1>hi /category/1</h1>');
    expect(html).toContain('noto-sans-devanagari-devanagari-400-normal-ddd444.woff2');
    expect(html).not.toContain('hindi-hhh888');
  });

  it('leaves the members’ pages, the other screens, unknown products and failed drawings to the app', async () => {
    for (const path of ['/cart', '/checkout', '/about', '/Login?x=1', '/product/999999', '/shop?sort=name']) {
      const res = await get(path);
      expect(res.body, path).not.toContain('id="page-data"');
      expect(res.body, path).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    }
    expect((await get('/product/999999')).statusCode).toBe(404);
    expect((await get('/shop?sort=name')).body).toContain('<link rel="modulepreload" href="/assets/ShopPage-def456.js" />');
  });

  it('sends pages undrawn rather than queue more than a few drawings, and draws a page asked for many times at once once', async () => {
    const before = drawings();
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => get(`/shop?slow=${i}`)));
    expect(flood.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    const drawn = flood.filter((res) => pageData(res.body)).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(MAX_DRAWINGS_WAITING);
    expect(drawings() - before).toBe(drawn);
    // Undrawn, they are the app's pages as before.
    expect(flood.find((res) => !pageData(res.body))?.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');

    const again = drawings();
    const same = await Promise.all(Array.from({ length: 5 }, () => get('/shop?slow=same')));
    expect(same.every((res) => pageData(res.body))).toBe(true);
    expect(drawings() - again).toBe(1);
  });
});
