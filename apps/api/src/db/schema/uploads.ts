import { customType, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea); node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures uploaded in the back office, kept in the database so every API process serves them. `name` is the path
 * under /api/uploads/ (e.g. products/Xy12-800.webp): unique and never reused, so a stored picture never changes.
 */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
