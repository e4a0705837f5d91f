import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** India's 36 states and union territories. */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_idx').on(t.stateId, t.name)],
);
