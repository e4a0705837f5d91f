import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { orders } from './orders.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    /** The description in Hindi (decision 154); null while none is given. */
    hindiDescription: text('hindi_description'),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent (1..100) for percent coupons, paise for flat ones. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** For a member's first order only: one with no order that counts (issue 33). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coupons_hindi_description_length', sql`${t.hindiDescription} is null or char_length(${t.hindiDescription}) between 1 and 200`)],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    memberId: integer('member_id').references(() => members.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.memberId)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A complaint's course (decision 240): acknowledged within 48 hours, resolved within a month, with a note. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note').notNull().default(''),
  },
  (t) => [index('contact_messages_email_idx').on(t.email, t.createdAt)],
);
