import { m } from '@shop/contract/text';
// Batches, expiry and shelf life (issue 35, decision 270). A product's `stock` stays the sellable total that checkout
// takes atomically; a batch recorded adds its units to it; shipping an order takes its units from the product's
// batches earliest expiry first (FEFO); a batch whose shelf life left falls below the dispatch rule
// (@shop/contract/admin minimumDaysLeft: 30% of its shelf life, at most 45 days) is written off, its units taken from
// stock, so what only sits in such a batch is never sold. A product without batches works as before.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dispatchableOn, lastDispatchDay, minimumDaysLeft, daysBetween, SHELF_LIFE_DAYS_CAP, SHELF_LIFE_SHARE, type AdminStockBatches, type AdminStockBatchInput } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, stockBatches } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';
import { indiaDay } from '../../lib/time.ts';
import { keepDoing } from '../../lib/periodic.ts';
import { recordAudit } from '../audit/index.ts';

export type BatchRow = typeof stockBatches.$inferSelect;
/** Units of one batch to pick. */
export type BatchPick = { batchNo: string; expiresOn: string; qty: number };

/** A batch is dispatchable on `day` (a date expression) while its days left reach the rule; the same rule in SQL. */
const dispatchableSql = (day: string) =>
  sql`(${stockBatches.expiresOn} - ${day}::date) >= least(${SHELF_LIFE_DAYS_CAP}, ceil(${SHELF_LIFE_SHARE}::numeric * (${stockBatches.expiresOn} - ${stockBatches.packedOn})))`;

export const byFefo = (a: BatchRow, b: BatchRow) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.id - b.id);

/** GET /api/admin/products/:id/batches: every batch of the product, earliest expiry first. */
export async function listBatches(db: DbOrTx, productId: number, today: string): Promise<AdminStockBatches> {
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound('No such product.');
  const rows = await db.select().from(stockBatches).where(eq(stockBatches.productId, productId)).orderBy(asc(stockBatches.expiresOn), asc(stockBatches.id));
  return {
    stock: product.stock,
    batches: rows.map((b) => ({
      id: b.id,
      batchNo: b.batchNo,
      packedOn: b.packedOn,
      expiresOn: b.expiresOn,
      receivedOn: b.receivedOn,
      quantityReceived: b.quantityReceived,
      quantityLeft: b.quantityLeft,
      dispatchUntil: lastDispatchDay(b),
      dispatchable: dispatchableOn(b, today),
      writtenOffQty: b.writtenOffQty,
      writtenOffAt: b.writtenOffAt?.toISOString() ?? null,
    })),
  };
}

/**
 * POST /api/admin/products/:id/batches: records a batch received today and adds its units to stock in one statement
 * (a sale at the same moment is never lost), with the audit log's stock row as a stock adjustment has.
 */
export async function recordBatch(db: Db, actorId: number, productId: number, input: AdminStockBatchInput, today: string): Promise<AdminStockBatches> {
  if (input.expiresOn <= today) throw badRequest(m`Expiry date ${input.expiresOn} has passed: a batch past its expiry cannot be received.`);
  if (input.packedOn > today) throw badRequest(m`Packed on ${input.packedOn} is in the future.`);
  if (!dispatchableOn(input, today)) {
    const need = minimumDaysLeft(input.packedOn, input.expiresOn);
    throw badRequest(m`Expiry date ${input.expiresOn} leaves ${daysBetween(today, input.expiresOn)} days: a batch is dispatched only with at least ${need} days left.`);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${input.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ stock: products.stock, name: products.name });
    if (!row) throw notFound('No such product.');
    // The batch number's unique index decides between two people recording the same batch at once.
    const [added] = await tx
      .insert(stockBatches)
      .values({
        productId,
        batchNo: input.batchNo,
        packedOn: input.packedOn,
        expiresOn: input.expiresOn,
        receivedOn: today,
        quantityReceived: input.quantity,
        quantityLeft: input.quantity,
      })
      .onConflictDoNothing()
      .returning({ id: stockBatches.id });
    if (!added) throw conflict(m`Batch ${input.batchNo} of this product is already recorded.`);
    await recordAudit(tx, {
      actorId,
      action: 'stock',
      entity: 'product',
      entityId: productId,
      detail: { name: row.name, change: input.quantity, reason: `Batch ${input.batchNo} received (expires ${input.expiresOn})`, before: row.stock - input.quantity, after: row.stock, batchNo: input.batchNo },
    });
    return listBatches(tx, productId, today);
  });
}

/**
 * Earliest expiry first over the batches dispatchable on `day` with units left: which batches `qty` units come from.
 * Units beyond the batches (stock recorded without a batch) are not named. `left` is drawn down, so several lines
 * in turn share the batches.
 */
export function pickFefo(batches: BatchRow[], qty: number, day: string): BatchPick[] {
  const picks: BatchPick[] = [];
  let wanted = qty;
  for (const b of [...batches].sort(byFefo)) {
    if (wanted <= 0) break;
    if (b.quantityLeft <= 0 || !dispatchableOn(b, day)) continue;
    const take = Math.min(b.quantityLeft, wanted);
    b.quantityLeft -= take;
    wanted -= take;
    picks.push({ batchNo: b.batchNo, expiresOn: b.expiresOn, qty: take });
  }
  return picks;
}

/** The batches with units left of these products, per product (for the picking list's plan). */
export async function batchesOf(db: DbOrTx, productIds: number[]): Promise<Map<number, BatchRow[]>> {
  const byProduct = new Map<number, BatchRow[]>();
  if (!productIds.length) return byProduct;
  const rows = await db.select().from(stockBatches).where(and(inArray(stockBatches.productId, productIds), gt(stockBatches.quantityLeft, 0)));
  for (const r of rows.sort(byFefo)) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
  return byProduct;
}

/** The expiry of what would be delivered today: the earliest dispatchable batch with units left; null without one. */
export async function deliveredBestBefore(db: DbOrTx, productId: number, day: string): Promise<string | null> {
  const [row] = await db
    .select({ expiresOn: stockBatches.expiresOn })
    .from(stockBatches)
    .where(and(eq(stockBatches.productId, productId), gt(stockBatches.quantityLeft, 0), dispatchableSql(day)))
    .orderBy(asc(stockBatches.expiresOn))
    .limit(1);
  return row?.expiresOn ?? null;
}

/**
 * Writes off every batch no longer dispatchable on `day` that still has units: they leave the batch and the sellable
 * stock (never below zero: units already sold from it are then short at picking). One transaction per product, the
 * product locked first as checkout locks it. Returns how many units were written off.
 */
export async function writeOffShortDated(db: Db, day: string): Promise<number> {
  const stale = and(gt(stockBatches.quantityLeft, 0), sql`not ${dispatchableSql(day)}`);
  const due = await db.selectDistinct({ productId: stockBatches.productId }).from(stockBatches).where(stale);
  let written = 0;
  for (const { productId } of due.sort((a, b) => a.productId - b.productId)) {
    written += await db.transaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
      const rows = await tx.select().from(stockBatches).where(and(eq(stockBatches.productId, productId), stale)).for('update');
      const units = rows.reduce((sum, r) => sum + r.quantityLeft, 0);
      if (!units) return 0;
      await tx
        .update(stockBatches)
        .set({ writtenOffQty: sql`${stockBatches.writtenOffQty} + ${stockBatches.quantityLeft}`, quantityLeft: 0, writtenOffAt: new Date() })
        .where(inArray(stockBatches.id, rows.map((r) => r.id)));
      await tx.update(products).set({ stock: sql`${products.stock} - least(${products.stock}, ${units})`, updatedAt: new Date() }).where(eq(products.id, productId));
      return units;
    });
  }
  return written;
}

const SWEEP_MS = 3_600_000;

/** Writes off short-dated batches once the app is ready and then hourly (a batch falls below the rule as a day begins). */
export function keepBatchesDispatchable(app: FastifyInstance): void {
  keepDoing(app, { intervalMs: SWEEP_MS, task: () => writeOffShortDated(app.db, indiaDay(app.clock.now())), failure: 'Short-dated batches were not written off.' });
}
