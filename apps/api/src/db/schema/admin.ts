import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Every change an admin makes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => members.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Login, back-office and payment events, kept SECURITY_LOG_DAYS (180) days as CERT-In's directions of April 2022 ask
 * (modules/audit/security-log.ts). `event` is 'request' for a call's own row (detail: method, route pattern, status,
 * ms, user agent) or the event's name ('login_failed', 'upi_payment_expired'...). member_id names the member without a
 * foreign key: the row outlives an account that is closed. No address, password, code or query is written.
 */
export const securityLog = pgTable(
  'security_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    memberId: integer('member_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('security_log_at_idx').on(t.at)],
);
