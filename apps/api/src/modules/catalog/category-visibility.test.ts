import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { foodLabelBody, signIn } from '../../test/admin-support.ts';
import { addToCart, newShopper, placeOrder, saveOrder, type Shopper } from '../../test/shop.ts';
import { selectRows } from '../../db/rows.ts';

/**
 * Hiding a top-level category in the back office hides everything filed under it: its subcategories and all their
 * products, in every list, search, suggestion, product page, cart and checkout; showing it again brings all back.
 */

const NAME = 'Quokka Jaggery Bites';
const UNAVAILABLE = 'This product is no longer available.';

let app: FastifyInstance;
let adminToken: string;
let shopper: Shopper;
let top: { id: number; name: string; picture: string };
let sub: number;
let subIds: number[];
let productId: number;

type Listed = { Id: number; CatId: number };
const ids = (body: { data?: Listed[] | null }) => (body.data ?? []).map((p) => p.Id);

beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await signIn(app)).admin.token;
  shopper = await newShopper(app);
  [top] = await app.db
    .select({ id: categories.id, name: categories.name, picture: categories.picture })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(1);
  subIds = (await app.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, top.id))).map((r) => r.id);
  sub = subIds[0];
  // The shop's most popular product, so it also heads the home page and the first page of the shop.
  const [{ most }] = await app.db.select({ most: sql<number>`max(${products.popularity})::int` }).from(products);
  const created = await call(app, 'POST', '/api/admin/products', {
    token: adminToken,
    body: {
      ...foodLabelBody(),
      name: NAME,
      brand: 'Annapurna',
      packSize: '250 g',
      categoryId: sub,
      price: 120,
      mrp: 150,
      minQty: 1,
      maxQty: 10,
      stock: 40,
      popularity: most + 1,
      shortDescription: 'Bite-sized jaggery with sesame.',
      description: 'Made in small batches.',
      origin: 'Kerala, India',
      image: '/images/products/quokka.svg',
      isActive: true,
      netQuantity: '250 g',
      countryOfOrigin: 'India',
      manufacturer: 'Packed by Annapurna Organics, Bengaluru 560025',
      bestBefore: '4 months from packing',
      foodType: 'veg',
      hsn: '1704',
      gstRate: 5,
    },
  });
  expect(created.status).toBe(200);
  productId = created.body.data.id;
});
afterAll(() => app?.close());

async function showTop(isActive: boolean) {
  const res = await call(app, 'PUT', `/api/admin/categories/${top.id}`, { token: adminToken, body: { name: top.name, picture: top.picture, parentId: null, isActive } });
  expect(res.status).toBe(200);
  expect(res.body.data.isActive).toBe(isActive);
}

/** Whether the shopper meets the product (and the category) through each public call; the same URLs each time, so kept replies are tested too. */
async function whatTheShopperSees() {
  const search = encodeURIComponent(NAME);
  const [all, paged, byTop, bySub, home, searched, filtered, suggested, details, tops, subsOfTop, tree] = await Promise.all([
    call(app, 'GET', '/api/product'),
    call(app, 'GET', '/api/product?page=1&pageSize=5'),
    call(app, 'GET', `/api/product?catid=${top.id}`),
    call(app, 'GET', `/api/product?catid=${sub}`),
    call(app, 'GET', '/api/homePageproductlist'),
    call(app, 'GET', `/api/productserach?search=${search}`),
    call(app, 'GET', `/api/product?search=${search}`),
    call(app, 'GET', `/api/search/suggest?q=${search}`),
    call(app, 'GET', `/api/productdetails?Pid=${productId}`),
    call(app, 'GET', '/api/productcat'),
    call(app, 'GET', `/api/productcat?catid=${top.id}`),
    call(app, 'GET', '/api/categories'),
  ]);
  return {
    seen: {
      list: ids(all.body).includes(productId),
      firstPage: ids(paged.body).includes(productId),
      listOfCategory: byTop.status === 200 && ids(byTop.body).includes(productId),
      listOfSubcategory: bySub.status === 200 && ids(bySub.body).includes(productId),
      home: ids(home.body).includes(productId),
      search: ids(searched.body).includes(productId),
      keywordFilter: ids(filtered.body).includes(productId),
      suggestions: ids(suggested.body).includes(productId),
      details: details.status === 200 && details.body.data.Id === productId,
      categoryList: tops.body.data.some((c: { catid: number }) => c.catid === top.id),
      subcategoryList: subsOfTop.status === 200 && subsOfTop.body.data.length > 0,
      categoryTree: tree.body.data.some((c: { catid: number; ParentId: number | null }) => c.catid === top.id || c.ParentId === top.id),
    },
    statuses: { listOfCategory: byTop.status, listOfSubcategory: bySub.status, details: details.status, subcategoryList: subsOfTop.status },
    /** Products of the category's subcategories in the whole shop list. */
    fromCategory: (all.body.data as Listed[]).filter((p) => subIds.includes(p.CatId)).length,
    total: paged.body.total as number,
  };
}

const everywhere = (value: boolean) => ({
  list: value,
  firstPage: value,
  listOfCategory: value,
  listOfSubcategory: value,
  home: value,
  search: value,
  keywordFilter: value,
  suggestions: value,
  details: value,
  categoryList: value,
  subcategoryList: value,
  categoryTree: value,
});

const inCategory = () => sql`category_id in ${sql`(${sql.join(
  subIds.map((id) => sql`${id}`),
  sql`, `,
)})`}`;

/**
 * The search table's rows of the category's products: how many there are, how many the searches show (the
 * product shown, and its category and the category's parent: hidden_categories), and where each row is stored
 * (ctid: a row written again moves).
 */
async function searchRows() {
  const [row] = await selectRows<{ all: number; listed: number; places: string }>(
    app.db,
    sql`select count(*)::int as all,
          (count(*) filter (where listed and category_id not in (select id from hidden_categories)))::int as listed,
          string_agg(ctid::text, ',' order by product_id) as places
        from product_search where ${inCategory()}`,
  );
  return { all: Number(row.all), listed: Number(row.listed), places: row.places };
}

const catalogueVersion = async () => Number((await selectRows<{ version: string | number }>(app.db, sql`select version from catalogue_version where id = 1`))[0].version);

describe('a hidden top-level category', () => {
  let before: Awaited<ReturnType<typeof whatTheShopperSees>>;
  let quote: { status: number; body: unknown };

  it('shows the product everywhere while its category is shown', async () => {
    before = await whatTheShopperSees();
    expect(before.seen).toEqual(everywhere(true));
    expect(before.fromCategory).toBeGreaterThan(1);
    expect(await searchRows()).toMatchObject({ all: before.fromCategory, listed: before.fromCategory });
    expect((await addToCart(app, shopper, productId, 2)).status).toBe(200);
    quote = await placeOrder(app, shopper, 2);
    expect(quote.status).toBe(200);
  });

  it('hides its subcategories and all their products from every list, search, suggestion and product page', async () => {
    const version = await catalogueVersion();
    const rowsBefore = await searchRows();
    await showTop(false);
    // Hiding the category writes no search row (it used to rewrite every row under it, under four GIN indexes).
    expect((await searchRows()).places).toBe(rowsBefore.places);
    expect(await catalogueVersion()).toBeGreaterThan(version);
    const after = await whatTheShopperSees();
    expect(after.seen).toEqual(everywhere(false));
    expect(after.statuses).toEqual({ listOfCategory: 404, listOfSubcategory: 404, details: 404, subcategoryList: 404 });
    expect(after.fromCategory).toBe(0);
    expect(after.total).toBe(before.total - before.fromCategory);
    expect(await searchRows()).toMatchObject({ all: before.fromCategory, listed: 0 });
  });

  it('cannot be bought: add to cart and quantity changes are refused, the cart line is flagged and no order goes through', async () => {
    const added = await addToCart(app, await newShopper(app), productId);
    expect([added.status, added.body.msg]).toEqual([404, UNAVAILABLE]);
    const again = await addToCart(app, shopper, productId);
    expect([again.status, again.body.msg]).toEqual([404, UNAVAILABLE]);
    const changed = await call(app, 'GET', `/api/changeqty?pid=${productId}&qty=3`, { token: shopper.token });
    expect([changed.status, changed.body.msg]).toEqual([404, UNAVAILABLE]);
    const cart = await call(app, 'GET', '/api/cartdetails', { token: shopper.token });
    expect(cart.body.canCheckout).toBe(false);
    expect(cart.body.data).toEqual([expect.objectContaining({ pid: productId, qty: 2, In_stock: false, AvailableQuantity: 0, Problem: UNAVAILABLE })]);
    const quoted = await placeOrder(app, shopper, 2);
    expect(quoted.status).toBe(409);
    expect(quoted.body.msg).toContain(`${NAME}: ${UNAVAILABLE}`);
    // A summary taken while the category was shown cannot be saved either.
    const saved = await saveOrder(app, shopper, quote.body);
    expect(saved.status).toBe(409);
    expect(saved.body.response).toBe(false);
  });

  it('comes back everywhere, buyable, when the category is shown again', async () => {
    await showTop(true);
    const after = await whatTheShopperSees();
    expect(after.seen).toEqual(everywhere(true));
    expect(after.fromCategory).toBe(before.fromCategory);
    expect(after.total).toBe(before.total);
    expect(await searchRows()).toMatchObject({ all: before.fromCategory, listed: before.fromCategory });
    const cart = await call(app, 'GET', '/api/cartdetails', { token: shopper.token });
    expect(cart.body.canCheckout).toBe(true);
    expect((await call(app, 'GET', `/api/changeqty?pid=${productId}&qty=3`, { token: shopper.token })).status).toBe(200);
    const quoted = await placeOrder(app, shopper, 2);
    expect(quoted.status).toBe(200);
    const saved = await saveOrder(app, shopper, quoted.body);
    expect(saved.status).toBe(200);
  });

  it('lists the products of a subcategory moved out of a hidden category, and keeps a renamed hidden category hidden', async () => {
    const [other] = await app.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is null and ${categories.id} <> ${top.id} and ${categories.isActive}`)
      .limit(1);
    const [subRow] = await app.db.select().from(categories).where(eq(categories.id, sub));
    await showTop(false);
    const renamed = await call(app, 'PUT', `/api/admin/categories/${top.id}`, { token: adminToken, body: { name: `${top.name} (old)`, picture: top.picture, parentId: null, isActive: false } });
    expect(renamed.status).toBe(200);
    expect((await searchRows()).listed).toBe(0);
    const moved = await call(app, 'PUT', `/api/admin/categories/${sub}`, { token: adminToken, body: { name: subRow.name, picture: subRow.picture, parentId: other.id, isActive: true } });
    expect(moved.status).toBe(200);
    try {
      expect((await call(app, 'GET', `/api/productdetails?Pid=${productId}`)).status).toBe(200);
      expect(ids((await call(app, 'GET', `/api/search/suggest?q=${encodeURIComponent(NAME)}`)).body)).toContain(productId);
    } finally {
      await call(app, 'PUT', `/api/admin/categories/${sub}`, { token: adminToken, body: { name: subRow.name, picture: subRow.picture, parentId: top.id, isActive: true } });
      await showTop(true);
    }
    const rows = await searchRows();
    expect(rows.listed).toBe(rows.all);
  });

  it('keeps a product hidden while its own subcategory is hidden, even with the category shown', async () => {
    await app.db.update(categories).set({ isActive: false }).where(eq(categories.id, sub));
    try {
      const seen = await whatTheShopperSees();
      expect(seen.seen).toMatchObject({ list: false, home: false, search: false, suggestions: false, details: false, categoryList: true });
      expect((await addToCart(app, shopper, productId)).status).toBe(404);
    } finally {
      await app.db.update(categories).set({ isActive: true }).where(eq(categories.id, sub));
    }
  });
});
