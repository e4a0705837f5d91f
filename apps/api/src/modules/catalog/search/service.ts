import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SUGGESTION_LIMIT, UNPAGED_PRODUCT_LIMIT, type Product, type ProductListQuery, type Suggestion } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { categories, products } from '../../../db/schema/index.ts';
import { productColumns, productShown, toProduct, type ProductRow } from '../product-view.ts';
import { joinsOf, plannedQueries, planSearch, type SearchPlan, type WordsJoin } from './plan.ts';
import { rankedIds, rowsOf, shownInSearch, tiers } from './ranking.ts';
import { rupeesFromPaise } from '../../../lib/money.ts';

/** How many products the search page shows at most. */
export const SEARCH_RESULT_LIMIT = 60;
/** Pages up to this depth come from the relevance walk (rankedIds); deeper ones from one sorted statement. */
const RANKED_DEPTH = 1000;

/** The shop list's other filters, applied to product_search (alias s) beside the words. */
type ListFilter = Pick<ProductListQuery, 'catid' | 'maxPrice' | 'brand' | 'foodType' | 'inStock'>;

function filterOf(f: ListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  // A category's own products and those of its subcategories, as the catalogue lists them.
  if (f.catid) parts.push(sql`(s.category_id = ${f.catid} or s.category_id in (select c.id from categories c where c.parent_id = ${f.catid}))`);
  if (f.maxPrice !== undefined) parts.push(sql`s.price_paise <= ${Math.round(f.maxPrice * 100)}`);
  // Brand, veg or non-veg, in stock: read from the product's own row (by its primary key).
  const own: SQL[] = [];
  if (f.brand !== undefined) own.push(sql`p.brand = ${f.brand}`);
  if (f.foodType !== undefined) own.push(sql`p.food_type = ${f.foodType}`);
  if (f.inStock) own.push(sql`p.stock >= p.min_qty`);
  if (own.length) parts.push(sql`exists (select 1 from products p where p.id = s.product_id and ${sql.join(own, sql` and `)})`);
  return sql.join(parts, sql` and `);
}

/**
 * The products of those ids, in that order (a product hidden meanwhile is left out). Callers pass at most a page or
 * UNPAGED_PRODUCT_LIMIT ids; they travel as one array parameter, however many there are.
 */
async function productsInOrder(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(productShown, sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every word required first; when no product has them all, all but one (three words or more); then any of them. The
 * products matching the most words are the whole answer, so none matching fewer ranks above them.
 */
async function search(db: Db, plan: SearchPlan, limit: number, descriptions: boolean): Promise<ProductRow[]> {
  let ids: number[] = [];
  for (const join of joinsOf(plan)) {
    ids = await rankedIds(db, plan, join, limit, { descriptions });
    if (ids.length) break;
  }
  return productsInOrder(db, ids);
}

/**
 * The search page (GET /api/productserach): full-text search over name, brand, category and description that
 * forgives typos and understands Hindi and Hinglish names, ranked by relevance, then popularity.
 */
export async function searchProducts(db: Db, text: string, limit = SEARCH_RESULT_LIMIT): Promise<Product[]> {
  const plan = await planSearch(db, text, { lastWordUnfinished: false });
  return (await search(db, plan, limit, true)).map(toProduct);
}

/** Suggestions while typing: names, brands and categories (not descriptions), the last word possibly unfinished. */
export async function suggestProducts(db: Db, text: string): Promise<Suggestion[]> {
  const plan = await planSearch(db, text, { lastWordUnfinished: true });
  const rows = await search(db, plan, SUGGESTION_LIMIT, false);
  return rows.map((r) => ({ Id: r.id, Name: r.name, HindiName: r.hindiName, Brand: r.brand, Img: r.image, Price: rupeesFromPaise(r.pricePaise), CatName: r.categoryName, In_stock: r.stock >= r.minQty }));
}

/**
 * 1 for a product whose name or brand carries the words (ranking tiers 4–6, ranks 8 to 13), 0 for one that only loosely matches
 * (its category, pack size or description): a sort by price or discount orders each group, close matches first, so
 * 'ghee' sorted by price never starts with a cheap biscuit made with ghee (issue 33).
 */
const closeMatch = (relevance: SQL) => sql`(case when ${relevance} >= 8 then 1 else 0 end)`;

/** The shop list's sorts (as the catalogue sorts), on product_search; the default is relevance, then popularity. */
function listOrder(sort: ProductListQuery['sort'], relevance: SQL): SQL {
  switch (sort) {
    case 'priceAsc':
      return sql`${closeMatch(relevance)} desc, s.price_paise asc, s.popularity desc, s.product_id asc`;
    case 'priceDesc':
      return sql`${closeMatch(relevance)} desc, s.price_paise desc, s.popularity desc, s.product_id asc`;
    case 'discount':
      return sql`${closeMatch(relevance)} desc, (s.mrp_paise - s.price_paise)::float / s.mrp_paise desc, s.popularity desc, s.product_id asc`;
    default:
      return sql`${relevance} desc, s.popularity desc, s.product_id asc`;
  }
}

/**
 * The shop's keyword filter (GET /api/product?search=): the search page's matches, within a category and a price
 * limit, sorted as asked, paged (with the total) or the first UNPAGED_PRODUCT_LIMIT. The default order's first pages
 * come from the relevance tiers.
 */
export async function listMatchingProducts(db: Db, query: ProductListQuery & { search: string }): Promise<{ items: Product[]; total?: number }> {
  const plan = await planSearch(db, query.search, { lastWordUnfinished: false });
  const filter = filterOf(query);
  const t = tiers({ common: Boolean(plan.common?.length) });
  // The first join, most words first, that some product here matches (the last one whatever).
  const joins = joinsOf(plan);
  let join: WordsJoin = joins[joins.length - 1];
  for (const candidate of joins.slice(0, -1)) {
    const hit = await db.execute(sql`with ${plannedQueries(plan, candidate)} select 1 from product_search s, q where ${shownInSearch} and ${filter} and ${t.any} limit 1`);
    if (rowsOf(hit).length) {
      join = candidate;
      break;
    }
  }
  const q = plannedQueries(plan, join);
  const where = sql`${shownInSearch} and ${filter} and ${t.any}`;
  const pageSize = query.pageSize ?? 10;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  let ids: number[];
  if (query.page && (query.sort ?? 'default') === 'default' && offset + pageSize <= RANKED_DEPTH) {
    ids = (await rankedIds(db, plan, join, offset + pageSize, { descriptions: true, filter })).slice(offset);
  } else {
    const window = query.page ? sql`limit ${pageSize} offset ${offset}` : sql`limit ${UNPAGED_PRODUCT_LIMIT}`;
    const rows = await db.execute(sql`with ${q} select s.product_id from product_search s, q where ${where} order by ${listOrder(query.sort, t.relevance)} ${window}`);
    ids = rowsOf<{ product_id: number }>(rows).map((r) => Number(r.product_id));
  }
  const items = (await productsInOrder(db, ids)).map(toProduct);
  if (!query.page) return { items };
  const counted = rowsOf<{ total: number }>(await db.execute(sql`with ${q} select count(*)::int as total from product_search s, q where ${where}`));
  return { items, total: Number(counted[0].total) };
}
