import { m } from '@shop/contract/text';
import { and, asc, count, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lowStockThreshold, type AdminPage, type AdminProduct, type AdminProductCreateInput, type AdminProductDetail, type AdminProductInput } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, products, stockRequests } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { containsPattern, pageWindow } from '../../lib/paging.ts';
import { iso } from '../../lib/time.ts';
import { paiseFromRupees, rupeesFromPaise } from '../../lib/money.ts';
import { parseNetQuantity } from '@shop/contract/declarations';
import { foodLabelColumns, netQuantityOf, organicOf, unitSalePriceOf } from './product-view.ts';
import { labelColumns, assertLabelAllowsSale } from './food-label.ts';

const parent = alias(categories, 'parent');

const columns = {
  id: products.id,
  name: products.name,
  hindiName: products.hindiName,
  brand: products.brand,
  packSize: products.packSize,
  image: products.image,
  categoryId: products.categoryId,
  categoryName: categories.name,
  parentCategoryName: parent.name,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  stock: products.stock,
  minQty: products.minQty,
  maxQty: products.maxQty,
  popularity: products.popularity,
  isActive: products.isActive,
  updatedAt: products.updatedAt,
  /** Members waiting for a back-in-stock mail (decision 133): the open requests, from their partial index. */
  waiting: sql<number>`(select count(*)::int from ${stockRequests} where ${stockRequests.productId} = ${products.id} and ${stockRequests.closedAt} is null)`,
};
type Row = {
  id: number;
  name: string;
  hindiName: string | null;
  brand: string;
  packSize: string;
  image: string;
  categoryId: number;
  categoryName: string;
  parentCategoryName: string | null;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  minQty: number;
  maxQty: number;
  popularity: number;
  isActive: boolean;
  updatedAt: Date;
  waiting: number;
};

function toAdminProduct(r: Row): AdminProduct {
  return {
    id: r.id,
    name: r.name,
    hindiName: r.hindiName,
    brand: r.brand,
    packSize: r.packSize,
    image: r.image,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    parentCategoryName: r.parentCategoryName,
    price: rupeesFromPaise(r.pricePaise),
    mrp: rupeesFromPaise(r.mrpPaise),
    stock: r.stock,
    minQty: r.minQty,
    maxQty: r.maxQty,
    popularity: r.popularity,
    isActive: r.isActive,
    updatedAt: iso(r.updatedAt),
    waiting: Number(r.waiting),
  };
}

/** Out of stock: fewer units left than the minimum order (the shop shows 'Out of Stock'). Low: in stock, but few. */
const outOfStock = lt(products.stock, products.minQty);
const lowStock = and(gte(products.stock, products.minQty), lte(products.stock, lowStockThreshold));

export async function listProducts(
  db: Db,
  q: { page: number; pageSize: number; search?: string; categoryId?: number; stock: 'all' | 'low' | 'out'; visibility: 'all' | 'active' | 'hidden' },
): Promise<AdminPage<AdminProduct>> {
  const filters: (SQL | undefined)[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    const byId = /^\d{1,9}$/.test(q.search) ? eq(products.id, Number(q.search)) : undefined;
    filters.push(or(byId, ilike(products.name, pattern), ilike(products.hindiName, pattern), ilike(products.brand, pattern)));
  }
  // A category filter on a top-level category takes the products of all its subcategories.
  if (q.categoryId) filters.push(or(eq(products.categoryId, q.categoryId), eq(categories.parentId, q.categoryId)));
  if (q.stock === 'out') filters.push(outOfStock);
  if (q.stock === 'low') filters.push(lowStock);
  if (q.visibility !== 'all') filters.push(eq(products.isActive, q.visibility === 'active'));
  const where = and(...filters);
  const { limit, offset } = pageWindow(q);
  const order = q.stock === 'all' ? [asc(products.name), asc(products.id)] : [asc(products.stock), asc(products.name), asc(products.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
  ]);
  return { items: rows.map(toAdminProduct), total, page: q.page, pageSize: q.pageSize };
}

export async function getProduct(db: DbOrTx, id: number): Promise<AdminProductDetail> {
  const [row] = await db
    .select({
      ...columns,
      shortDescription: products.shortDescription,
      description: products.description,
      origin: products.origin,
      hindiShortDescription: products.hindiShortDescription,
      hindiDescription: products.hindiDescription,
      hindiOrigin: products.hindiOrigin,
      netQuantity: products.netQuantity,
      netUnit: products.netUnit,
      countryOfOrigin: products.countryOfOrigin,
      manufacturer: products.manufacturer,
      bestBefore: products.bestBefore,
      foodType: products.foodType,
      hsn: products.hsn,
      gstRate: products.gstRate,
      ...foodLabelColumns,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw notFound('No such product.');
  return {
    ...toAdminProduct(row),
    shortDescription: row.shortDescription,
    description: row.description,
    origin: row.origin,
    hindiShortDescription: row.hindiShortDescription,
    hindiDescription: row.hindiDescription,
    hindiOrigin: row.hindiOrigin,
    netQuantity: netQuantityOf(row),
    unitSalePrice: unitSalePriceOf(row),
    countryOfOrigin: row.countryOfOrigin,
    manufacturer: row.manufacturer,
    bestBefore: row.bestBefore,
    foodType: row.foodType,
    hsn: row.hsn,
    gstRate: row.gstRate,
    ingredients: row.ingredients,
    allergens: row.allergens,
    nutrition: row.nutrition,
    fssaiLicence: row.fssaiLicence,
    organicCertification: organicOf(row),
    freshProduce: row.freshProduce,
  };
}

/** Products belong to subcategories (Rice, Atta...), never straight to a top-level category. */
async function assertSubcategory(db: DbOrTx, categoryId: number) {
  const [cat] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!cat) throw badRequest('Please choose a subcategory that exists.');
  if (cat.parentId === null) throw badRequest('Please choose a subcategory: products belong to subcategories (such as Rice under Staples), not to a top-level category.');
}

/** The Hindi texts an edit may leave out. */
const hindiFields = ['hindiName', 'hindiShortDescription', 'hindiDescription', 'hindiOrigin'] as const;

function toColumns(input: AdminProductInput) {
  // The contract checked that it parses; the unit is kept as declared (1 kg stays 1 kg, 1000 g stays 1000 g).
  const net = parseNetQuantity(input.netQuantity);
  if (!net) throw badRequest('Net quantity must be an amount and a unit, such as 500 g, 1.5 kg, 200 ml, 1 L or 6 pieces.');
  return {
    name: input.name,
    hindiName: input.hindiName ?? null,
    brand: input.brand,
    packSize: input.packSize,
    categoryId: input.categoryId,
    pricePaise: paiseFromRupees(input.price),
    mrpPaise: paiseFromRupees(input.mrp),
    minQty: input.minQty,
    maxQty: input.maxQty,
    popularity: input.popularity,
    shortDescription: input.shortDescription,
    description: input.description,
    origin: input.origin,
    hindiShortDescription: input.hindiShortDescription ?? null,
    hindiDescription: input.hindiDescription ?? null,
    hindiOrigin: input.hindiOrigin ?? null,
    image: input.image,
    isActive: input.isActive,
    netQuantity: net.amount,
    netUnit: net.unit,
    countryOfOrigin: input.countryOfOrigin,
    manufacturer: input.manufacturer,
    bestBefore: input.bestBefore || null,
    foodType: input.foodType,
    hsn: input.hsn,
    gstRate: input.gstRate,
  };
}

export async function createProduct(db: Db, actorId: number, input: AdminProductCreateInput): Promise<AdminProductDetail> {
  return db.transaction(async (tx) => {
    await assertSubcategory(tx, input.categoryId);
    const values = { ...toColumns(input), ...labelColumns(input, null), stock: input.stock };
    await assertLabelAllowsSale(tx, values, null);
    const [{ id }] = await tx.insert(products).values(values).returning({ id: products.id });
    await recordAudit(tx, { actorId, action: 'create', entity: 'product', entityId: id, detail: { name: input.name, stock: input.stock, price: input.price } });
    return getProduct(tx, id);
  });
}

export async function updateProduct(db: Db, actorId: number, id: number, input: AdminProductInput): Promise<AdminProductDetail> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!before) throw notFound('No such product.');
    if (input.categoryId !== before.categoryId) await assertSubcategory(tx, input.categoryId);
    // A Hindi text left out stays as it is (a back office that does not know it yet keeps it).
    const values = { ...toColumns(input), ...labelColumns(input, before) };
    for (const field of hindiFields) if (input[field] === undefined) values[field] = before[field];
    await assertLabelAllowsSale(tx, values, before);
    const changes = changedFields(before, values);
    if (Object.keys(changes).length) {
      await tx.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id));
      await recordAudit(tx, { actorId, action: 'update', entity: 'product', entityId: id, detail: { name: input.name, changes } });
    }
    return getProduct(tx, id);
  });
}

export async function setProductVisibility(db: Db, actorId: number, id: number, isActive: boolean): Promise<AdminProductDetail> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!before) throw notFound('No such product.');
    await assertLabelAllowsSale(tx, { ...before, isActive }, before);
    const [row] = await tx.update(products).set({ isActive, updatedAt: new Date() }).where(eq(products.id, id)).returning({ name: products.name });
    if (!row) throw notFound('No such product.');
    await recordAudit(tx, { actorId, action: isActive ? 'show' : 'hide', entity: 'product', entityId: id, detail: { name: row.name } });
    return getProduct(tx, id);
  });
}

/** Adds or removes units in one statement, so a sale happening at the same moment is never lost. */
export async function adjustStock(db: Db, actorId: number, id: number, change: number, reason: string): Promise<AdminProductDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${change}`, updatedAt: new Date() })
      .where(and(eq(products.id, id), gte(sql`${products.stock} + ${change}`, 0)))
      .returning({ stock: products.stock, name: products.name });
    if (!row) {
      const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id)).limit(1);
      if (!current) throw notFound('No such product.');
      throw conflict(m`Only ${current.stock} in stock: you cannot remove ${-change}.`);
    }
    await recordAudit(tx, { actorId, action: 'stock', entity: 'product', entityId: id, detail: { name: row.name, change, reason, before: row.stock - change, after: row.stock } });
    return getProduct(tx, id);
  });
}
