// Pages a search engine and a chat app understand (issue 17, part 1): each page's own head and structured data,
// robots.txt, the sitemap (and its index past the per-file limit), and 404 for what does not exist.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { catalogueVersion } from './reply-cache.ts';
import { sitemapFiles } from './sitemap.ts';

// The real index.html's head (apps/web/index.html), as the build writes it: the tags a page replaces are in it.
const webIndex = readFileSync(fileURLToPath(new URL('../../../../web/index.html', import.meta.url)), 'utf8');
const outside = mkdtempSync(join(tmpdir(), 'shop-seo-'));
mkdirSync(join(outside, 'dist'));
writeFileSync(join(outside, 'dist', 'index.html'), webIndex);

const origin = 'https://shop.example';
const app = await createTestApp({ config: { webDist: join(outside, 'dist'), publicUrl: `${origin}/` } });
afterAll(async () => {
  await app.close();
  rmSync(outside, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
const one = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
const titles = (html: string) => one(html, /<title>([^<]*)<\/title>/g);
const metas = (html: string, key: string) => one(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
const canonical = (html: string) => one(html, /<link rel="canonical" href="([^"]*)"/g);
/** The JSON-LD blocks, parsed as a search engine does: the script's text is JSON. */
const jsonLd = (html: string) => one(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((text) => JSON.parse(text) as Record<string, unknown>);
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function shownProduct() {
  const [row] = await app.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(1);
  return row;
}

/** A valid schema.org Product as Google's rich results ask: name, image, offers with price, currency, availability, url. */
function expectValidProduct(data: Record<string, unknown>, id: number) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Product');
  expect(typeof data.name).toBe('string');
  expect(data.image).toEqual([expect.stringMatching(/^https:\/\/shop\.example\//)]);
  expect(data.brand).toEqual({ '@type': 'Brand', name: expect.any(String) });
  const offers = data.offers as Record<string, unknown>;
  expect(offers['@type']).toBe('Offer');
  expect(offers.priceCurrency).toBe('INR');
  expect(offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offers.url).toBe(`${origin}/product/${id}`);
}

describe('a product page', () => {
  it('names the product, its price and picture in its title, description, card and JSON-LD', async () => {
    const p = await shownProduct();
    const res = await get(`/product/${p.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const reply = (await app.inject({ method: 'GET', url: `/api/productdetails?Pid=${p.id}` })).json().data;
    expect(titles(html)).toEqual([`${reply.Name}, ${reply.Pack_Size} | Annapurna Organics`]);
    expect(metas(html, 'description')).toHaveLength(1);
    expect(unescape(metas(html, 'description')[0])).toContain(`₹${reply.Price.toFixed(2)}`);
    expect(canonical(html)).toEqual([`${origin}/product/${p.id}`]);
    expect(metas(html, 'og:type')).toEqual(['product']);
    expect(metas(html, 'og:title').map(unescape)).toEqual([`${reply.Name}, ${reply.Pack_Size} | Annapurna Organics`]);
    expect(metas(html, 'og:image')).toEqual([new URL(reply.Img, origin).href]);
    expect(metas(html, 'product:price:amount')).toEqual([reply.Price.toFixed(2)]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    const [product, crumbs] = jsonLd(html);
    expectValidProduct(product, p.id);
    expect(product.name).toBe(reply.Name);
    expect((product.offers as { price: string }).price).toBe(reply.Price.toFixed(2));
    expect(crumbs['@type']).toBe('BreadcrumbList');
    const items = crumbs.itemListElement as { position: number; item: string; name: string }[];
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(items.at(-1)).toMatchObject({ name: reply.Name, item: `${origin}/product/${p.id}` });
  });

  it('escapes what a product holds: quotes and </script> end no attribute and no script', async () => {
    const p = await shownProduct();
    const name = 'Ghee "pure" </script><script>alert(1)</script> & <b>';
    await app.db.update(products).set({ name, shortDescription: "It's </script> \u2028 fine" }).where(eq(products.id, p.id));
    const html = (await get(`/product/${p.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)!.length);
    expect(unescape(titles(html)[0])).toContain(name);
    expect(unescape(metas(html, 'og:title')[0])).toContain(name);
    const [product] = jsonLd(html);
    expect(product.name).toBe(name);
    expect(product.description).toBe("It's </script> \u2028 fine");
  });

  it('shows availability from stock, and answers a change of price at once', async () => {
    const p = await shownProduct();
    await get(`/product/${p.id}`);
    await app.db.update(products).set({ stock: 0, pricePaise: 12_345, mrpPaise: 20_000 }).where(eq(products.id, p.id));
    const [product] = jsonLd((await get(`/product/${p.id}`)).body);
    expect(product.offers).toMatchObject({ price: '123.45', availability: 'https://schema.org/OutOfStock' });
  });

  it('is a 404 for an unknown, hidden or malformed product, with the app to show its not-found page', async () => {
    const [hidden] = await app.db.insert(products).values({ categoryId: (await shownProduct()).categoryId, name: 'Gone', brand: 'B', packSize: '1 kg', pricePaise: 100, mrpPaise: 100, image: '/x.svg', isActive: false }).returning({ id: products.id });
    for (const url of ['/product/999999', `/product/${hidden.id}`, '/product/abc', '/product/0', '/product/1/extra', '/category/999999', '/subcategory/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
      expect(metas(res.body, 'robots')).toEqual(['noindex']);
    }
  });
});

describe('the other pages', () => {
  it('the home page: its own title and description, Organization and WebSite with a search action', async () => {
    const html = (await get('/')).body;
    expect(titles(html)).toEqual(['Annapurna Organics: groceries and natural products']);
    expect(metas(html, 'description')).toHaveLength(1);
    expect(canonical(html)).toEqual([`${origin}/`]);
    const [organization, site] = jsonLd(html);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Annapurna Organics', url: `${origin}/` });
    expect(site).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    expect(JSON.stringify(site)).toContain(`${origin}/search?search={search_term_string}`);
  });

  it('category and subcategory pages: their names and a BreadcrumbList', async () => {
    const [sub] = await app.db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).where(isNotNull(categories.parentId)).limit(1);
    const [parent] = await app.db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, sub.parentId!));
    const top = (await get(`/category/${parent.id}`)).body;
    expect(unescape(titles(top)[0])).toBe(`${parent.name} | Annapurna Organics`);
    expect(unescape(metas(top, 'description')[0])).toContain(sub.name);
    const html = (await get(`/subcategory/${sub.id}`)).body;
    expect(unescape(titles(html)[0])).toBe(`${sub.name} | Annapurna Organics`);
    expect(canonical(html)).toEqual([`${origin}/subcategory/${sub.id}`]);
    expect(canonical((await get(`/category/${sub.id}`)).body)).toEqual([`${origin}/subcategory/${sub.id}`]);
    const [crumbs] = jsonLd(html);
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(['Home', 'Categories', parent.name, sub.name]);
  });

  it('the shop and a search: titles of their own; a search is followed, not indexed', async () => {
    const shop = (await get('/shop')).body;
    expect(titles(shop)).toEqual(['Shop all products | Annapurna Organics']);
    expect(canonical(shop)).toEqual([`${origin}/shop`]);
    const search = (await get('/search?search=%22ghee%22%3C%2Fscript%3E')).body;
    expect(unescape(titles(search)[0])).toBe('Search: "ghee"</script> | Annapurna Organics');
    expect(search).not.toContain('"ghee"</script>');
    expect(metas(search, 'robots')).toEqual(['noindex, follow']);
  });

  it("a page with nothing of its own keeps index.html's head", async () => {
    const html = (await get('/about')).body;
    expect(titles(html)).toEqual(['Annapurna Organics: groceries and natural products']);
    expect(metas(html, 'description')).toHaveLength(1);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt is text, keeps crawlers out of account, cart, checkout and admin, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/admin', '/cart', '/checkout', '/orders', '/Login']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(res.body.split('\n').filter(Boolean).every((line) => /^(User-agent|Allow|Disallow|Sitemap): \S+$/.test(line))).toBe(true);
  });

  it('the sitemap lists every shown product, category and subcategory with lastmod, and follows the catalogue', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = one(res.body, /<loc>([^<]*)<\/loc>/g);
    const shown = await app.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    const cats = await app.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.isActive, true));
    expect(locs.filter((l) => l.includes('/product/'))).toHaveLength(shown.length);
    for (const c of cats) expect(locs).toContain(`${origin}/${c.parentId === null ? 'category' : 'subcategory'}/${c.id}`);
    expect(one(res.body, /<url>(.*?)<\/url>/g).every((u) => /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(u))).toBe(true);
    const again = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, shown[0].id));
    const after = (await get('/sitemap.xml')).body;
    expect(after).not.toContain(`<loc>${origin}/product/${shown[0].id}</loc>`);
    await app.db.update(products).set({ isActive: true }).where(eq(products.id, shown[0].id));
    expect((await get('/sitemap/1.xml')).statusCode).toBe(404);
  });

  it('past the per-file limit the sitemap is an index of files of at most that many addresses', async () => {
    const limit = 25;
    const files = sitemapFiles(app.db, await catalogueVersion(app), origin, limit);
    const index = (await files(0))!.body.toString();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = one(index, /<loc>([^<]*)<\/loc>/g);
    const plain = one((await get('/sitemap.xml')).body, /<loc>([^<]*)<\/loc>/g);
    expect(parts).toEqual(Array.from({ length: Math.ceil(plain.length / limit) }, (_, i) => `${origin}/sitemap/${i + 1}.xml`));
    const listed: string[] = [];
    for (let n = 1; n <= parts.length; n++) {
      const urls = one((await files(n))!.body.toString(), /<loc>([^<]*)<\/loc>/g);
      expect(urls.length).toBeLessThanOrEqual(limit);
      listed.push(...urls);
    }
    expect(listed).toEqual(plain);
    expect(await files(parts.length + 1)).toBeUndefined();
  });
});
