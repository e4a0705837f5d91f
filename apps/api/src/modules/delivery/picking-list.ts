import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { AdminPickingList } from '@shop/contract/admin';
import { formatDeliverySlot } from '@shop/contract/format';
import type { Db } from '../../db/client.ts';
import { deliverySlots, orderLines, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { hhmm, indiaDay } from '../../lib/time.ts';
import { overdueOn } from '../orders/index.ts';
import { batchesOf, pickFefo, type BatchPick } from '../catalog/index.ts';

/** The first day from `today` with Pending orders booked into a slot, or today when there is none. */
async function firstDayToPick(db: Db, today: string): Promise<string> {
  const [row] = await db
    .select({ day: orders.slotDay })
    .from(orders)
    .where(and(eq(orders.status, 1), gte(orders.slotDay, today)))
    .orderBy(asc(orders.slotDay))
    .limit(1);
  return row?.day ?? today;
}

/** Pending orders whose slot's day is before `today`, oldest first (at most 50: the list is a warning, not a queue). */
async function overdueSlotOrders(db: Db, today: string) {
  const rows = await db
    .select({ id: orders.id, tranId: orders.tranId, customerName: orders.customerName, dueDay: orders.slotDay })
    .from(orders)
    .where(and(overdueOn(today), isNotNull(orders.slotDay)))
    .orderBy(asc(orders.slotDay), asc(orders.id))
    .limit(50);
  return rows.map((r) => ({ ...r, dueDay: r.dueDay ?? today }));
}

/**
 * The picking list of a day's Pending orders (or one slot's): per product, then each order with its lines and choices.
 * Without a day it opens on the next day that has work (issue 33); orders left from earlier days are flagged.
 */
export async function pickingList(db: Db, asked: string | undefined, slotId: number | undefined, now: Date): Promise<AdminPickingList> {
  const today = indiaDay(now);
  const day = asked ?? (await firstDayToPick(db, today));
  const overdue = await overdueSlotOrders(db, today);
  let slotName: string | null = null;
  if (slotId !== undefined) {
    const [slot] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)).limit(1);
    if (!slot) throw notFound('No such delivery slot.');
    slotName = formatDeliverySlot(day, hhmm(slot.startMinute), hhmm(slot.endMinute));
  }
  const picked = await db
    .select()
    .from(orders)
    .where(and(eq(orders.slotDay, day), eq(orders.status, 1), slotId === undefined ? undefined : eq(orders.slotId, slotId)))
    .orderBy(asc(orders.slotFrom), asc(orders.id));
  const lines = picked.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, picked.map((o) => o.id))).orderBy(asc(orderLines.id)) : [];
  const perProduct = new Map<number, { pid: number; name: string; packSize: string; qty: number; orders: Set<number> }>();
  for (const l of lines) {
    const p = perProduct.get(l.productId) ?? { pid: l.productId, name: l.name, packSize: l.packSize, qty: 0, orders: new Set<number>() };
    p.qty += l.qty;
    p.orders.add(l.orderId);
    perProduct.set(l.productId, p);
  }
  // Which batches each line is taken from, earliest expiry first among those dispatchable on the day (decision 270),
  // the lines in the list's order sharing the batches as they will be shipped.
  const batches = await batchesOf(db, [...perProduct.keys()]);
  const linePicks = new Map<number, BatchPick[]>();
  for (const o of picked) for (const l of lines) if (l.orderId === o.id) linePicks.set(l.id, pickFefo(batches.get(l.productId) ?? [], l.qty, day));
  const productPicks = (pid: number) => {
    const sum = new Map<string, BatchPick>();
    for (const l of lines) {
      if (l.productId !== pid) continue;
      for (const b of linePicks.get(l.id) ?? []) sum.set(b.batchNo, { ...b, qty: (sum.get(b.batchNo)?.qty ?? 0) + b.qty });
    }
    return [...sum.values()];
  };
  const slotWords = (o: (typeof picked)[number]) => (o.slotDay && o.slotFrom && o.slotTo ? formatDeliverySlot(o.slotDay, o.slotFrom, o.slotTo) : null);
  return {
    day,
    slot: slotName,
    overdue,
    products: [...perProduct.values()].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ pid: p.pid, name: p.name, packSize: p.packSize, qty: p.qty, orders: p.orders.size, batches: productPicks(p.pid) })),
    orders: picked.map((o) => ({
      id: o.id,
      tranId: o.tranId,
      customerName: o.customerName,
      receiverMobile: o.address?.receiverMobile ?? '',
      slot: slotWords(o),
      payable: rupeesFromPaise(o.payablePaise),
      paymentMode: o.paymentMode,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ id: l.id, pid: l.productId, name: l.name, packSize: l.packSize, qty: l.qty, substitute: l.substitute as 'similar' | 'none' | 'call', substitutedFor: l.substitutedFor, batches: linePicks.get(l.id) ?? [] })),
    })),
  };
}
