import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { stockRequests } from './stock-requests.ts';

/**
 * Order mails waiting to be sent (the outbox): written in the transaction that changes the order, sent afterwards by
 * the API's mail worker (modules/orders/mail-outbox.ts). status: 'pending' until sent ('sent') or given up ('failed').
 * A worker claims a row by setting claimed_until; a claim that runs out (the process died) is taken again.
 */
export const orderMailOutbox = pgTable(
  'order_mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The order the mail is about; null for a back-in-stock mail, which is about its stock request. */
    orderId: integer('order_id').references(() => orders.id),
    /** A back-in-stock mail's request (kind 'backInStock', queued by migration 0015's trigger); null for an order mail. */
    stockRequestId: integer('stock_request_id')
      .unique('order_mail_outbox_stock_request')
      .references(() => stockRequests.id, { onDelete: 'cascade' }),
    /** Which mail: modules/orders/order-mails.ts's OrderMailKind ('confirmation', 'cancelled', 'paymentReceived'…). */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('order_mail_outbox_order_kind').on(t.orderId, t.kind),
    index('order_mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('order_mail_outbox_about_one', sql`(${t.orderId} is null) <> (${t.stockRequestId} is null)`),
  ],
);
