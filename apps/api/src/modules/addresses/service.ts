import { m } from '@shop/contract/text';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { addressInput, addressLimit, type ShippingAddress } from '@shop/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses, cities, states } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/reply.ts';

type AddressFields = z.output<typeof addressInput>;

const columns = {
  id: addresses.id,
  delivery: addresses.delivery,
  title: addresses.title,
  line1: addresses.line1,
  line2: addresses.line2,
  landmark: addresses.landmark,
  stateId: addresses.stateId,
  cityId: addresses.cityId,
  pinCode: addresses.pinCode,
  receiverName: addresses.receiverName,
  receiverMobile: addresses.receiverMobile,
  stateName: states.name,
  cityName: cities.name,
};
type AddressRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toShippingAddress(r: AddressRow): ShippingAddress {
  return {
    kid: r.id,
    Delivery: r.delivery,
    AddressTitle: r.title,
    AddressLine1: r.line1,
    AddressLine2: r.line2,
    Landmark: r.landmark,
    StateID: r.stateId,
    CityID: r.cityId,
    PinCode: r.pinCode,
    StateName: r.stateName,
    CityName: r.cityName,
    ReceiverName: r.receiverName,
    ReceiverMobile: r.receiverMobile,
  };
}

const ownLive = (memberId: number) => and(eq(addresses.memberId, memberId), isNull(addresses.deletedAt));

function selectAddresses(db: DbOrTx) {
  return db.select(columns).from(addresses).innerJoin(states, eq(states.id, addresses.stateId)).innerJoin(cities, eq(cities.id, addresses.cityId));
}

/** The member's saved addresses, oldest first. */
export async function listAddresses(db: DbOrTx, memberId: number): Promise<ShippingAddress[]> {
  const rows = await selectAddresses(db).where(ownLive(memberId)).orderBy(asc(addresses.id));
  return rows.map(toShippingAddress);
}

/** One of the member's own live addresses, or null (another member's address reads as missing). */
export async function findOwnAddress(db: DbOrTx, memberId: number, id: number): Promise<ShippingAddress | null> {
  const [row] = await selectAddresses(db).where(and(ownLive(memberId), eq(addresses.id, id))).limit(1);
  return row ? toShippingAddress(row) : null;
}

/** POST /api/shipingdetails: kid 0 creates, kid set edits one of the member's own addresses. */
export async function saveAddress(db: Db, memberId: number, input: AddressFields): Promise<{ address: ShippingAddress; created: boolean }> {
  const [city] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, input.CityID)).limit(1);
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, input.StateID)).limit(1);
  if (!state) throw badRequest('Please choose a state from the list.');
  if (!city) throw badRequest('Please choose a city from the list.');
  if (city.stateId !== input.StateID) throw badRequest('The chosen city is not in the chosen state. Please choose the city again.');
  const values = {
    delivery: 1,
    title: input.AddressTitle,
    line1: input.AddressLine1,
    line2: input.AddressLine2,
    landmark: input.Landmark,
    stateId: input.StateID,
    cityId: input.CityID,
    pinCode: input.PinCode,
    // Given, or left as saved (an edit by a client that does not know these fields keeps them).
    ...(input.ReceiverName !== undefined && { receiverName: input.ReceiverName }),
    ...(input.ReceiverMobile !== undefined && { receiverMobile: input.ReceiverMobile }),
  };
  let id = input.kid;
  if (id > 0) {
    await assertOwnAddress(db, memberId, id);
    await db.update(addresses).set(values).where(and(ownLive(memberId), eq(addresses.id, id)));
  } else {
    const [{ n }] = await db.select({ n: count() }).from(addresses).where(ownLive(memberId));
    if (n >= addressLimit) throw conflict(m`You can keep at most ${addressLimit} addresses. Please delete one you no longer use.`);
    [{ id }] = await db.insert(addresses).values({ ...values, memberId }).returning({ id: addresses.id });
  }
  const address = await findOwnAddress(db, memberId, id);
  if (!address) throw notFound('No such address.');
  return { address, created: input.kid === 0 };
}

/** GET /api/shipingaddressdelete: hides the address (orders keep their own copy of it). */
export async function deleteAddress(db: Db, memberId: number, id: number) {
  await assertOwnAddress(db, memberId, id);
  await db.update(addresses).set({ deletedAt: new Date() }).where(and(ownLive(memberId), eq(addresses.id, id)));
}

/** Refuses before any write (a refused call writes nothing), with the same 404 for another member's address as for a missing one. */
async function assertOwnAddress(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db.select({ id: addresses.id }).from(addresses).where(and(ownLive(memberId), eq(addresses.id, id))).limit(1);
  if (!row) throw notFound('No such address.');
}

/** A closed account's addresses: their street, pin code and title erased, each marked deleted (decision 241). */
export async function eraseAddressesOf(db: DbOrTx, memberId: number, at: Date) {
  await db
    .update(addresses)
    .set({ title: '', line1: '', line2: '', landmark: '', pinCode: '', deletedAt: sql`coalesce(${addresses.deletedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(addresses.memberId, memberId));
}
