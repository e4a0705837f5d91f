import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isNotNull, sql } from 'drizzle-orm';
import { categories } from '../../../db/schema/index.ts';
import { call, createTestApp } from '../../../test/test-app.ts';
import { planSearch } from './plan.ts';
import { deepWalk, rankedIds } from './ranking.ts';

/**
 * Past the first walk of the most popular products (ranking.ts), a word common in a large catalogue gets its page from
 * a longer walk, any other from its GIN index. Either way the page is the word's most popular matches, in order.
 * 6,000 products, the most popular of the shop: 'zorbly' in every 60th name (100 products), 'quibbet' in 5.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  const [sub] = await app.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).limit(1);
  await app.db.execute(sql`
    insert into products (name, brand, pack_size, price_paise, mrp_paise, stock, popularity, short_description, description, image, category_id)
    select case when i % 60 = 0 then 'Zorbly Filler ' || i when i % 1200 = 7 then 'Quibbet Filler ' || i else 'Filler Item ' || i end,
           'Depth Farms', '500 g', 10000, 12000, 50, 1000000 - i, 'A product made for a search test.', 'Nothing special.', '/images/products/test.svg', ${sub.id}
    from generate_series(1, 6000) as i`);
}, 60_000);
afterAll(async () => {
  await app.close();
});

async function names(text: string): Promise<string[]> {
  const { status, body } = await call(app, 'GET', `/api/productserach?search=${encodeURIComponent(text)}`);
  expect(status).toBe(200);
  return (body.data as { Name: string }[]).map((p) => p.Name);
}

describe('search deeper than the first walk', () => {
  it('answers a word common among the most popular with its most popular matches in order', async () => {
    const found = await names('zorbly');
    // Popularity falls as i grows: the first page is i = 60, 120, ... in that order.
    const expected = Array.from({ length: found.length }, (_, k) => `Zorbly Filler ${60 * (k + 1)}`);
    expect(found.length).toBeGreaterThanOrEqual(50);
    expect(found).toEqual(expected);
  });

  it('answers a rare word with all its matches in order (its GIN index)', async () => {
    expect(await names('quibbet')).toEqual([7, 1207, 2407, 3607, 4807].map((i) => `Quibbet Filler ${i}`));
  });

  it('gives the same page from a longer walk as from the GIN index', async () => {
    const plan = await planSearch(app.db, 'zorbly', { lastWordUnfinished: false });
    const byIndex = await rankedIds(app.db, plan, 'every', 60, { descriptions: true });
    // As if the catalogue were large: the walk reads 7,273 rows.
    const byWalk = await rankedIds(app.db, plan, 'every', 60, { descriptions: true, catalogue: 1_000_000 });
    expect(byWalk).toHaveLength(60);
    expect(byWalk).toEqual(byIndex);
  });
});

describe('when a longer walk pays', () => {
  it('walks on for a tier common in the first walk, unless the walk would read half the catalogue', () => {
    // 40 of the first 2,000 and the page needs 60: 4 x 60 x 2,000 / 40 = 12,000 rows.
    expect(deepWalk(40, 60, 1_000_000)).toBe(12_000);
    expect(deepWalk(40, 60, 0)).toBe(12_000);
    // The same in a 10,000-product catalogue: its GIN index.
    expect(deepWalk(40, 60, 10_000)).toBeUndefined();
    // Rare in the first walk: the GIN index, whatever the size.
    expect(deepWalk(9, 60, 1_000_000)).toBeUndefined();
    // Never more than 50,000 rows.
    expect(deepWalk(10, 200, 10_000_000)).toBe(50_000);
  });
});
