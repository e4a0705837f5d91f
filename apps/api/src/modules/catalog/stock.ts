import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';

/**
 * A product's stock, as orders take it and give it back (decisions 097, 098). Every caller locks the products it
 * changes in id order and in the same mode (FOR NO KEY UPDATE), so a checkout, a cancellation and a short pick queue
 * behind one another instead of deadlocking; adding to a cart (whose foreign key check takes KEY SHARE) does not wait.
 */

export type StockLine = { productId: number; qty: number };

/**
 * Locks the products an order is about to take, in id order, and gives each one's HSN code and GST rate, which the
 * order keeps for its tax invoice.
 */
export async function lockForSale(tx: Tx, productIds: number[]): Promise<Map<number, { hsn: string | null; gstRate: number | null }>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const rows = await tx.select({ id: products.id, hsn: products.hsn, gstRate: products.gstRate }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
  return new Map(rows.map((p) => [p.id, { hsn: p.hsn, gstRate: p.gstRate }]));
}

/** Takes every line's units in one guarded statement (never below zero); false, and nothing taken, when any line is short. */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<boolean> {
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.qty}::int)`),
    sql`, `,
  );
  const taken = await selectRows<{ id: number }>(
    tx,
    sql`update ${products} p set stock = p.stock - v.qty, updated_at = now() from (values ${values}) as v(id, qty) where p.id = v.id and p.stock >= v.qty returning p.id`,
  );
  // A short line leaves the others taken: the caller's transaction is rolled back by the refusal it throws.
  return taken.length === lines.length;
}

/** The product a short item is replaced with, locked, and its `qty` units taken; `taken` is false when there are not that many. */
export async function takeSubstitute(tx: Tx, productId: number, qty: number) {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).limit(1).for('no key update');
  if (!product) return null;
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${qty}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${qty}`))
    .returning({ id: products.id });
  return { product, taken: taken.length > 0 };
}

/** Puts the units of a cancelled order back on the shelf, locking the products in id order as checkout does. */
export async function returnStock(tx: DbOrTx, lines: StockLine[]) {
  const qtyOf = new Map<number, number>();
  for (const l of lines) qtyOf.set(l.productId, (qtyOf.get(l.productId) ?? 0) + l.qty);
  const ids = [...qtyOf.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
  const values = sql.join(
    ids.map((id) => sql`(${id}::int, ${qtyOf.get(id)}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${products} p set stock = p.stock + v.qty, updated_at = now() from (values ${values}) as v(id, qty) where p.id = v.id`);
}

/** An approved review counts in its product's rating (sign 1), a withdrawn approval no longer does (sign -1). */
export async function countRating(tx: DbOrTx, productId: number, rating: number, sign: 1 | -1) {
  await tx
    .update(products)
    .set({ reviewCount: sql`${products.reviewCount} + ${sign}`, ratingSum: sql`${products.ratingSum} + ${sign * rating}` })
    .where(eq(products.id, productId));
}
