import { and, between, eq } from 'drizzle-orm';
import type { Arrival } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { closedDays } from '../../db/schema/index.ts';
import { addDays, indiaDay, indiaMoment } from '../../lib/time.ts';
import type { DeliveryOption } from './options.ts';
import { availableSlots, slotDaysAhead } from './slots.ts';

/**
 * When an order placed now would arrive with an option (decision 183): the earliest slot still free for an option
 * with slots; the day for a same-day option (today before its cut-off, else the next day it delivers); null for store
 * pickup, or when nothing is free in the next 7 days. `Today` is India's day, for words such as "Tomorrow".
 */
export async function arrivalOf(db: DbOrTx, option: DeliveryOption, now: Date): Promise<Arrival | null> {
  const today = indiaDay(now);
  if (!option.needsAddress) return null;
  const [slot] = await availableSlots(db, option.id, now);
  if (slot) return { Date: slot.day, From: slot.from, To: slot.to, Today: today };
  if (option.sameDayUntilMinute === null) return null;
  const last = addDays(today, slotDaysAhead - 1);
  const closed = new Set((await db.select({ day: closedDays.day }).from(closedDays).where(and(eq(closedDays.optionId, option.id), between(closedDays.day, today, last)))).map((c) => c.day));
  const first = now.getTime() < indiaMoment(today, option.sameDayUntilMinute).getTime() ? 0 : 1;
  for (let i = first; i < slotDaysAhead; i++) {
    const day = addDays(today, i);
    if (!closed.has(day)) return { Date: day, From: null, To: null, Today: today };
  }
  return null;
}
