import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AdminBatchRecipients } from '@shop/contract/admin';
import { orderStatusWord } from '@shop/contract/format';
import type { DbOrTx } from '../../db/client.ts';
import { batchShipments, orders, products, stockBatches } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { iso } from '../../lib/time.ts';
import { pickFefo } from './batches.ts';

/**
 * Which batch each shipped unit came from (decision 282), so that a recall reaches every buyer of a batch and a
 * cancelled shipment's units go back where they came from.
 */

/**
 * Takes the units of a shipped order's lines from their products' batches, earliest expiry first among those
 * dispatchable on `day`, inside the shipping transaction (the batches locked), and records which batch gave how many
 * to the order. Units no batch holds came from stock recorded without a batch.
 */
export async function takeFromBatches(tx: DbOrTx, orderId: number, lines: { productId: number; qty: number }[], day: string, at: Date): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  if (!ids.length) return;
  const rows = await tx
    .select()
    .from(stockBatches)
    .where(and(inArray(stockBatches.productId, ids), gt(stockBatches.quantityLeft, 0)))
    .orderBy(asc(stockBatches.productId), asc(stockBatches.expiresOn), asc(stockBatches.id))
    .for('update');
  if (!rows.length) return;
  const before = new Map(rows.map((r) => [r.id, r.quantityLeft]));
  for (const line of lines) pickFefo(rows.filter((r) => r.productId === line.productId), line.qty, day);
  const taken = rows.filter((r) => r.quantityLeft !== before.get(r.id));
  for (const r of taken) await tx.update(stockBatches).set({ quantityLeft: r.quantityLeft }).where(eq(stockBatches.id, r.id));
  if (taken.length) await tx.insert(batchShipments).values(taken.map((r) => ({ batchId: r.id, orderId, qty: before.get(r.id)! - r.quantityLeft, shippedAt: at })));
}

/** A shipped order cancelled: its units go back to the batches they left (its stock comes back through returnStock). */
export async function returnToBatches(tx: DbOrTx, orderId: number): Promise<void> {
  const shipped = await tx.delete(batchShipments).where(eq(batchShipments.orderId, orderId)).returning({ batchId: batchShipments.batchId, qty: batchShipments.qty });
  for (const s of shipped) await tx.update(stockBatches).set({ quantityLeft: sql`${stockBatches.quantityLeft} + ${s.qty}` }).where(eq(stockBatches.id, s.batchId));
}

/** GET /api/admin/products/:id/batches/:batch/orders: every order that received units of the batch, newest first. */
export async function batchRecipients(db: DbOrTx, productId: number, batchId: number): Promise<AdminBatchRecipients> {
  const [batch] = await db
    .select({ batchNo: stockBatches.batchNo, expiresOn: stockBatches.expiresOn, name: products.name, packSize: products.packSize })
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .where(and(eq(stockBatches.id, batchId), eq(stockBatches.productId, productId)))
    .limit(1);
  if (!batch) throw notFound('No such batch of this product.');
  const rows = await db
    .select({ order: orders, qty: batchShipments.qty, shippedAt: batchShipments.shippedAt })
    .from(batchShipments)
    .innerJoin(orders, eq(orders.id, batchShipments.orderId))
    .where(eq(batchShipments.batchId, batchId))
    .orderBy(desc(batchShipments.shippedAt), desc(batchShipments.id));
  return {
    batchNo: batch.batchNo,
    expiresOn: batch.expiresOn,
    product: `${batch.name} (${batch.packSize})`,
    units: rows.reduce((n, r) => n + r.qty, 0),
    orders: rows.map(({ order, qty, shippedAt }) => ({
      id: order.id,
      tranId: order.tranId,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      mobile: order.address?.receiverMobile ?? null,
      city: order.address?.city ?? null,
      qty,
      shippedAt: iso(shippedAt),
      status: order.status,
      statusName: orderStatusWord(order.status),
    })),
  };
}
