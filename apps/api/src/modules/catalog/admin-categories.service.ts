import { m } from '@shop/contract/text';
import { asc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { AdminCategory, AdminCategoryInput } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { outer, setSortOrder } from '../../lib/paging.ts';

/** Every category and subcategory, hidden ones included, with what they hold. */
export async function listCategories(db: DbOrTx, where?: SQL): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      hindiName: categories.hindiName,
      picture: categories.picture,
      parentId: categories.parentId,
      sortOrder: categories.sortOrder,
      isActive: categories.isActive,
      // A top-level category counts the products of its subcategories.
      productCount: sql<number>`(select count(*) from ${products} p where p.category_id = ${outer(categories, categories.id)} or p.category_id in (select s.id from ${categories} s where s.parent_id = ${outer(categories, categories.id)}))::int`,
      subcategoryCount: sql<number>`(select count(*) from ${categories} s where s.parent_id = ${outer(categories, categories.id)})::int`,
    })
    .from(categories)
    .where(where)
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sortOrder), asc(categories.id));
  return rows;
}

async function getCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [row] = await listCategories(db, eq(categories.id, id));
  if (!row) throw notFound('No such category.');
  return row;
}

/** Only two levels: a parent must be a top-level category. */
async function assertParent(db: DbOrTx, parentId: number) {
  const [p] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, parentId)).limit(1);
  if (!p) throw badRequest('The parent category does not exist.');
  if (p.parentId !== null) throw badRequest('A subcategory cannot hold subcategories: please choose a top-level category as the parent.');
}

const siblingsOf = (parentId: number | null) => (parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));

export async function createCategory(db: Db, actorId: number, input: AdminCategoryInput): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    if (input.parentId !== null) await assertParent(tx, input.parentId);
    const [{ last }] = await tx.select({ last: max(categories.sortOrder) }).from(categories).where(siblingsOf(input.parentId));
    const [{ id }] = await tx
      .insert(categories)
      .values({ name: input.name, hindiName: input.hindiName ?? null, picture: input.picture, parentId: input.parentId, isActive: input.isActive, sortOrder: (last ?? -1) + 1 })
      .returning({ id: categories.id });
    await recordAudit(tx, { actorId, action: 'create', entity: 'category', entityId: id, detail: { name: input.name, parentId: input.parentId } });
    return getCategory(tx, id);
  });
}

export async function updateCategory(db: Db, actorId: number, id: number, input: AdminCategoryInput): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const current = await getCategory(tx, id);
    if (input.parentId === id) throw badRequest('A category cannot be its own parent.');
    if (input.parentId !== current.parentId) {
      if (input.parentId !== null) {
        await assertParent(tx, input.parentId);
        if (current.subcategoryCount > 0) throw conflict(m`${current.name} has subcategories, so it cannot become a subcategory itself.`);
      } else {
        const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, id));
        if (n > 0) throw conflict(m`${current.name} holds ${n} products; products belong to subcategories, so move them first.`);
      }
    }
    // A Hindi name left out stays as it is (a back office that does not know it yet keeps it).
    const values = { name: input.name, hindiName: input.hindiName === undefined ? current.hindiName : input.hindiName, picture: input.picture, parentId: input.parentId, isActive: input.isActive };
    const changes = changedFields(current, values);
    if (Object.keys(changes).length) {
      const sortOrder = input.parentId !== current.parentId ? await nextSortOrder(tx, input.parentId) : current.sortOrder;
      await tx.update(categories).set({ ...values, sortOrder }).where(eq(categories.id, id));
      await recordAudit(tx, { actorId, action: 'update', entity: 'category', entityId: id, detail: { name: input.name, changes } });
    }
    return getCategory(tx, id);
  });
}

async function nextSortOrder(db: DbOrTx, parentId: number | null) {
  const [{ last }] = await db.select({ last: max(categories.sortOrder) }).from(categories).where(siblingsOf(parentId));
  return (last ?? -1) + 1;
}

/** Puts categories that share one parent in the given order. */
export async function reorderCategories(db: Db, actorId: number, ids: number[]): Promise<AdminCategory[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(inArray(categories.id, ids));
    if (rows.length !== ids.length) throw notFound('Some of these categories do not exist.');
    const parents = new Set(rows.map((r) => r.parentId));
    if (parents.size > 1) throw badRequest('Only categories under the same parent can be put in order together.');
    await setSortOrder(tx, categories, ids);
    await recordAudit(tx, { actorId, action: 'reorder', entity: 'category', entityId: rows[0].parentId ?? 'top', detail: { ids } });
    const [parentId] = parents;
    return listCategories(tx, siblingsOf(parentId));
  });
}
