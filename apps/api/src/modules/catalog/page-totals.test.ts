import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';
import { call, createTestApp } from '../../test/test-app.ts';

/**
 * A paged list's total comes from per-category counts the database keeps (migration 0011). Whatever is written to
 * products or categories, it stays equal to counting the shown products one by one.
 */

let app: FastifyInstance;
let top: number;
let subs: number[];

beforeAll(async () => {
  app = await createTestApp();
  [{ id: top }] = await app.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
  subs = (await app.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, top)).orderBy(asc(categories.id))).map((r) => r.id);
});
afterAll(async () => {
  await app.close();
});

/** Counted one by one: active products whose category, and its parent, are active. */
async function counted(catid?: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
        where p.is_active and c.is_active and coalesce(parent.is_active, true)
          and (${catid ?? null}::int is null or c.id = ${catid ?? null}::int or c.parent_id = ${catid ?? null}::int)`,
  );
  return row.n;
}

async function expectTotalsRight() {
  for (const catid of [undefined, top, ...subs]) {
    const res = await call(app, 'GET', `/api/product?page=1&pageSize=3${catid ? `&catid=${catid}` : ''}`);
    if (res.status === 404) continue; // a hidden category is not listed at all
    expect(res.body.total, `catid ${catid}`).toBe(await counted(catid));
  }
}

describe('page totals', () => {
  it('match counting the shown products, through inserts, moves, deactivations, deletes and hidden categories', async () => {
    await expectTotalsRight();
    const [template] = await app.db.select().from(products).where(eq(products.categoryId, subs[0])).limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template;
    // Several rows in one statement, some inactive.
    const added = await app.db
      .insert(products)
      .values([0, 1, 2, 3].map((i) => ({ ...fields, name: `Counted Product ${i}`, isActive: i !== 3, categoryId: subs[i % subs.length] })))
      .returning({ id: products.id });
    await expectTotalsRight();
    const ids = added.map((r) => r.id);
    // Moved to another category, deactivated, activated, and a stock change that moves nothing.
    await app.db.update(products).set({ categoryId: subs[subs.length - 1] }).where(inArray(products.id, ids.slice(0, 2)));
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, ids[2]));
    await app.db.update(products).set({ isActive: true }).where(eq(products.id, ids[3]));
    await app.db.update(products).set({ stock: sql`${products.stock} + 1` });
    await expectTotalsRight();
    // A hidden subcategory and a hidden top-level category drop out of the totals; shown again, they come back.
    await app.db.update(categories).set({ isActive: false }).where(eq(categories.id, subs[0]));
    await expectTotalsRight();
    await app.db.update(categories).set({ isActive: false }).where(eq(categories.id, top));
    await expectTotalsRight();
    await app.db.update(categories).set({ isActive: true }).where(inArray(categories.id, [top, subs[0]]));
    await app.db.delete(products).where(inArray(products.id, ids));
    await expectTotalsRight();
  });

  it('with a price limit, counts the products under it', async () => {
    const res = await call(app, 'GET', `/api/product?page=1&pageSize=3&maxPrice=100`);
    const [row] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
          where p.is_active and c.is_active and coalesce(parent.is_active, true) and p.price_paise <= 10000`,
    );
    expect(res.body.total).toBe(row.n);
    expect(row.n).toBeGreaterThan(0);
  });
});
