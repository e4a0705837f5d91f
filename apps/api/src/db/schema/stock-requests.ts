import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { products } from './catalog.ts';

/**
 * "Notify me" (issue 17, decision 133): a member waits for a product out of stock. When the product is back in stock
 * the database's trigger (migration 0015) closes every waiting request of it and queues one mail each in the mail
 * outbox, in the transaction that brought the stock back; a closed request never mails again.
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail was queued (stock returned), or the member withdrew it; null while waiting. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_requests_waiting_idx').on(t.memberId, t.productId).where(sql`closed_at is null`),
    index('stock_requests_product_waiting_idx').on(t.productId).where(sql`closed_at is null`),
  ],
);
