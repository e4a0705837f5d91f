import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

/**
 * A batch of a packed product as it arrived (issue 35, decision 270): its number and dates as printed on the pack, and
 * how many of its units are still on the shelf. The product's `stock` stays the sellable total (checkout takes it);
 * recording a batch adds to it, shipping takes units from the batches earliest expiry first (FEFO), and a batch whose
 * shelf life left falls below the dispatch rule is written off, its units taken from stock (catalog/batches.ts).
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The batch or lot number printed on the pack. */
    batchNo: text('batch_no').notNull(),
    /** Date of manufacture or packing, as printed. */
    packedOn: date('packed_on', { mode: 'string' }).notNull(),
    /** Use by / best before, as printed. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    quantityReceived: integer('quantity_received').notNull(),
    /** Units of this batch still on the shelf (not shipped, not written off). */
    quantityLeft: integer('quantity_left').notNull(),
    /** When its units left were written off as too close to expiry; null otherwise. */
    writtenOffAt: timestamp('written_off_at', { withTimezone: true }),
    writtenOffQty: integer('written_off_qty').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_batches_product_batch_idx').on(t.productId, t.batchNo),
    index('stock_batches_fefo_idx').on(t.productId, t.expiresOn).where(sql`quantity_left > 0`),
    check('stock_batches_quantity', sql`${t.quantityReceived} > 0 and ${t.quantityLeft} between 0 and ${t.quantityReceived}`),
    check('stock_batches_dates', sql`${t.expiresOn} > ${t.packedOn}`),
  ],
);

/**
 * Which order's units left which batch (decision 282): written when an order is shipped, so a recall of a batch names
 * every customer who received it (the FSSAI's Food Recall Procedure asks a food business to trace a batch to its
 * buyers). A cancelled shipped order's units go back to their batches and its rows go.
 */
export const batchShipments = pgTable(
  'batch_shipments',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    qty: integer('qty').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_shipments_batch_idx').on(t.batchId), index('batch_shipments_order_idx').on(t.orderId), check('batch_shipments_qty', sql`${t.qty} > 0`)],
);
