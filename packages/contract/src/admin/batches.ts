import { z } from 'zod';
import { envelope, idParam } from '../envelope.ts';
import { isoDay, requiredText, wholeField } from './common.ts';

/**
 * The dispatch rule (decision 270; the FSSAI's advisory to e-commerce food businesses): a batch is dispatched only while
 * it has at least 30% of its shelf life left, or 45 days, whichever is less. Its shelf life is packed on to expiry;
 * its life left on a day is the days from that day to expiry. A 5-day curd needs 2 days left, a 9-month oil 45.
 */
export const SHELF_LIFE_SHARE = 0.3;
export const SHELF_LIFE_DAYS_CAP = 45;

const dayMs = 86_400_000;
/** Whole days from one calendar day (2026-11-27) to another; negative when `to` is before `from`. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The fewest days of shelf life a batch packed on `packedOn`, expiring on `expiresOn`, must have left to be dispatched. */
export function minimumDaysLeft(packedOn: string, expiresOn: string): number {
  return Math.min(SHELF_LIFE_DAYS_CAP, Math.ceil(SHELF_LIFE_SHARE * daysBetween(packedOn, expiresOn)));
}

/** Whether the batch may leave the shop on `day` (the day it is dispatched). */
export function dispatchableOn(batch: { packedOn: string; expiresOn: string }, day: string): boolean {
  return daysBetween(day, batch.expiresOn) >= minimumDaysLeft(batch.packedOn, batch.expiresOn);
}

/** The last day a batch may be dispatched on. */
export function lastDispatchDay(batch: { packedOn: string; expiresOn: string }): string {
  const t = Date.parse(`${batch.expiresOn}T00:00:00Z`) - minimumDaysLeft(batch.packedOn, batch.expiresOn) * dayMs;
  return new Date(t).toISOString().slice(0, 10);
}

/** One batch of a product, as the back office lists it (earliest expiry first). */
export const adminStockBatch = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  packedOn: z.string(),
  expiresOn: z.string(),
  receivedOn: z.string(),
  quantityReceived: z.number().int(),
  quantityLeft: z.number().int(),
  /** The last day it may be dispatched on (the rule above). */
  dispatchUntil: z.string(),
  /** Whether it may be dispatched today. */
  dispatchable: z.boolean(),
  writtenOffQty: z.number().int(),
  writtenOffAt: z.string().nullable(),
});
export type AdminStockBatch = z.infer<typeof adminStockBatch>;

/** GET /api/admin/products/:id/batches: the product's batches and its stock. */
export const adminStockBatches = z.object({ stock: z.number().int(), batches: z.array(adminStockBatch) });
export type AdminStockBatches = z.infer<typeof adminStockBatches>;
export const adminStockBatchesReply = envelope(adminStockBatches);

/**
 * POST /api/admin/products/:id/batches: a batch received. Its quantity is added to the product's stock. The server
 * refuses (400) an expiry already past, a packing day in the future, and a batch already too short-dated to dispatch.
 */
export const adminStockBatchInput = z
  .object({
    batchNo: requiredText('Batch number', 1, 40).regex(/^[A-Za-z0-9][A-Za-z0-9/\-. ]*$/, { error: 'Batch number may hold letters, digits, spaces and - / . only.' }),
    packedOn: isoDay('Packed on'),
    expiresOn: isoDay('Expiry date'),
    quantity: wholeField('Quantity', 1, 1_000_000),
  })
  .refine((b) => b.expiresOn > b.packedOn, { path: ['expiresOn'], error: 'Expiry date must be after the packing date.' });
export type AdminStockBatchInput = z.infer<typeof adminStockBatchInput>;

/** GET /api/admin/products/:id/batches/:batch/orders: the batch's path, a product's batch by its id. */
export const adminBatchPath = z.object({ id: idParam('id'), batch: idParam('batch') });

/**
 * GET /api/admin/products/:id/batches/:batch/orders: who received units of a batch (decision 282), newest shipment
 * first, so that a recall reaches every buyer: each order with its customer, the number the rider called, the city,
 * and how many units of the batch it took. A shipped order cancelled since gave its units back and is not listed.
 */
export const adminBatchRecipients = z.object({
  batchNo: z.string(),
  expiresOn: z.string(),
  /** The product's name and pack size. */
  product: z.string(),
  /** Units of the batch that reached customers. */
  units: z.number().int(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      tranId: z.string(),
      customerName: z.string(),
      customerEmail: z.string().nullable(),
      mobile: z.string().nullable(),
      city: z.string().nullable(),
      qty: z.number().int(),
      shippedAt: z.string(),
      status: z.number().int(),
      statusName: z.string(),
    }),
  ),
});
export type AdminBatchRecipients = z.infer<typeof adminBatchRecipients>;
export const adminBatchRecipientsReply = envelope(adminBatchRecipients);
