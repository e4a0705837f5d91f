// What search engines read beside the pages (issue 17): robots.txt and the sitemap (and its index past the per-file
// limit). The pages' own heads are drawn by the web app: modules/pages/heads.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { catalogueVersion } from './reply-cache.ts';
import { sitemapFiles } from './sitemap.ts';

const origin = 'https://shop.example';
const app = await createTestApp({ config: { publicUrl: `${origin}/` } });
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const one = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);

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
