// Pages a search engine and a chat app understand (issue 17, decision 130), drawn by the web app's real build
// (apps/web/dist, which the API suite builds first): each page's own title, description, canonical address, Open
// Graph / Twitter card and structured data (JSON-LD), written by its route's `meta` from its loader's data; and whether
// it exists at all (an unknown product or category is a 404).
//   /                      Organization and WebSite with a search action
//   /shop, /category       the lists
//   /category/:id          the category, BreadcrumbList
//   /subcategory/:id       the subcategory, BreadcrumbList
//   /product/:id           the product: Product with its offer (price in INR, availability), BreadcrumbList
//   /search?search=        the words searched for; not indexed (followed)
import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { defaultWebDist } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';

const origin = 'https://shop.example';
const app = await createTestApp({ config: { webDist: defaultWebDist, publicUrl: `${origin}/` } });
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** What `pattern` finds in the page's head (the body's drawings have titles of their own). */
const one = (html: string, pattern: RegExp) => [...html.slice(0, html.indexOf('</head>')).matchAll(pattern)].map((m) => m[1]);
const titles = (html: string) => one(html, /<title>([^<]*)<\/title>/g);
const metas = (html: string, key: string) => one(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
const canonical = (html: string) => one(html, /<link rel="canonical" href="([^"]*)"/g);
/** The JSON-LD blocks, parsed as a search engine does: the script's text is JSON. */
const jsonLd = (html: string) => one(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((text) => JSON.parse(text) as Record<string, unknown>);
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

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

  it("is a 404 for an unknown, hidden or malformed product or category, with the shop's not-found page", async () => {
    const [hidden] = await app.db.insert(products).values({ categoryId: (await shownProduct()).categoryId, name: 'Gone', brand: 'B', packSize: '1 kg', pricePaise: 100, mrpPaise: 100, image: '/x.svg', isActive: false }).returning({ id: products.id });
    for (const url of ['/product/999999', `/product/${hidden.id}`, '/product/abc', '/product/0', '/product/1/extra', '/category/999999', '/subcategory/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body, url).toMatch(/<h1[^>]*>(Product not found|Category not found|Page not found)<\/h1>/);
      expect(res.body, url).toContain('<header');
      expect(metas(res.body, 'robots'), url).toEqual(['noindex']);
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
    // A subcategory's id on the category route forwards to its own page (decision 017).
    const forwarded = await get(`/category/${sub.id}`);
    expect(forwarded.statusCode).toBe(302);
    expect(forwarded.headers.location).toBe(`/subcategory/${sub.id}`);
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

  it("a page without words of its own has its own title and the shop's description", async () => {
    const html = (await get('/about')).body;
    expect(titles(html)).toEqual(['About Us | Annapurna Organics']);
    expect(metas(html, 'description')).toEqual(['Groceries and natural products delivered to your door: atta, rice, dals, spices, ghee, honey, oils and natural personal care.']);
  });
});


describe('a page in Hindi', () => {
  it("is drawn in Hindi for a Hindi reader, its head too; search engines (no cookie) read the English", async () => {
    const p = await shownProduct();
    const reply = (await app.inject({ method: 'GET', url: `/api/productdetails?Pid=${p.id}` })).json().data;
    const hindi = (await get(`/product/${p.id}`, { cookie: 'Language=hi' })).body;
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(unescape(titles(hindi)[0])).toBe(`${reply.HindiName ?? reply.Name}, ${reply.Pack_Size} | Annapurna Organics`);
    expect(unescape(metas(hindi, 'description')[0])).toMatch(/[\u0900-\u097F]/);
    const english = (await get(`/product/${p.id}`)).body;
    expect(english).toContain('<html lang="en-IN">');
    expect(unescape(titles(english)[0])).toBe(`${reply.Name}, ${reply.Pack_Size} | Annapurna Organics`);
  });
});
