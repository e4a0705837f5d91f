import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { createTestApp, call } from '../../test/test-app.ts';
import { categories, products } from '../../db/schema/index.ts';

// The shop list's filters beside category and price (issue 33): brand, veg or non-veg, in stock; and the brands call.
let app: FastifyInstance;
type Listed = { Id: number; Brand: string; In_stock: boolean; FoodType?: string | null };

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const list = async (query: string) => (await call(app, 'GET', `/api/product?${query}`)).body as { data: Listed[]; total?: number };

describe('GET /api/product filters', () => {
  it('lists one brand only, with its total, in all and in a category', async () => {
    const [{ brand, catid }] = await app.db
      .select({ brand: products.brand, catid: categories.parentId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.isActive, true), isNotNull(categories.parentId)))
      .limit(1);
    const all = await list(`brand=${encodeURIComponent(brand)}&page=1&pageSize=100`);
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((p) => p.Brand === brand)).toBe(true);
    expect(all.total).toBe(all.data.length);
    const inCategory = await list(`catid=${catid}&brand=${encodeURIComponent(brand)}&page=1&pageSize=100`);
    expect(inCategory.data.length).toBeGreaterThan(0);
    expect(inCategory.data.every((p) => p.Brand === brand)).toBe(true);
    const searched = await list(`search=a&brand=${encodeURIComponent(brand)}&page=1&pageSize=100`);
    expect(searched.data.every((p) => p.Brand === brand)).toBe(true);
  });

  it('lists veg or non-veg products only', async () => {
    const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(products).where(and(eq(products.isActive, true), eq(products.foodType, 'veg')));
    const veg = await list('foodType=veg&page=1&pageSize=5');
    expect(veg.total).toBeLessThanOrEqual(Number(n));
    expect(veg.total).toBeGreaterThan(0);
    const ids = veg.data.map((p) => p.Id);
    const rows = await app.db.select({ id: products.id, foodType: products.foodType }).from(products).where(sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`);
    expect(rows.every((r) => r.foodType === 'veg')).toBe(true);
  });

  it('lists products in stock only, in a category, a search and in all, and counts them alike', async () => {
    const [sold] = await app.db.select({ id: products.id, categoryId: products.categoryId, name: products.name }).from(products).where(eq(products.isActive, true)).limit(1);
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, sold.id));
    for (const query of ['', `catid=${sold.categoryId}&`, `search=${encodeURIComponent(sold.name)}&`]) {
      const every = await list(query);
      const inStock = await list(`${query}inStock=true&page=1&pageSize=100`);
      expect(every.data.some((p) => p.Id === sold.id)).toBe(true);
      expect(inStock.data.some((p) => p.Id === sold.id)).toBe(false);
      expect(inStock.data.every((p) => p.In_stock)).toBe(true);
      // A search may widen to fewer of its words once its best match is filtered out; a list counts exactly.
      if (!query.startsWith('search')) expect(inStock.total).toBe(every.data.filter((p) => p.In_stock).length);
    }
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, msg] of [
      ['foodType=meat', /foodType must be one of veg, non-veg/],
      ['inStock=yes', /inStock must be true or false/],
      [`brand=${'x'.repeat(81)}`, /brand must be at most 80 characters/],
    ] as const) {
      const { status, body } = await call(app, 'GET', `/api/product?${query}`);
      expect(status).toBe(400);
      expect(body.msg).toMatch(msg);
    }
  });
});

describe('GET /api/product/brands', () => {
  it('gives each brand on sale once, by name, with how many products it has, in all or in a category', async () => {
    const { status, body } = await call(app, 'GET', '/api/product/brands');
    expect(status).toBe(200);
    const brands = body.data as { Brand: string; Count: number }[];
    expect(brands.length).toBeGreaterThan(3);
    expect(brands.map((b) => b.Brand)).toEqual([...brands.map((b) => b.Brand)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const total = (await list('page=1&pageSize=1')).total;
    expect(brands.reduce((sum, b) => sum + b.Count, 0)).toBe(total);
    const [{ parentId }] = await app.db.select({ parentId: categories.parentId }).from(categories).where(isNotNull(categories.parentId)).limit(1);
    const inCategory = (await call(app, 'GET', `/api/product/brands?catid=${parentId}`)).body.data as { Brand: string; Count: number }[];
    expect(inCategory.reduce((sum, b) => sum + b.Count, 0)).toBe((await list(`catid=${parentId}&page=1&pageSize=1`)).total);
    for (const b of inCategory) expect((await list(`catid=${parentId}&brand=${encodeURIComponent(b.Brand)}&page=1&pageSize=1`)).total).toBe(b.Count);
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect((await call(app, 'GET', '/api/product/brands?catid=99999')).status).toBe(404);
    expect((await call(app, 'GET', '/api/product/brands?catid=abc')).status).toBe(400);
  });
});
