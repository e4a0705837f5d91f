// The public pages drawn on the server (decision 164), with a small web build and a renderer of its own beside it
// (dist-server/entry-server.js, as the web build writes one): the renderer asks the API for a call's data through the
// transport the server gives it, and draws the names it got.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductListReply } from '@shop/contract';
import { memberPageCookies } from '@shop/contract/member-page-cookie';
import { members, products } from '../db/schema/index.ts';
import { testAppWithWebBuild } from '../test/web-build.ts';
import { createMember } from '../test/admin-support.ts';
import { MAX_DRAWINGS_WAITING } from '../modules/catalog/page-renderer.ts';
import { revokeAllSessions } from '../modules/auth/index.ts';
import { pageModules } from '../modules/catalog/page-hints.ts';

const files: Record<string, string> = {
  'dist/index.html':
    '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"><header data-first-paint aria-hidden="true"><div><b>Annapurna</b></div></header></div><noscript>JavaScript</noscript></body></html>',
  'dist/assets/index-abc123.js': 'export {};',
  'dist/assets/ShopPage-def456.js': 'export default 1;',
  'dist/assets/CartPage-eee555.js': 'export default 2;',
  'dist/assets/CheckoutPage-fff666.js': 'export default 3;',
  'dist/member-calls.js': '(function () {\n  window.started = document.currentScript.dataset.calls;\n})();\n',
  'dist/assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2': 'font',
  'dist/.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, assets: ['assets/noto-sans-devanagari-devanagari-400-normal-ddd444.woff2'] },
    'src/features/catalog/ShopPage.tsx': { file: 'assets/ShopPage-def456.js', isDynamicEntry: true, imports: ['index.html'] },
    [pageModules.cart]: { file: 'assets/CartPage-eee555.js', isDynamicEntry: true, imports: ['index.html'] },
    [pageModules.checkout]: { file: 'assets/CheckoutPage-fff666.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/i18n/catalogs/hindi.ts': { file: 'assets/hindi-hhh888.js', isDynamicEntry: true },
  }),
  // Draws the first two bestsellers, asked for in the reader's language; gives up on a page of the shop sorted by
  // name (standing for a call that failed); takes its time with ?slow=. Counts its drawings, and carries a text that
  // must not end its script.
  // A member's page (decision 169) shows the member's name and cart lines, read with the member's token.
  'dist-server/entry-server.js': `
    export async function renderPage(url, language, send, member) {
      globalThis.drawnPages = (globalThis.drawnPages ?? 0) + 1;
      if (member) {
        const cart = await (await send('/api/cartdetails', { headers: { accept: 'application/json', authorization: 'Bearer ' + member.token } })).json();
        if (!cart.response) return undefined;
        const lines = cart.data.map((l) => '<p>line ' + l.pid + '</p>').join('');
        return { html: '<main><h1>' + member.MemberName + ' ' + member.MemberID + ' ' + member.Role + ' ' + url + '</h1>' + lines + '</main>', state: { queries: [] }, member: String(member.MemberID) };
      }
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
const pageData = (html: string) => /<script type="application\/json" id="page-data" data-now="(\d+)"(?: data-member="\d+")?>([^<]*)<\/script>/.exec(html);
/** The Cookie header a logged-in member's browser sends with its cart or checkout (the same for both; the storefront writes them). */
const memberCookie = (token: string) => memberPageCookies(token, false)[0].split(';')[0];

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

  it('draws the page in Hindi for a Hindi reader, with the Devanagari font early and the Hindi texts fetched with the app', async () => {
    const html = (await get('/category/1', { cookie: 'Language=hi' })).body;
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<h1>hi /category/1</h1>');
    expect(html).toContain('noto-sans-devanagari-devanagari-400-normal-ddd444.woff2');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script src="/start.js" data-app="/assets/index-abc123.js" data-code="/assets/hindi-hhh888.js" defer></script>');
  });

  it("names a page's own chunks for start.js to fetch with the app's code, never as an early link", async () => {
    const html = (await get('/shop')).body;
    expect(html).toContain('<h1>en /shop</h1>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script src="/start.js" data-app="/assets/index-abc123.js" data-code="/assets/ShopPage-def456.js" defer></script>');
    expect((await get('/shop', { cookie: 'Language=hi' })).body).toContain('data-code="/assets/ShopPage-def456.js /assets/hindi-hhh888.js"');
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

describe("a member's cart and checkout drawn on the server (decision 169)", () => {
  /** A new member with `pids` in the cart. */
  async function memberWithCart(pids: number[]) {
    const member = await createMember(app);
    for (const productID of pids) {
      const res = await app.inject({ method: 'POST', url: '/api/addtocart', headers: { authorization: `Bearer ${member.token}` }, payload: { productID } });
      expect(res.statusCode).toBe(200);
    }
    return member;
  }
  const inStock = async () => ((await get('/api/homePageproductlist')).json() as ProductListReply).data.filter((p) => p.In_stock).map((p) => p.Id);

  it("draws the cart and checkout for the member whose token their cookie carries, with that member's data, kept by no cache", async () => {
    const [first, second] = await inStock();
    const ravi = await memberWithCart([first, second]);
    for (const path of ['/cart', '/checkout']) {
      const res = await get(path, { cookie: `Language=en; ${memberCookie(ravi.token)}` });
      expect(res.body, path).toContain(`<div id="root"><main><h1>Ravi Kumar ${ravi.id} member ${path}</h1><p>line ${first}</p><p>line ${second}</p></main></div>`);
      expect(res.body).toContain(`id="page-data" data-now="`);
      expect(res.body).toContain(`data-member="${ravi.id}"`);
      // The member's data: no browser or shared cache keeps it, and no ETag lets one revalidate it.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers.vary).toContain('cookie');
      // Its data is in the page: no script starts the member's calls, and the app's code comes after the paint.
      expect(res.body).not.toContain('data-calls');
      expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
      const pageCode = path === '/cart' ? '/assets/CartPage-eee555.js' : '/assets/CheckoutPage-fff666.js';
      expect(res.body).toContain(`<script src="/start.js" data-app="/assets/index-abc123.js" data-code="${pageCode}" defer></script>`);
    }
  });

  it("draws each request for its own member: another member's cookie never gets the first one's page", async () => {
    const [first, second] = await inStock();
    const a = await memberWithCart([first]);
    const b = await memberWithCart([second]);
    await app.db.update(members).set({ firstName: 'Bina' }).where(eq(members.id, b.id));
    const before = drawings();
    const [pageA, pageB, pageAAgain] = await Promise.all([get('/cart', { cookie: memberCookie(a.token) }), get('/cart', { cookie: memberCookie(b.token) }), get('/cart', { cookie: memberCookie(a.token) })]);
    expect(drawings() - before).toBe(3);
    expect(pageA.body).toContain(`<h1>Ravi Kumar ${a.id} member /cart</h1><p>line ${first}</p></main>`);
    expect(pageB.body).toContain(`<h1>Bina Kumar ${b.id} member /cart</h1><p>line ${second}</p></main>`);
    expect(pageAAgain.body).not.toContain(`line ${second}`);
    // A visitor's cart is the app's page as before, drawn for nobody.
    expect((await get('/cart')).body).not.toContain('id="page-data"');
  });

  it('sends the page undrawn, as before, for a token that is not a live session, and never draws a public page for a member', async () => {
    const member = await memberWithCart([(await inStock())[0]]);
    const before = drawings();
    for (const cookie of ['MemberPage=not-a-token', 'MemberPage=a.b.c', memberCookie(`${member.token}x`)]) {
      const res = await get('/cart', { cookie });
      expect(res.body, cookie).not.toContain('id="page-data"');
      expect(res.body).toContain('data-calls');
    }
    expect(drawings()).toBe(before);
    // The cookie names the cart and checkout only: a public page is the visitor's, whoever asks.
    expect((await get('/shop?page=3', { cookie: `MemberPage=${member.token}` })).body).not.toContain('data-member');
    await revokeAllSessions(app.db, member.id);
    expect((await get('/cart', { cookie: memberCookie(member.token) })).body).not.toContain('id="page-data"');
  });

  it('is never a way into the API: the calls take the token from the authorization header only', async () => {
    const member = await memberWithCart([(await inStock())[0]]);
    const res = await get('/api/cartdetails', { cookie: memberCookie(member.token) });
    expect(res.statusCode).toBe(401);
  });
});
