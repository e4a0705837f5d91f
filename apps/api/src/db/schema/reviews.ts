import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { products } from './catalog.ts';
import { orderLines } from './orders.ts';

/**
 * A shopper's review of a product they received (decision 260): one per delivered order line, shown once the back
 * office approved it. Approving or withdrawing one keeps products.review_count and rating_sum in the same transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Null once the member closed the account; the review stays, signed "A verified buyer". */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** pending (waiting for the back office), approved (shown) or rejected. */
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
