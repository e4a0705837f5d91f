import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Order mails waiting to be sent (the outbox): written in the transaction that changes the order, sent afterwards by
 * the API's mail worker (modules/orders/mail-outbox.ts). status: 'pending' until sent ('sent') or given up ('failed').
 * A worker claims a row by setting claimed_until; a claim that runs out (the process died) is taken again.
 */
export const orderMailOutbox = pgTable(
  'order_mail_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
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
  (t) => [unique('order_mail_outbox_order_kind').on(t.orderId, t.kind), index('order_mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
