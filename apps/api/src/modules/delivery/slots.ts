import { m } from '@shop/contract/text';
import { and, asc, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DeliveryDay } from '@shop/contract';
import { deliveryDayWords, formatDeliverySlot } from '@shop/contract/format';
import type { DbOrTx } from '../../db/client.ts';
import { closedDays, deliverySlots, slotBookings } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { selectRows } from '../../db/rows.ts';
import { addDays, dayOfEpoch, epochDayOf, hhmm, indiaDay, indiaMoment, weekdayOf } from '../../lib/time.ts';

/** How many days ahead slots can be booked, today included. */
export const slotDaysAhead = 7;

/**
 * A slot's kid names the weekly slot and its day in one whole number: days since 1970 × 10,000 + the weekly slot's id
 * (decision 123). GET is free of writes (decision 077), so a day's slot has no row until someone books it.
 */
const kidBase = 10_000;
export const slotKid = (slotId: number, day: string) => epochDayOf(day) * kidBase + slotId;
const slotOfKid = (kid: number) => ({ slotId: kid % kidBase, day: dayOfEpoch(Math.floor(kid / kidBase)) });
/** Weekly slots get ids below this, so that a kid names one. */
export const maxSlotId = kidBase - 1;

type WeeklySlot = typeof deliverySlots.$inferSelect;

/** A slot of one day, as the order books it. */
export type DaySlot = { kid: number; slotId: number; day: string; from: string; to: string; capacity: number; left: number; available: boolean; words: string };

export const activeSlots = (db: DbOrTx, optionId: number) =>
  db.select().from(deliverySlots).where(and(eq(deliverySlots.optionId, optionId), eq(deliverySlots.active, true))).orderBy(asc(deliverySlots.weekday), asc(deliverySlots.startMinute), asc(deliverySlots.id));

/** True when an option books slots (it has an active weekly slot); express and pickup have none. */
export async function optionHasSlots(db: DbOrTx, optionId: number): Promise<boolean> {
  return (await activeSlots(db, optionId)).length > 0;
}

/** The next 7 days of an option's slots (India time) with what is left of each; none is written. */
export async function slotCalendar(db: DbOrTx, optionId: number, now: Date): Promise<{ day: string; closed: boolean; slots: DaySlot[] }[]> {
  const today = indiaDay(now);
  const last = addDays(today, slotDaysAhead - 1);
  const weekly = await activeSlots(db, optionId);
  if (!weekly.length) return [];
  const [closed, booked] = await Promise.all([
    db.select({ day: closedDays.day }).from(closedDays).where(and(eq(closedDays.optionId, optionId), between(closedDays.day, today, last))),
    db
      .select()
      .from(slotBookings)
      .where(and(inArray(slotBookings.slotId, weekly.map((s) => s.id)), between(slotBookings.day, today, last))),
  ]);
  const closedSet = new Set(closed.map((c) => c.day));
  const bookedOf = new Map(booked.map((b) => [`${b.slotId}/${b.day}`, b.booked]));
  return Array.from({ length: slotDaysAhead }, (_, i) => {
    const day = addDays(today, i);
    const isClosed = closedSet.has(day);
    const slots = weekly.filter((s) => s.weekday === weekdayOf(day)).map((s) => daySlot(s, day, bookedOf.get(`${s.id}/${day}`) ?? 0, isClosed, now));
    return { day, closed: isClosed, slots };
  });
}

function daySlot(s: WeeklySlot, day: string, booked: number, closed: boolean, now: Date): DaySlot {
  const left = Math.max(0, s.capacity - booked);
  const cutoff = indiaMoment(day, s.startMinute).getTime() - s.cutoffHours * 3_600_000;
  const from = hhmm(s.startMinute);
  const to = hhmm(s.endMinute);
  return { kid: slotKid(s.id, day), slotId: s.id, day, from, to, capacity: s.capacity, left, available: !closed && left > 0 && now.getTime() < cutoff, words: formatDeliverySlot(day, from, to) };
}

export const toDeliveryDays = (calendar: Awaited<ReturnType<typeof slotCalendar>>): DeliveryDay[] =>
  calendar.map((d) => ({ Date: d.day, Closed: d.closed, Slots: d.slots.map((s) => ({ kid: s.kid, From: s.from, To: s.to, Left: s.left, Available: s.available })) }));

export const noSlotMessage = 'Sorry, every delivery slot of the next 7 days is full or closed. Please choose another delivery option.';

/**
 * The slot a kid names for an option, refused when it is unknown (404), or on a closed day, past its cut-off or full
 * (409), each with what to do.
 */
export async function chosenSlot(db: DbOrTx, optionId: number, kid: number, now: Date): Promise<DaySlot> {
  const { slotId, day } = slotOfKid(kid);
  const today = indiaDay(now);
  const [weekly] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)).limit(1);
  if (!weekly || !weekly.active || weekly.optionId !== optionId || weekly.weekday !== weekdayOf(day) || day > addDays(today, slotDaysAhead - 1)) {
    throw notFound('No such delivery slot. Please choose one of the slots shown.');
  }
  const [closed] = await db.select({ day: closedDays.day }).from(closedDays).where(and(eq(closedDays.optionId, optionId), eq(closedDays.day, day))).limit(1);
  const [booking] = await db.select({ booked: slotBookings.booked }).from(slotBookings).where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.day, day))).limit(1);
  const slot = daySlot(weekly, day, booking?.booked ?? 0, Boolean(closed), now);
  if (closed) throw conflict(m`We do not deliver on ${deliveryDayWords(day)}. Please choose another day.`);
  if (day < today || (!slot.available && slot.left > 0)) throw conflict(m`The ${slot.words} slot can no longer be booked (booking closes ${weekly.cutoffHours} hours before it starts). Please choose a later slot.`);
  if (slot.left === 0) throw conflict(m`The ${slot.words} slot is full. Please choose another slot.`);
  return slot;
}

/** The available slots of an option, earliest first. */
export async function availableSlots(db: DbOrTx, optionId: number, now: Date): Promise<DaySlot[]> {
  return (await slotCalendar(db, optionId, now)).flatMap((d) => d.slots.filter((s) => s.available));
}

/**
 * Takes one place of a slot inside the order's transaction: one guarded upsert, so however many orders book the
 * last places at once, the slot never takes more than its capacity (decision 122). False when it is full.
 */
export async function bookSlot(tx: DbOrTx, slot: Pick<DaySlot, 'slotId' | 'day'>): Promise<boolean> {
  const rows = await selectRows<{ booked: number }>(
    tx,
    sql`insert into ${slotBookings} (slot_id, day, booked)
        select ${slot.slotId}::int, ${slot.day}::date, 1 from ${deliverySlots} s where s.id = ${slot.slotId} and s.capacity >= 1
        on conflict (slot_id, day) do update set booked = ${slotBookings}.booked + 1
        where ${slotBookings}.booked < (select capacity from ${deliverySlots} where id = excluded.slot_id)
        returning booked`,
  );
  return rows.length === 1;
}

/** Gives a cancelled order's place back. */
export async function freeSlot(tx: DbOrTx, slotId: number, day: string): Promise<void> {
  await tx
    .update(slotBookings)
    .set({ booked: sql`${slotBookings.booked} - 1` })
    .where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.day, day), gte(slotBookings.booked, 1)));
}
