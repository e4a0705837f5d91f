import type { Message } from '../../http/reply.ts';
import { m } from '@shop/contract/text';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { PinCodeInfo } from '@shop/contract';
import type { AdminDeliveryArea } from '@shop/contract/admin';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryAreas } from '../../db/schema/index.ts';
import { notFound } from '../../http/reply.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { hhmm } from '../../lib/time.ts';
import { arrivalOf } from './arrival.ts';
import { deliveryOption, deliveryOptions, type DeliveryOption } from './options.ts';

/** The areas holding a pin code, the narrowest first (a single code before the range around it). */
function areasOf(db: DbOrTx, pin: number) {
  return db
    .select()
    .from(deliveryAreas)
    .where(and(lte(deliveryAreas.pinFrom, pin), gte(deliveryAreas.pinTo, pin)))
    .orderBy(sql`${deliveryAreas.pinTo} - ${deliveryAreas.pinFrom}`, asc(deliveryAreas.id));
}

/** True when the option reaches the pin code: store pickup (no address) reaches everyone; home delivery its areas. */
export async function optionReaches(db: DbOrTx, option: DeliveryOption, pinCode: string): Promise<boolean> {
  if (!option.needsAddress) return true;
  const pin = Number(pinCode);
  if (!Number.isInteger(pin)) return false;
  const [row] = await db
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(and(eq(deliveryAreas.optionId, option.id), lte(deliveryAreas.pinFrom, pin), gte(deliveryAreas.pinTo, pin)))
    .limit(1);
  return Boolean(row);
}

/** The options that reach a pin code (store pickup always), and the areas holding it. */
async function reachingOptions(db: DbOrTx, pinCode: string) {
  const [options, areas] = await Promise.all([deliveryOptions(db), areasOf(db, Number(pinCode))]);
  return { reaching: options.filter((o) => !o.needsAddress || areas.some((a) => a.optionId === o.id)), areas };
}

/**
 * GET /api/pincode: whether some home delivery reaches the pin code, its city and state, and the options that reach
 * it with when each would arrive if ordered now.
 */
export async function pinCodeInfo(db: DbOrTx, pinCode: string, now: Date): Promise<PinCodeInfo> {
  const { reaching, areas } = await reachingOptions(db, pinCode);
  const named = areas.find((a) => a.city);
  const arrivals = await Promise.all(reaching.map((o) => arrivalOf(db, o, now)));
  return {
    Serviceable: reaching.some((o) => o.needsAddress),
    City: named?.city ?? '',
    State: named?.state ?? '',
    Options: reaching.map((o, i) => ({ kid: o.id, Name: o.name, Charge: rupeesFromPaise(o.chargePaise), Arrives: arrivals[i], OrderBy: o.sameDayUntilMinute === null ? null : hhmm(o.sameDayUntilMinute) })),
  };
}

/** True when some home delivery reaches the pin code (an address outside every area gets a warning when saved). */
export async function pinCodeServiceable(db: DbOrTx, pinCode: string): Promise<boolean> {
  return (await reachingOptions(db, pinCode)).reaching.some((o) => o.needsAddress);
}

const pin = (n: number) => String(n);
export const toAdminArea = (a: typeof deliveryAreas.$inferSelect): AdminDeliveryArea => ({ id: a.id, did: a.optionId, from: pin(a.pinFrom), to: pin(a.pinTo), city: a.city, state: a.state });

export async function optionOrThrow(db: DbOrTx, id: number): Promise<DeliveryOption> {
  const option = await deliveryOption(db, id);
  if (!option) throw notFound('No such delivery option.');
  return option;
}

export async function listAreas(db: DbOrTx, optionId: number): Promise<AdminDeliveryArea[]> {
  await optionOrThrow(db, optionId);
  const rows = await db.select().from(deliveryAreas).where(eq(deliveryAreas.optionId, optionId)).orderBy(asc(deliveryAreas.pinFrom), asc(deliveryAreas.id));
  return rows.map(toAdminArea);
}

export async function areaCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.select({ optionId: deliveryAreas.optionId, n: count() }).from(deliveryAreas).groupBy(deliveryAreas.optionId);
  return new Map(rows.map((r) => [r.optionId, r.n]));
}

export type NewArea = { from: number; to: number; city: string; state: string };

/** The problem with an area for an option, or '' (an option needing no address, store pickup, is open to everyone). */
export function areaProblem(option: DeliveryOption, a: NewArea): Message {
  if (!option.needsAddress) return m`${option.name} is open to everyone: it has no areas.`;
  if (a.to < a.from) return 'The last pin code of a range cannot be below its first.';
  return '';
}

export async function addAreas(db: DbOrTx, optionId: number, areas: NewArea[]): Promise<AdminDeliveryArea[]> {
  if (!areas.length) return [];
  const rows = await db
    .insert(deliveryAreas)
    .values(areas.map((a) => ({ optionId, pinFrom: a.from, pinTo: a.to, city: a.city, state: a.state })))
    .returning();
  return rows.map(toAdminArea);
}

export async function deleteArea(db: DbOrTx, id: number): Promise<AdminDeliveryArea> {
  const [row] = await db.delete(deliveryAreas).where(eq(deliveryAreas.id, id)).returning();
  if (!row) throw notFound('No such area.');
  return toAdminArea(row);
}

const pinPattern = /^[1-9][0-9]{5}$/;

/** Splits one CSV line on commas, honouring double quotes ("Bengaluru, Karnataka" stays one field). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      fields.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  fields.push(current.trim());
  return fields;
}

/**
 * The areas of a CSV text and its rejected rows: `pin,city,state` or `from,to,city,state` a line, blank lines and a
 * first line naming the columns skipped.
 */
export function parseAreaCsv(csv: string): { areas: NewArea[]; rejected: { line: number; text: string; reason: string }[] } {
  const areas: NewArea[] = [];
  const rejected: { line: number; text: string; reason: string }[] = [];
  csv.split(/\r?\n/).forEach((raw, i) => {
    const text = raw.trim();
    if (!text) return;
    const fields = csvFields(text);
    if (i === 0 && !/^\d/.test(fields[0] ?? '')) return;
    const reject = (reason: string) => rejected.push({ line: i + 1, text: text.slice(0, 200), reason });
    if (fields.length !== 3 && fields.length !== 4) return reject('Expected pin,city,state or from,to,city,state.');
    const [fromText, toText, city, state] = fields.length === 3 ? [fields[0], fields[0], fields[1], fields[2]] : fields;
    if (!pinPattern.test(fromText)) return reject(`${fromText || '(empty)'} is not a 6-digit pin code.`);
    if (!pinPattern.test(toText)) return reject(`${toText || '(empty)'} is not a 6-digit pin code.`);
    if (Number(toText) < Number(fromText)) return reject('The last pin code of a range cannot be below its first.');
    if (!city || city.length > 80) return reject('City is required (at most 80 characters).');
    if (!state || state.length < 2 || state.length > 80) return reject('State is required (2 to 80 characters).');
    areas.push({ from: Number(fromText), to: Number(toText), city, state });
  });
  return { areas, rejected };
}
