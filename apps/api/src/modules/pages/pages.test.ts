// The storefront's pages drawn in this process by the web app's real build (decision 173; apps/web/dist, which the API
// suite builds first): React Router's handler with the shop's services in its load context. A public page is the
// same for every reader of its language and revalidated by its ETag; a member's cart and checkout are drawn for the
// member whose session their cookie names, kept by no cache; pages drawn at the same moment share nothing.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductListReply } from '@shop/contract';
import { memberPageCookies } from '@shop/contract/member-page-cookie';
import { categories, products } from '../../db/schema/index.ts';
import { defaultWebDist } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { addToCart, newShopper, productWith } from '../../test/shop.ts';
import { revokeAllSessions } from '../session/index.ts';

const app = await createTestApp({ config: { webDist: defaultWebDist } });
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** The Cookie header of a member's browser on the cart or checkout (the storefront writes it at login), in `language`. */
const memberCookie = (token: string, language: 'en' | 'hi' = 'en') => `${memberPageCookies(token, false)[0].split(';')[0]}; Language=${language}`;
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const decode = (body: Buffer, encoding: unknown) => (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
/** A shopper with one line in the cart: `product`'s, which has a Hindi name. */
async function shopperWithCart(firstName: string, product: { id: number }) {
  const shopper = await newShopper(app, firstName);
  expect((await addToCart(app, shopper, product.id)).status).toBe(200);
  return shopper;
}

describe('a public page', () => {
  it('comes drawn with what its loader read, the same for every visitor, compressed and revalidated by its ETag', async () => {
    const shop = (await get('/api/product?page=1&pageSize=10')).json() as ProductListReply;
    const res = await get('/shop', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    const html = decode(res.rawPayload, 'br');
    for (const product of shop.data) expect(html).toContain(product.Name.replace(/&/g, '&amp;'));
    const again = await get('/shop', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another visitor, another browser: the same page.
    expect((await get('/shop', { 'user-agent': 'another phone' })).headers.etag).toBe(res.headers.etag);
  });

  it('runs only the inline scripts it carries, by their hashes in its content security policy', async () => {
    const res = await get('/');
    const scripts = inlineScripts(res.body);
    expect(scripts.length).toBeGreaterThan(0);
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    expect(scriptSrc).toEqual(["'self'", ...new Set(scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`))]);
    expect(policy).toContain("script-src-attr 'none'");
  });

  it('is drawn in the language of its reader, every text and name', async () => {
    const [english, hindi] = await Promise.all([get('/'), get('/', { cookie: 'Language=hi' })]);
    expect(english.body).toContain('<html lang="en-IN">');
    // Without sales in the last 30 days the first strip is the popular products, not "bestsellers" (decision 261).
    expect(english.body).toContain('Popular products');
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).not.toContain('Popular products');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
  });

  it('is never drawn for a member, whatever cookie comes with it', async () => {
    const shopper = await shopperWithCart('Zoravar', await productWith(app));
    const res = await get('/', { cookie: memberCookie(shopper.token) });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('Zoravar');
    expect(res.body).not.toContain(shopper.token);
  });
});

describe("a member's page", () => {
  it("is drawn for the member whose session its cookie names, with the member's cart, kept by no cache", async () => {
    const product = await productWith(app);
    const shopper = await shopperWithCart('Ishaan', product);
    const res = await get('/cart', { cookie: memberCookie(shopper.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(res.body).toContain(product.name.replace(/&/g, '&amp;'));
    // The page says whom it was drawn for, never with the token.
    expect(res.body).toContain('Ishaan');
    expect(res.body).not.toContain(shopper.token);
  });

  it('draws two pages at once in two languages for two members: each gets its own', async () => {
    const [first, second] = await Promise.all([productWith(app), productWith(app)]);
    const [hindiName] = await app.db.update(products).set({ hindiName: 'पहला सामान' }).where(eq(products.id, first.id)).returning({ name: products.hindiName });
    const asha = await shopperWithCart('Asha', first);
    const ravi = await shopperWithCart('Ravi', second);
    const pages = await Promise.all([
      get('/cart', { cookie: memberCookie(asha.token, 'hi') }),
      get('/cart', { cookie: memberCookie(ravi.token, 'en') }),
      get('/checkout', { cookie: memberCookie(ravi.token, 'en') }),
      get('/checkout', { cookie: memberCookie(asha.token, 'hi') }),
      get('/', { cookie: 'Language=hi' }),
      get('/'),
    ]);
    const [ashaCart, raviCart, raviCheckout, ashaCheckout, hindiHome, englishHome] = pages.map((page) => page.body);
    for (const page of [ashaCart, ashaCheckout, hindiHome]) expect(page).toContain('<html lang="hi-IN">');
    for (const page of [raviCart, raviCheckout, englishHome]) expect(page).toContain('<html lang="en-IN">');
    expect(ashaCart).toContain(hindiName.name);
    expect(ashaCart).not.toContain(second.name);
    expect(raviCart).toContain(second.name.replace(/&/g, '&amp;'));
    expect(raviCart).not.toContain(hindiName.name);
    for (const page of [ashaCart, ashaCheckout]) expect(page).not.toMatch(/Ravi/);
    for (const page of [raviCart, raviCheckout]) expect(page).not.toMatch(/Asha/);
    for (const page of [hindiHome, englishHome]) expect(page).not.toMatch(/Asha|Ravi/);
  });

  it('is drawn for nobody for a token that is not a live session, or an administrator’s: the browser reads it', async () => {
    const product = await productWith(app);
    const shopper = await shopperWithCart('Tara', product);
    await revokeAllSessions(app.db, shopper.id);
    const { admin } = await signIn(app);
    for (const token of [shopper.token, admin.token, 'not-a-token', `${shopper.token}x`]) {
      const res = await get('/cart', { cookie: memberCookie(token) });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(product.name.replace(/&/g, '&amp;'));
      expect(res.body).not.toContain('Tara');
      // Drawn for a visitor: a skeleton where the cart will be, the same for everyone.
      expect(res.body).toContain('role="status"');
    }
  });
});

describe('bad input', () => {
  it("answers the shop's page with the right status, never a 500 or a stack", async () => {
    const [hidden] = await app.db.insert(categories).values({ name: 'Hidden shelf', picture: '/images/x.svg', isActive: false }).returning({ id: categories.id });
    const cases: [string, number][] = [
      ['/product/abc', 404],
      ['/product/99999999', 404],
      ['/product/1e3', 404],
      ['/category/99999999', 404],
      [`/category/${hidden.id}`, 404],
      ['/subcategory/-1', 404],
      [`/search?search=${'a'.repeat(5000)}`, 400],
      ['/shop?page=-4&sort=nonsense&maxPrice=lots', 200],
      ['/no/such/page', 404],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<header');
      expect(res.body, url).not.toMatch(/at [\w.]+ \(|node_modules|Error:/);
    }
  });
});

describe('a form sent without JavaScript (decision 290)', () => {
  it('is answered with its page again, its fields unread and kept out of the address; any other body is no call', async () => {
    const posted = await app.inject({ method: 'POST', url: '/Login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'UserName=a%40b.in&Password=secret' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/Login');
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.body).toBe('');
    const multipart = await app.inject({ method: 'POST', url: '/contact?from=home', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect([multipart.statusCode, multipart.headers.location]).toEqual([303, '/contact?from=home']);
    // Not a page's form: a JSON body to a page, or a form to the API, stays an unknown call.
    for (const [url, type] of [['/Login', 'application/json'], ['/api/nothing', 'application/x-www-form-urlencoded']]) {
      const res = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: type === 'application/json' ? '{}' : 'a=1' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg, url).toBe(`No such call: POST ${url}`);
    }
  });
});
