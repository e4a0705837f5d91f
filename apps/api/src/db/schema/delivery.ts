import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, boolean } from 'drizzle-orm/pg-core';
import { shippingOptions } from './cart.ts';

/**
 * Where a delivery option goes: a range of pin codes (a single code has from = to), with the city and state the back
 * office names for it (GET /api/pincode answers City and State from here, decision 121). An option needing no address
 * (store pickup) is open to everyone and has no areas.
 */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id').notNull().references(() => shippingOptions.id),
    pinFrom: integer('pin_from').notNull(),
    pinTo: integer('pin_to').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    index('delivery_areas_pins_idx').on(t.pinFrom, t.pinTo),
    check('delivery_areas_range', sql`${t.pinFrom} between 110000 and 999999 and ${t.pinTo} between ${t.pinFrom} and 999999`),
  ],
);

/** A weekly delivery slot of an option: every such weekday (0 Sunday … 6 Saturday, India time), start to end, so many orders. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id').notNull().references(() => shippingOptions.id),
    weekday: integer('weekday').notNull(),
    /** Minutes after midnight, India time. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** How many orders the slot takes on one day. */
    capacity: integer('capacity').notNull(),
    /** Booking closes this many hours before the start. */
    cutoffHours: integer('cutoff_hours').notNull().default(2),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('delivery_slots_option_idx').on(t.optionId, t.weekday),
    check('delivery_slots_shape', sql`${t.weekday} between 0 and 6 and ${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440 and ${t.capacity} >= 0 and ${t.cutoffHours} between 0 and 72`),
  ],
);

/** How many orders a slot has on one day: taken with a guarded update in the order's transaction (decision 122). */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    slotId: integer('slot_id').notNull().references(() => deliverySlots.id),
    day: date('day', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.day] }), check('slot_bookings_booked', sql`${t.booked} >= 0`)],
);

/** A day an option does not deliver (a holiday): its slots are shown, none available. */
export const closedDays = pgTable(
  'delivery_closed_days',
  {
    optionId: integer('option_id').notNull().references(() => shippingOptions.id),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.day] })],
);
