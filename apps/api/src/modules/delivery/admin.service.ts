import { m } from '@shop/contract/text';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { AdminDeliveryOption, AdminDeliverySlot } from '@shop/contract/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { closedDays, deliverySlots, shippingOptions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/reply.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { hhmm, indiaDay, minuteOf } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { areaCounts, optionOrThrow } from './areas.ts';
import { deliveryOptions, type DeliveryOption } from './options.ts';
import { maxSlotId } from './slots.ts';

/** The back office's delivery rules: options' charges, weekly slots and closed days (the areas are in areas.ts). */
async function slotCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.select({ optionId: deliverySlots.optionId, n: count() }).from(deliverySlots).where(eq(deliverySlots.active, true)).groupBy(deliverySlots.optionId);
  return new Map(rows.map((r) => [r.optionId, r.n]));
}

const toAdminOption = (o: DeliveryOption, areas: Map<number, number>, slots: Map<number, number>): AdminDeliveryOption => ({
  id: o.id,
  name: o.name,
  description: o.description,
  charge: rupeesFromPaise(o.chargePaise),
  freeAbove: o.freeAbovePaise === null ? null : rupeesFromPaise(o.freeAbovePaise),
  needsAddress: o.needsAddress,
  areaCount: areas.get(o.id) ?? 0,
  slotCount: slots.get(o.id) ?? 0,
  sameDayUntil: o.sameDayUntilMinute === null ? null : hhmm(o.sameDayUntilMinute),
});

export async function listOptions(db: Db): Promise<AdminDeliveryOption[]> {
  const [options, areas, slots] = await Promise.all([deliveryOptions(db), areaCounts(db), slotCounts(db)]);
  return options.map((o) => toAdminOption(o, areas, slots));
}

/** An option's charge rules and, when given, its same-day cut-off (HH:MM, or null for none). */
export async function updateOptionCharges(db: Db, actorId: number, id: number, input: { charge: number; freeAbove: number | null; sameDayUntil?: string | null }): Promise<AdminDeliveryOption> {
  return db.transaction(async (tx) => {
    const before = await optionOrThrow(tx, id);
    const chargePaise = Math.round(input.charge * 100);
    const freeAbovePaise = input.freeAbove === null ? null : Math.round(input.freeAbove * 100);
    const sameDayUntilMinute = input.sameDayUntil === undefined ? before.sameDayUntilMinute : input.sameDayUntil === null ? null : minuteOf(input.sameDayUntil);
    await tx.update(shippingOptions).set({ chargePaise, freeAbovePaise, sameDayUntilMinute }).where(eq(shippingOptions.id, id));
    await recordAudit(tx, { actorId, action: 'update', entity: 'delivery', entityId: id, detail: { charge: [before.chargePaise, chargePaise], freeAbove: [before.freeAbovePaise, freeAbovePaise], sameDayUntil: [before.sameDayUntilMinute, sameDayUntilMinute] } });
    const after = await optionOrThrow(tx, id);
    return toAdminOption(after, await areaCounts(tx), await slotCounts(tx));
  });
}

const toAdminSlot = (s: typeof deliverySlots.$inferSelect): AdminDeliverySlot => ({
  id: s.id,
  did: s.optionId,
  weekday: s.weekday,
  from: hhmm(s.startMinute),
  to: hhmm(s.endMinute),
  capacity: s.capacity,
  cutoffHours: s.cutoffHours,
  active: s.active,
});

export async function listSlots(db: Db, optionId: number): Promise<AdminDeliverySlot[]> {
  await optionOrThrow(db, optionId);
  const rows = await db.select().from(deliverySlots).where(eq(deliverySlots.optionId, optionId)).orderBy(asc(deliverySlots.weekday), asc(deliverySlots.startMinute), asc(deliverySlots.id));
  return rows.map(toAdminSlot);
}

type SlotInput = { did: number; weekday: number; from: string; to: string; capacity: number; cutoffHours: number; active: boolean };

async function slotValues(db: DbOrTx, input: SlotInput) {
  const option = await optionOrThrow(db, input.did);
  if (!option.needsAddress) throw conflict(m`${option.name} needs no address: it has no delivery slots.`);
  return { optionId: input.did, weekday: input.weekday, startMinute: minuteOf(input.from), endMinute: minuteOf(input.to), capacity: input.capacity, cutoffHours: input.cutoffHours, active: input.active };
}

export async function createSlot(db: Db, actorId: number, input: SlotInput): Promise<AdminDeliverySlot> {
  return db.transaction(async (tx) => {
    const values = await slotValues(tx, input);
    const [{ n }] = await tx.select({ n: sql<number>`coalesce(max(${deliverySlots.id}), 0)::int` }).from(deliverySlots);
    if (n >= maxSlotId) throw conflict(m`The shop can have at most ${maxSlotId} slots. Please change an existing slot instead.`);
    const [row] = await tx.insert(deliverySlots).values(values).returning();
    await recordAudit(tx, { actorId, action: 'create', entity: 'delivery slot', entityId: row.id, detail: toAdminSlot(row) });
    return toAdminSlot(row);
  });
}

/** Changes a weekly slot; places already booked stay booked (a lower capacity only stops new bookings). */
export async function updateSlot(db: Db, actorId: number, id: number, input: SlotInput): Promise<AdminDeliverySlot> {
  return db.transaction(async (tx) => {
    const values = await slotValues(tx, input);
    const [before] = await tx.select().from(deliverySlots).where(eq(deliverySlots.id, id)).limit(1);
    if (!before) throw notFound('No such delivery slot.');
    if (before.optionId !== input.did) throw conflict('A slot stays with its delivery option: add a new slot to the other option instead.');
    const [row] = await tx.update(deliverySlots).set(values).where(eq(deliverySlots.id, id)).returning();
    await recordAudit(tx, { actorId, action: 'update', entity: 'delivery slot', entityId: id, detail: { before: toAdminSlot(before), after: toAdminSlot(row) } });
    return toAdminSlot(row);
  });
}

export async function listClosedDays(db: DbOrTx, now: Date) {
  const rows = await db.select().from(closedDays).where(gte(closedDays.day, indiaDay(now))).orderBy(asc(closedDays.day), asc(closedDays.optionId));
  return rows.map((r) => ({ did: r.optionId, day: r.day, note: r.note }));
}

export async function setClosedDay(db: Db, actorId: number, input: { did: number; day: string; closed: boolean; note?: string }, now: Date) {
  return db.transaction(async (tx) => {
    await optionOrThrow(tx, input.did);
    if (input.closed) {
      await tx.insert(closedDays).values({ optionId: input.did, day: input.day, note: input.note ?? '' }).onConflictDoUpdate({ target: [closedDays.optionId, closedDays.day], set: { note: input.note ?? '' } });
    } else {
      await tx.delete(closedDays).where(and(eq(closedDays.optionId, input.did), eq(closedDays.day, input.day)));
    }
    await recordAudit(tx, { actorId, action: input.closed ? 'close' : 'open', entity: 'delivery day', entityId: `${input.did}/${input.day}`, detail: { note: input.note ?? '' } });
    return listClosedDays(tx, now);
  });
}
