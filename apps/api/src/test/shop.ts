import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cities, members, products } from '../db/schema/index.ts';
import { call } from './test-app.ts';
import { issueToken } from '../modules/session/index.ts';
import { hashPassword } from '../lib/password.ts';

/** Test-only helpers for the buying side: shoppers with tokens, products set up for a rule, addresses, orders. */

export type Shopper = { id: number; email: string; password: string; token: string };

/** Every test shopper's password (hashed once per test file). */
export const SHOPPER_PASSWORD = 'test-shopper-password-1';
let shopperHash: Promise<string> | undefined;

/** A shopper with a confirmed password and a mobile number (the rider calls it); `mobile: ''` for one without. */
export async function newShopper(app: FastifyInstance, firstName = 'Ravi', { mobile = `98${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(10, '0') } = {}): Promise<Shopper> {
  const email = `shopper-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await app.db
    .insert(members)
    .values({ firstName, lastName: 'Kumar', email, mobile, passwordHash: await (shopperHash ??= hashPassword(SHOPPER_PASSWORD)), passwordConfirmedAt: new Date() })
    .returning({ id: members.id });
  return { id: row.id, email, password: SHOPPER_PASSWORD, token: await issueToken(app.db, app.keys.session, row.id, 1) };
}

let nextProduct = 0;
/**
 * A product of the demo shop set up for one test (each call takes the next product, so tests do not share one):
 * price and MRP in rupees, stock, minimum and maximum order quantity.
 */
export async function productWith(app: FastifyInstance, set: { price?: number; mrp?: number; stock?: number; minQty?: number; maxQty?: number } = {}) {
  const rows = await app.db.select({ id: products.id }).from(products).where(and(eq(products.isActive, true), gte(products.stock, 0))).orderBy(asc(products.id)).limit(1).offset(nextProduct++);
  const id = rows[0].id;
  const price = set.price ?? 100;
  const [p] = await app.db
    .update(products)
    .set({ pricePaise: Math.round(price * 100), mrpPaise: Math.round((set.mrp ?? price) * 100), stock: set.stock ?? 50, minQty: set.minQty ?? 1, maxQty: set.maxQty ?? 10 })
    .where(eq(products.id, id))
    .returning();
  return p;
}

export const stockOf = async (app: FastifyInstance, id: number) => (await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

/** A state and one of its cities, and a city of another state. */
export async function someCities(app: FastifyInstance) {
  const [first] = await app.db.select().from(cities).orderBy(asc(cities.id)).limit(1);
  const [other] = await app.db.select().from(cities).where(sql`${cities.stateId} <> ${first.stateId}`).limit(1);
  return { stateId: first.stateId, cityId: first.id, cityName: first.name, otherStateCityId: other.id };
}

export async function addAddress(app: FastifyInstance, shopper: Shopper, over: Record<string, unknown> = {}) {
  const { stateId, cityId } = await someCities(app);
  const body = { kid: 0, Delivery: 1, AddressTitle: 'Home', AddressLine1: '12 MG Road', AddressLine2: 'Near the park', Landmark: '', StateID: stateId, CityID: cityId, PinCode: '560001', ...over };
  const res = await call(app, 'POST', '/api/shipingdetails', { token: shopper.token, body });
  if (res.status !== 200) throw new Error(`address not saved: ${res.body.msg}`);
  return res.body.data as { kid: number };
}

export const addToCart = (app: FastifyInstance, shopper: Shopper, productID: number, Qty?: number) =>
  call(app, 'POST', '/api/addtocart', { token: shopper.token, body: Qty === undefined ? { productID } : { productID, Qty } });

/** Each shopper orders from an address of their own, as real shoppers do, so the per-client limits stay out of the way. */
const addressOf = (shopper: Shopper) => `10.${(shopper.id >> 16) & 255}.${(shopper.id >> 8) & 255}.${shopper.id & 255}`;

/** `headers`: e.g. `{ 'accept-language': 'hi' }` for the replies in Hindi. */
export const placeOrder = (app: FastifyInstance, shopper: Shopper, did: number, saddid = 0, headers?: Record<string, string>) =>
  call(app, 'GET', `/api/placeorder?did=${did}&saddid=${saddid}`, { token: shopper.token, from: addressOf(shopper), headers });

export const saveOrder = (app: FastifyInstance, shopper: Shopper, orderData: unknown, headers?: Record<string, string>) =>
  call(app, 'POST', '/api/ordersave', { token: shopper.token, body: { orderData }, from: addressOf(shopper), headers });

/** Puts products in the cart and places the order for store pickup; returns the order id. */
export async function buy(app: FastifyInstance, shopper: Shopper, lines: { id: number; qty: number }[]) {
  for (const l of lines) {
    const added = await addToCart(app, shopper, l.id, l.qty);
    if (added.status !== 200) throw new Error(`not added: ${added.body.msg}`);
  }
  const quote = await placeOrder(app, shopper, 2);
  if (quote.status !== 200) throw new Error(`not quoted: ${quote.body.msg}`);
  const saved = await saveOrder(app, shopper, quote.body);
  if (saved.status !== 200) throw new Error(`not saved: ${saved.body.msg}`);
  return saved.body.data as number;
}
