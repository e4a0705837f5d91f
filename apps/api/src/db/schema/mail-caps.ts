import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How many mails of one kind an address was sent in its current day (modules/mail/caps.ts), so that nobody can flood
 * an inbox through a form that mails whatever address it is given: `sent` mails since `window_start`, a day long.
 */
export const mailCaps = pgTable(
  'mail_caps',
  {
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.email] })],
);
