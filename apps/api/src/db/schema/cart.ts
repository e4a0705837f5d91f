import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean, index } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { products } from './catalog.ts';
import { cities, states } from './geo.ts';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    productId: integer('product_id').notNull().references(() => products.id),
    qty: integer('qty').notNull(),
    /**
     * What to do when the shop runs short of it: similar (replace with a similar item), none (don't replace) or call
     * (call me). Null until the shopper chooses: nothing is chosen for them, and a line ordered without a choice is not
     * replaced (decision 262).
     */
    substitute: text('substitute'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_member_product_idx').on(t.memberId, t.productId), check('cart_lines_qty_positive', sql`${t.qty} > 0`)],
);

export const shippingOptions = pgTable('shipping_options', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The name and description in Hindi (decision 160), shown to a shopper reading Hindi; null while none. */
  hindiName: text('hindi_name'),
  hindiDescription: text('hindi_description'),
  chargePaise: integer('charge_paise').notNull().default(0),
  /** Orders whose items total more than this ship free; null means never free. */
  freeAbovePaise: integer('free_above_paise'),
  needsAddress: boolean('needs_address').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * For an option without slots (express): orders placed before this minute of the day (India time) arrive the same
   * day, later ones on the next day it delivers (decision 183). Null: no same-day promise.
   */
  sameDayUntilMinute: integer('same_day_until_minute'),
}, (t) => [check('shipping_options_same_day_until', sql`${t.sameDayUntilMinute} is null or ${t.sameDayUntilMinute} between 0 and 1440`)]);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    delivery: integer('delivery').notNull().default(1),
    title: text('title').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    stateId: integer('state_id').notNull().references(() => states.id),
    cityId: integer('city_id').notNull().references(() => cities.id),
    pinCode: text('pin_code').notNull(),
    /** Who takes the order at the door, and the number the rider calls ('' when not given: the member's own). */
    receiverName: text('receiver_name').notNull().default(''),
    receiverMobile: text('receiver_mobile').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('addresses_member_idx').on(t.memberId)],
);

/** The coupon a member has applied to the current cart. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    memberId: integer('member_id').notNull().references(() => members.id),
    couponId: integer('coupon_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId] })],
);
