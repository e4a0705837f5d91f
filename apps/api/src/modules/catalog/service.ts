import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UNPAGED_PRODUCT_LIMIT, type Banner, type Category, type Product, type ProductBrand, type ProductDetail, type ProductListQuery } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { banners, categories, categoryProductCounts, products } from '../../db/schema/index.ts';
import { listMatchingProducts } from './search/service.ts';
import { deliveredBestBefore } from './batches.ts';
import { indiaDay } from '../../lib/time.ts';
import { categoryShown, detailColumns, productColumns, productShown, toProduct, toProductDetail } from './product-view.ts';

/**
 * How many products the home page call returns: the bestsellers by units sold over the last 30 days (decision 261)
 * first, then the most popular; the home page's strips show each product once.
 */
export const HOME_PRODUCT_COUNT = 12;
/** The most categories (all levels) and banners a list call returns: far more than a shop shows, but bounded. */
export const CATEGORY_LIST_LIMIT = 1000;
export const BANNER_LIST_LIMIT = 100;

const discountOrder = sql`(${products.mrpPaise} - ${products.pricePaise})::float / ${products.mrpPaise}`;

function sortOrder(sort: ProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'priceAsc':
      return [asc(products.pricePaise), desc(products.popularity), asc(products.id)];
    case 'priceDesc':
      return [desc(products.pricePaise), desc(products.popularity), asc(products.id)];
    case 'discount':
      return [desc(discountOrder), desc(products.popularity), asc(products.id)];
    default:
      return [desc(products.popularity), asc(products.id)];
  }
}

/** A category's own products and those of its subcategories. */
function inCategory(catid: number): SQL {
  return or(
    eq(products.categoryId, catid),
    sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.parentId} = ${catid})`,
  )!;
}

/**
 * The products that can be on the first `depth` places of a category's list in this sort: the first `depth` of each
 * of its shown categories (itself and its subcategories), each read in order from a (category, sort) index. The page
 * is then sorted out of these few instead of out of every product of the category.
 */
function leadingInCategory(db: Db, catid: number, sort: ProductListQuery['sort'], narrowing: SQL | undefined, depth: number) {
  const shownCategories = db
    .select({ id: categories.id })
    .from(categories)
    .where(and(categoryShown, or(eq(categories.id, catid), eq(categories.parentId, catid))))
    .as('shown_categories');
  const leading = db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`${products.categoryId} = ${shownCategories.id}`, eq(products.isActive, true), narrowing))
    .orderBy(...sortOrder(sort))
    .limit(depth)
    .as('leading');
  return db.select({ id: leading.id }).from(shownCategories).crossJoinLateral(leading);
}

export async function listCategories(db: Db, parentId?: number): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, hindiName: categories.hindiName, picture: categories.picture, parentId: categories.parentId })
    .from(categories)
    .where(and(categoryShown, parentId === undefined ? isNull(categories.parentId) : eq(categories.parentId, parentId)))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(CATEGORY_LIST_LIMIT);
  return rows.map((r) => ({ catid: r.id, CatName: r.name, HindiName: r.hindiName, PictureName: r.picture, ParentId: r.parentId }));
}

/** Every shown category and subcategory in one list (ParentId null for a top-level category), in display order. */
export async function listAllCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, hindiName: categories.hindiName, picture: categories.picture, parentId: categories.parentId })
    .from(categories)
    .where(categoryShown)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(CATEGORY_LIST_LIMIT);
  return rows.map((r) => ({ catid: r.id, CatName: r.name, HindiName: r.hindiName, PictureName: r.picture, ParentId: r.parentId }));
}

/** A category the shop shows: active, and for a subcategory under an active category. */
export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, id), categoryShown)).limit(1);
  return Boolean(row);
}

/**
 * The shop's narrowing filters on products beyond the category: a price limit, a brand, veg or non-veg, in stock
 * (as In_stock says: at least the minimum order quantity left). Undefined when none is asked.
 */
function narrowingOf(query: ProductListQuery): SQL | undefined {
  return and(
    query.maxPrice === undefined ? undefined : lte(products.pricePaise, Math.round(query.maxPrice * 100)),
    query.brand === undefined ? undefined : eq(products.brand, query.brand),
    query.foodType === undefined ? undefined : eq(products.foodType, query.foodType),
    query.inStock ? gte(products.stock, products.minQty) : undefined,
  );
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<{ items: Product[]; total?: number }> {
  // The keyword filter is the search engine's: typos, Hindi names, and by default its relevance order.
  if (query.search) return listMatchingProducts(db, { ...query, search: query.search });
  const pageSize = query.pageSize ?? 10;
  const depth = query.page ? query.page * pageSize : UNPAGED_PRODUCT_LIMIT;
  const narrowing = narrowingOf(query);
  const filters: (SQL | undefined)[] = [productShown, narrowing];
  if (query.catid) filters.push(inArray(products.id, leadingInCategory(db, query.catid, query.sort, narrowing, depth)));
  const where = and(...filters);
  const base = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...sortOrder(query.sort));
  if (!query.page) return { items: (await base.limit(UNPAGED_PRODUCT_LIMIT)).map(toProduct) };
  const [rows, total] = await Promise.all([
    base.limit(pageSize).offset((query.page - 1) * pageSize),
    narrowing === undefined
      ? countListed(db, query.catid)
      : db
          .select({ total: count() })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(and(productShown, narrowing, query.catid ? inCategory(query.catid) : undefined))
          .then(([row]) => row.total),
  ]);
  return { items: rows.map(toProduct), total };
}

/** The brands on sale (in a category and its subcategories, or in all), with how many products each, by name. */
export async function listBrands(db: Db, catid: number | undefined): Promise<ProductBrand[]> {
  const rows = await db
    .select({ brand: products.brand, count: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(productShown, catid ? inCategory(catid) : undefined))
    .groupBy(products.brand)
    .orderBy(asc(products.brand))
    .limit(CATEGORY_LIST_LIMIT);
  return rows.filter((r) => r.brand.trim() !== '').map((r) => ({ Brand: r.brand, Count: r.count }));
}

/**
 * How many products the shop lists, in all or in one category (its own and its subcategories'): a sum over the
 * shown categories of the counts the database keeps (migration 0011), the same products productShown lets through.
 */
async function countListed(db: Db, catid: number | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${categoryProductCounts.listed})` })
    .from(categoryProductCounts)
    .innerJoin(categories, eq(categories.id, categoryProductCounts.categoryId))
    .where(and(categoryShown, catid === undefined ? undefined : or(eq(categories.id, catid), eq(categories.parentId, catid))));
  return Number(row?.total ?? 0);
}

export async function homeProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productShown)
    .orderBy(sql`${products.bestsellerRank} asc nulls last`, desc(products.popularity), asc(products.id))
    .limit(HOME_PRODUCT_COUNT);
  return rows.map(toProduct);
}

export async function productDetail(db: Db, id: number): Promise<ProductDetail | null> {
  const parent = alias(categories, 'parent');
  const [row] = await db
    .select({ ...productColumns, ...detailColumns, parentId: parent.id, parentName: parent.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(products.id, id), productShown))
    .limit(1);
  return row ? { ...toProductDetail(row), DeliveredBestBefore: await deliveredBestBefore(db, id, indiaDay(new Date())) } : null;
}

/** GET /api/productserach answers with the search engine's ranked results. */
export { searchProducts } from './search/service.ts';

export async function activeBanners(db: Db): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.sortOrder), asc(banners.id)).limit(BANNER_LIST_LIMIT);
  return rows.map((b) => ({ Banner_Kid: b.id, Banner_Image: b.image, Banner_Name: b.name, Banner_NavigateURL: b.navigateUrl, IsActive: b.isActive }));
}
