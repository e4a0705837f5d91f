import { afterAll, describe, expect, it } from 'vitest';
import { isNotNull, sql } from 'drizzle-orm';
import { SUGGESTION_LIMIT, UNPAGED_PRODUCT_LIMIT } from '@shop/contract';
import { categories } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { SEARCH_RESULT_LIMIT } from './search/service.ts';
import { CATEGORY_LIST_LIMIT } from './service.ts';

/**
 * Every catalogue and search list is bounded, however big the shop: 5,000 products matching one search and more
 * categories than a list returns are added straight in SQL (fast), and no statement carries more than a page of
 * parameters.
 */
const app = await createTestApp();
afterAll(() => app.close());

const BULK = 5000;
const [sub] = await app.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).limit(1);
await app.db.execute(sql`
  insert into products (category_id, name, brand, pack_size, price_paise, mrp_paise, stock, popularity, image)
  select ${sub.id}, 'Millet Crunch Bar ' || n, 'Bulkbrand', '50 g', 1000 + n, 2000 + n, 10, n % 97, 'bulk.jpg'
  from generate_series(1, ${BULK}) n`);

/** The most parameters any statement sent to the database carried since the last reset. */
const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
let mostParams = 0;
const query = client.query.bind(client);
client.query = (...args: unknown[]) => {
  const first = args[0] as { values?: unknown[] } | string;
  const params = typeof first === 'string' ? (args[1] as unknown[] | undefined) : first.values;
  mostParams = Math.max(mostParams, params?.length ?? 0);
  return query(...args);
};
const ids = (body: { data: { Id: number }[] }) => body.data.map((p) => p.Id);

describe('GET /api/product without page', () => {
  it('returns at most UNPAGED_PRODUCT_LIMIT products, in the pages’ order', async () => {
    const all = await call(app, 'GET', '/api/product');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(UNPAGED_PRODUCT_LIMIT);
    const firstPages = [];
    for (let page = 1; page <= UNPAGED_PRODUCT_LIMIT / 100; page++) firstPages.push(...ids((await call(app, 'GET', `/api/product?page=${page}&pageSize=100`)).body));
    expect(ids(all.body)).toEqual(firstPages);
  });

  it('bounds a search matching thousands of products, in the pages’ order, with small statements', async () => {
    mostParams = 0;
    const all = await call(app, 'GET', '/api/product?search=millet%20crunch');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(UNPAGED_PRODUCT_LIMIT);
    expect(all.body.data.every((p: { Name: string }) => p.Name.startsWith('Millet Crunch Bar'))).toBe(true);
    const first = await call(app, 'GET', '/api/product?search=millet%20crunch&page=1&pageSize=100');
    expect(first.body.total).toBeGreaterThanOrEqual(BULK);
    expect(ids(first.body)).toEqual(ids(all.body).slice(0, 100));
    const sorted = await call(app, 'GET', '/api/product?search=millet%20crunch&sort=priceAsc');
    expect(sorted.body.data).toHaveLength(UNPAGED_PRODUCT_LIMIT);
    expect(sorted.body.data[0].Name).toBe('Millet Crunch Bar 1');
    expect(mostParams).toBeLessThan(50);
  });

  it('answers a deep page of a big search from one bounded statement', async () => {
    mostParams = 0;
    const deep = await call(app, 'GET', '/api/product?search=millet%20crunch&page=45&pageSize=100');
    expect(deep.status).toBe(200);
    expect(deep.body.data).toHaveLength(100);
    const before = await call(app, 'GET', '/api/product?search=millet%20crunch&page=44&pageSize=100');
    expect(ids(deep.body).filter((id) => ids(before.body).includes(id))).toEqual([]);
    expect(mostParams).toBeLessThan(50);
  });
});

describe('search and suggestions over a big catalogue', () => {
  it('return their fixed number of matches', async () => {
    const found = await call(app, 'GET', '/api/productserach?search=millet');
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(SEARCH_RESULT_LIMIT);
    const suggested = await call(app, 'GET', '/api/search/suggest?q=millet%20cr');
    expect(suggested.status).toBe(200);
    expect(suggested.body.data).toHaveLength(SUGGESTION_LIMIT);
  });
});

describe('category lists', () => {
  it('return at most CATEGORY_LIST_LIMIT categories', async () => {
    await app.db.execute(sql`insert into categories (name, picture, sort_order) select 'Shelf ' || n, 'shelf.jpg', 1000 + n from generate_series(1, ${CATEGORY_LIST_LIMIT}) n`);
    for (const url of ['/api/productcat', '/api/categories']) {
      const list = await call(app, 'GET', url);
      expect(list.status, url).toBe(200);
      expect(list.body.data, url).toHaveLength(CATEGORY_LIST_LIMIT);
    }
  });
});
