import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { SignJWT } from 'jose';
import { addresses, cartCoupons, cartLines, members, orderLines, orderStatusHistory, orders, products, sessions, stockRequests } from '../db/schema/index.ts';
import { issueToken, requireMember } from '../modules/session/index.ts';
import { addAddress, addToCart, buy, newShopper, placeOrder, productWith, saveOrder, SHOPPER_PASSWORD, someCities, type Shopper } from './shop.ts';
import { call, createTestApp } from './test-app.ts';
import { installWriteCounter } from './write-counter.ts';

/**
 * Member B (and a few spoiled tokens) against every call a member can make, aimed at member A's ids: A's addresses,
 * order, quote, cart line. The list of calls is taken from the routes the app registered with requireMember, so a
 * new member call without a case below fails the first test.
 */
const app = await createTestApp();
afterAll(() => app.close());
await app.ready();

const pA = await productWith(app, { price: 300, stock: 40, maxQty: 10 });
const pB = await productWith(app, { price: 120, stock: 40, maxQty: 10 });

// Member A: two addresses, an order delivered to one of them, a cart with a coupon, and an open quote for it.
const a = await newShopper(app, 'Anjali');
const aHome = await addAddress(app, a, { AddressTitle: 'Anjali-home-7731', AddressLine1: '7731 Lotus Lane' });
const aOffice = await addAddress(app, a, { AddressTitle: 'Anjali-office-7732', AddressLine1: '7732 Banyan Street' });
await addToCart(app, a, pA.id, 1);
const aQuote1 = await placeOrder(app, a, 1, aHome.kid);
const aOrderReply = await saveOrder(app, a, aQuote1.body);
const aOrder = aOrderReply.body.data as number;
await addToCart(app, a, pA.id, 2);
await call(app, 'POST', '/api/coupon/apply', { token: a.token, body: { code: 'FLAT50' } });
const aQuote = (await placeOrder(app, a, 1, aOffice.kid)).body;
const aSessionId = JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString()).sid as string;

// Member B: an address, an order, a cart of their own.
const b = await newShopper(app, 'Bharat');
const bHome = await addAddress(app, b, { AddressTitle: 'Bharat-home', AddressLine1: '9 Peepal Road' });
const bOrder = await buy(app, b, [{ id: pB.id, qty: 1 }]);
await addToCart(app, b, pB.id, 1);

// Out of stock: A waits for pOut; B may ask for pOut2 (a request of B's own).
const pOut = await productWith(app, { stock: 0 });
const pOut2 = await productWith(app, { stock: 0 });
await call(app, 'POST', '/api/notifyme', { token: a.token, body: { productID: pOut.id } });

const { stateId, cityId } = await someCities(app);
const writes = await installWriteCounter(app.db);

/** Strings that only member A's data contains: none may appear in a reply to anyone else. */
const aMarkers = [a.email, 'Anjali', 'Lotus Lane', 'Banyan Street', aOrderReply.body.TranID as string, aQuote.quote as string];

/** Everything of A's that another member could try to read or change. */
async function stateOf(memberId: number) {
  const ownOrders = await app.db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(asc(orders.id));
  const orderIds = ownOrders.map((o) => o.id);
  return {
    member: await app.db.select().from(members).where(eq(members.id, memberId)),
    addresses: await app.db.select().from(addresses).where(eq(addresses.memberId, memberId)).orderBy(asc(addresses.id)),
    cart: await app.db.select().from(cartLines).where(eq(cartLines.memberId, memberId)).orderBy(asc(cartLines.id)),
    coupon: await app.db.select().from(cartCoupons).where(eq(cartCoupons.memberId, memberId)),
    orders: ownOrders,
    lines: orderIds.length ? await app.db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)) : [],
    history: orderIds.length ? await app.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, orderIds)).orderBy(asc(orderStatusHistory.id)) : [],
    sessions: await app.db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(asc(sessions.id)),
    stockRequests: await app.db.select().from(stockRequests).where(eq(stockRequests.memberId, memberId)).orderBy(asc(stockRequests.id)),
    stock: await app.db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, pA.id)),
  };
}

type Reply = Awaited<ReturnType<typeof call<any>>>;
type Case = { url: string; body?: unknown; who?: () => Promise<Shopper>; check: (res: Reply, caller: Shopper) => Promise<void> | void };

const refused = (status: number, msg: string) => (res: Reply) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ response: false, msg, data: null });
};
const bCart = async (memberId: number) => app.db.select({ pid: cartLines.productId, qty: cartLines.qty }).from(cartLines).where(eq(cartLines.memberId, memberId)).orderBy(asc(cartLines.productId));

/** One attempt per member call: B's token, A's ids wherever the call takes an id. */
const cases: Record<string, Case> = {
  'GET /api/shipingdetails': {
    url: '/api/shipingdetails',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.map((x: { kid: number }) => x.kid)).toEqual([bHome.kid]);
    },
  },
  'POST /api/shipingdetails': {
    url: '/api/shipingdetails',
    body: { kid: aHome.kid, Delivery: 1, AddressTitle: 'Taken over', AddressLine1: '1 Thief Street', AddressLine2: '', Landmark: '', StateID: stateId, CityID: cityId, PinCode: '110001' },
    check: refused(404, 'No such address.'),
  },
  'GET /api/shipingaddressdelete': { url: `/api/shipingaddressdelete?id=${aHome.kid}`, check: refused(404, 'No such address.') },
  'POST /api/addtocart': {
    url: '/api/addtocart',
    body: { productID: pA.id, Qty: 1 },
    // A product id is not A's: B may put the same product in B's own cart.
    check: async (res) => {
      expect(res.status).toBe(200);
      expect(res.body.totalCartQuantity).toBe(2);
      expect(await bCart(b.id)).toEqual([
        { pid: pA.id, qty: 1 },
        { pid: pB.id, qty: 1 },
      ].sort((x, y) => x.pid - y.pid));
    },
  },
  'GET /api/changeqty': {
    url: `/api/changeqty?pid=${pA.id}&qty=0`,
    check: async (res) => {
      expect(res.status).toBe(200);
      expect(await bCart(b.id)).toEqual([{ pid: pB.id, qty: 1 }]);
    },
  },
  'GET /api/cartdetails': {
    url: '/api/cartdetails',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.map((l: { pid: number; qty: number }) => [l.pid, l.qty])).toEqual([[pB.id, 1]]);
    },
  },
  'GET /api/CurrentStockbyProductUpdatecart': {
    url: '/api/CurrentStockbyProductUpdatecart',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.totalCartQuantity).toBe(1);
    },
  },
  'GET /api/shipingoption': { url: '/api/shipingoption', check: (res) => expect(res.status).toBe(200) },
  'GET /api/deliveryslots': { url: `/api/deliveryslots?did=1&saddid=${aHome.kid}`, check: refused(404, 'No such address. Please choose one of your saved addresses.') },
  // A's cart holds pA: B's choice for it is B's own line (when B's cart holds it too) or refused, never A's (the snapshot checks).
  'POST /api/substitution': { url: '/api/substitution', body: { pid: pA.id, choice: 'none' }, check: (res) => expect([200, 404]).toContain(res.status) },
  'GET /api/placeorder': { url: `/api/placeorder?did=1&saddid=${aOffice.kid}`, check: refused(404, 'No such address. Please choose one of your saved addresses.') },
  'POST /api/ordersave': { url: '/api/ordersave', body: { orderData: aQuote }, check: refused(403, 'This order summary belongs to another account.') },
  'GET /api/myorderlist': {
    url: '/api/myorderlist',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.map((o: { id: number }) => o.id)).toEqual([bOrder]);
    },
  },
  'GET /api/myorderdetails': { url: `/api/myorderdetails?id=${aOrder}`, check: refused(404, 'No such order.') },
  'POST /api/order/cancel': { url: '/api/order/cancel', body: { id: aOrder, reason: 'Not mine' }, check: refused(404, 'No such order.') },
  'GET /api/invoice': { url: `/api/invoice?id=${aOrder}`, check: refused(404, 'No such order.') },
  'GET /api/creditnote': { url: `/api/creditnote?id=${aOrder}`, check: refused(404, 'No such order.') },
  'POST /api/reorder': { url: '/api/reorder', body: { id: aOrder }, check: refused(404, 'No such order.') },
  'GET /api/buyagain': {
    url: '/api/buyagain',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { Id: number }) => p.Id)).toEqual([pB.id]);
    },
  },
  'GET /api/notifyme': {
    url: '/api/notifyme',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  },
  'POST /api/notifyme': {
    url: '/api/notifyme',
    body: { productID: pOut2.id },
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { Product: { Id: number } }) => r.Product.Id)).toEqual([pOut2.id]);
    },
  },
  // B never received pA: A's order of it gives B no review and no say about A's.
  'GET /api/reviews/mine': {
    url: `/api/reviews/mine?pid=${pA.id}`,
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ CanReview: false, Pending: 0 });
    },
  },
  'POST /api/reviews': {
    url: '/api/reviews',
    body: { productID: pA.id, rating: 5, text: 'Lovely' },
    check: refused(403, 'Only shoppers who received this product can review it: you can write a review once an order with it is delivered to you.'),
  },
  'POST /api/notifyme/cancel': { url: '/api/notifyme/cancel', body: { productID: pOut.id }, check: refused(404, 'You are not waiting for this product.') },
  'POST /api/coupon/apply': {
    url: '/api/coupon/apply',
    body: { code: 'FLAT50' },
    // B's cart is below FLAT50's minimum: refused on B's own cart, while A's applied coupon stays (checked by the snapshot).
    check: (res) => {
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/FLAT50|₹/);
    },
  },
  'POST /api/coupon/remove': {
    url: '/api/coupon/remove',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
    },
  },
  'GET /api/coupon/offers': {
    url: '/api/coupon/offers',
    // The offers are worked out on B's own cart: A's applied coupon and cart stay (checked by the snapshot).
    check: (res) => {
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    },
  },
  'POST /api/account/mobile': {
    url: '/api/account/mobile',
    body: { Mobile: '98450 99999', MemberID: a.id, memberId: a.id },
    // The number is the caller's own: B's changes, A's stays as it was.
    check: async (res) => {
      expect(res.status).toBe(200);
      const rows = await app.db.select({ id: members.id, mobile: members.mobile }).from(members).where(inArray(members.id, [a.id, b.id]));
      const mobiles = Object.fromEntries(rows.map((r) => [r.id, r.mobile]));
      expect(mobiles[b.id]).toBe(res.body.data.Mobile);
      expect(mobiles[a.id]).not.toBe(res.body.data.Mobile);
    },
  },
  'POST /api/logout': {
    url: '/api/logout',
    body: { MemberID: a.id, token: a.token },
    // A second session of B's: logging it out ends that session only, never A's.
    who: async () => ({ ...b, token: await issueToken(app.db, app.keys.session, b.id, 1) }),
    check: async (res, caller) => {
      expect(res.status).toBe(200);
      expect((await call(app, 'GET', '/api/cartdetails', { token: caller.token })).status).toBe(401);
      expect((await call(app, 'GET', '/api/cartdetails', { token: b.token })).status).toBe(200);
    },
  },
  'GET /api/account/security': {
    url: '/api/account/security',
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.sessions.every((s: { id: string }) => typeof s.id === 'string')).toBe(true);
    },
  },
  'POST /api/account/password': {
    url: '/api/account/password',
    body: { MemberID: a.id, password: 'a-guess-at-b-password', newPassword: 'taken-over-123' },
    check: refused(403, 'That password is not right. Please try again.'),
  },
  'POST /api/account/sessions/end': {
    url: '/api/account/sessions/end',
    // A's live session id, under B's token: not found, A's session goes on.
    body: { id: JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString()).sid },
    check: refused(404, 'This session was not found.'),
  },
  'POST /api/account/language': {
    url: '/api/account/language',
    body: { language: 'hi', MemberID: a.id, memberId: a.id },
    // The language is the caller's own: B's changes, A's stays English.
    check: async (res) => {
      expect(res.status).toBe(200);
      const rows = await app.db.select({ id: members.id, language: members.language }).from(members).where(inArray(members.id, [a.id, b.id]));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.language]))).toEqual({ [a.id]: 'en', [b.id]: 'hi' });
    },
  },
  'GET /api/mydata': {
    url: '/api/mydata',
    // The copy is the caller's own: B's profile, order and address, none of A's, and no secret.
    check: (res) => {
      expect(res.status).toBe(200);
      expect(res.body.data.Profile.Email).toBe(b.email);
      expect(res.body.data.Orders).toHaveLength(1);
      expect(res.body.data.Orders[0].Lines.map((l: { Quantity: number }) => l.Quantity)).toEqual([1]);
      expect(res.body.data.Addresses.map((x: { Title: string }) => x.Title)).toContain('Bharat-home');
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|\$argon2|quoteId|"token"/i);
    },
  },
  'POST /api/account/name': {
    url: '/api/account/name',
    body: { Firstname: 'Hariharan', Lastname: 'Pillai', MemberID: a.id, memberId: a.id },
    // The name is the caller's own: a third member's changes, A's stays.
    who: () => newShopper(app, 'Hari'),
    check: async (res, caller) => {
      expect(res.status).toBe(200);
      const [row] = await app.db.select({ firstName: members.firstName }).from(members).where(eq(members.id, caller.id));
      expect(row.firstName).toBe('Hariharan');
    },
  },
  'POST /api/account/email': {
    url: '/api/account/email',
    // A's address cannot be taken over, and the refusal does not repeat it.
    body: { Email: a.email, MemberID: a.id },
    check: refused(409, 'Another account already uses this e-mail address. Please choose a different one.'),
  },
  'POST /api/account/logout-everywhere': {
    url: '/api/account/logout-everywhere',
    body: { MemberID: a.id },
    // Everywhere is the caller's own sessions: a third member's, never A's.
    who: () => newShopper(app, 'Gita'),
    check: async (res, caller) => {
      expect(res.status).toBe(200);
      expect((await call(app, 'GET', '/api/cartdetails', { token: caller.token })).status).toBe(401);
    },
  },
  'POST /api/account/delete': {
    url: '/api/account/delete',
    body: { reason: 'Other', details: `Please close member ${a.id}`, MemberID: a.id, memberId: a.id, password: SHOPPER_PASSWORD },
    // Closing an account is only ever the caller's own: a third member closes theirs, A stays.
    who: () => newShopper(app, 'Chitra'),
    check: async (res, caller) => {
      expect(res.status).toBe(200);
      const [closed] = await app.db.select({ status: members.status }).from(members).where(eq(members.id, caller.id));
      expect(closed.status).toBe(2);
    },
  },
};

function hasMemberGuard(route: RouteOptions): boolean {
  const hooks = [route.preHandler, route.onRequest, route.preValidation].flat().filter(Boolean);
  return hooks.includes(requireMember as never);
}
const memberRoutes = [...new Set(app.routeCatalog.filter((r) => hasMemberGuard(r)).flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`)))];

async function send(route: string, url: string, token: string | undefined, body?: unknown) {
  const method = route.split(' ')[0] as 'GET' | 'POST';
  return call(app, method, url, { token, body: method === 'GET' ? undefined : (body ?? {}) });
}

function expectNothingOfA(res: Reply) {
  const text = JSON.stringify(res.body);
  for (const marker of aMarkers) expect(text, `reply names A's data (${marker.slice(0, 20)})`).not.toContain(marker);
}

describe('one member cannot reach another member’s data', () => {
  it('has a case for every call that needs a member token', () => {
    expect(memberRoutes.length).toBeGreaterThanOrEqual(17);
    expect(memberRoutes.filter((r) => !cases[r])).toEqual([]);
    expect(Object.keys(cases).filter((r) => !memberRoutes.includes(r))).toEqual([]);
  });

  it('set up A with two addresses, an order, a cart with a coupon and an open quote', async () => {
    expect(aOrderReply.status).toBe(200);
    expect(aQuote.response).toBe(true);
    const state = await stateOf(a.id);
    expect(state.addresses).toHaveLength(2);
    expect(state.orders).toHaveLength(1);
    expect(state.cart).toHaveLength(1);
    expect(state.coupon).toHaveLength(1);
  });

  it.each(memberRoutes)('%s with B’s token and A’s ids: nothing of A read or changed', async (route) => {
    const c = cases[route];
    const caller = c.who ? await c.who() : b;
    const before = await stateOf(a.id);
    const counted = await writes();
    const res = await send(route, c.url, caller.token, c.body);
    expect(typeof res.body.msg, JSON.stringify(res.body)).toBe('string');
    expect(res.body.msg.length).toBeGreaterThan(0);
    await c.check(res, caller);
    expectNothingOfA(res);
    if (res.status >= 400) expect(await writes(), 'a refused call wrote to the database').toBe(counted);
    expect(await stateOf(a.id)).toEqual(before);
  }, 60_000);

  it('A still sees all of A’s own data afterwards', async () => {
    const list = await call(app, 'GET', '/api/shipingdetails', { token: a.token });
    expect(list.body.data.map((x: { AddressTitle: string }) => x.AddressTitle)).toEqual(['Anjali-home-7731', 'Anjali-office-7732']);
    const detail = await call(app, 'GET', `/api/myorderdetails?id=${aOrder}`, { token: a.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.Table[2].Status).toBe(1);
    const cart = await call(app, 'GET', '/api/cartdetails', { token: a.token });
    expect(cart.body.data.map((l: { pid: number; qty: number }) => [l.pid, l.qty])).toEqual([[pA.id, 2]]);
    // A's quote was never used up by B's attempt: A can still place that order.
    const saved = await saveOrder(app, a, aQuote);
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Your order has been placed successfully.');
  });
});

// Tokens that must open nothing: forged, unsigned, expired, lapsed, of closed/logged-out/disabled accounts.
const wrongSecret = new TextEncoder().encode('not-the-shop-secret-not-the-shop-secret');
const sign = (claims: Record<string, unknown>, secret: Uint8Array, exp: number) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(a.id)).setIssuedAt().setExpirationTime(exp).sign(secret);
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const unsigned = (claims: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: String(a.id), exp: inAnHour })).toString('base64url')}.`;

// A session row that has run out, under a token whose own expiry is still ahead.
const [lapsed] = await app.db.insert(sessions).values({ memberId: a.id, expiresAt: new Date(Date.now() - 60_000) }).returning({ id: sessions.id });

const closed = await newShopper(app, 'Deepa');
await call(app, 'POST', '/api/account/delete', { token: closed.token, body: { reason: 'Other', password: closed.password } });
const revoked = await newShopper(app, 'Esha');
await call(app, 'POST', '/api/logout', { token: revoked.token, body: {} });
const disabled = await newShopper(app, 'Farhan');
await app.db.update(members).set({ status: 0 }).where(eq(members.id, disabled.id));

const spoiled: [string, string | undefined, string][] = [
  ['no token', undefined, 'Authorization token is missing.'],
  ['a forged token naming A’s session', await sign({ sid: aSessionId }, wrongSecret, inAnHour), 'Your session has expired. Please log in again.'],
  ['an unsigned (alg none) token naming A’s session', unsigned({ sid: aSessionId }), 'Your session has expired. Please log in again.'],
  ['an expired token of A’s live session', await sign({ sid: aSessionId }, app.keys.session, Math.floor(Date.now() / 1000) - 60), 'Your session has expired. Please log in again.'],
  ['a token whose session has run out', await sign({ sid: lapsed.id }, app.keys.session, inAnHour), 'Your session has expired. Please log in again.'],
  ['a token naming a session that never existed', await sign({ sid: randomUUID() }, app.keys.session, inAnHour), 'Your session has expired. Please log in again.'],
  ['A’s order quote used as a login token', aQuote.quote as string, 'Your session has expired. Please log in again.'],
  ['the token of a closed account', closed.token, 'Your session has expired. Please log in again.'],
  ['a logged-out (revoked) token', revoked.token, 'Your session has expired. Please log in again.'],
  ['the token of an account the shop disabled', disabled.token, 'Your session has expired. Please log in again.'],
  ['a token that is not a JWT', 'Bearer-garbage', 'Your session has expired. Please log in again.'],
];

describe('spoiled tokens are refused by every member call', () => {
  it('set up the closed, revoked and disabled members through the real calls', async () => {
    const [row] = await app.db.select({ status: members.status, email: members.email }).from(members).where(eq(members.id, closed.id));
    expect(row).toEqual({ status: 2, email: null });
    const [session] = await app.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.memberId, revoked.id));
    expect(session.revokedAt).not.toBeNull();
  });

  it.each(spoiled)('%s: 401 on every member call, nothing read or written', async (_label, token, msg) => {
    for (const route of memberRoutes) {
      const c = cases[route];
      const before = await stateOf(a.id);
      const counted = await writes();
      const res = await send(route, c.url, token, c.body);
      expect(res.status, route).toBe(401);
      expect(res.body, route).toEqual({ response: false, msg, data: null });
      expect(await writes(), `${route} wrote for a refused token`).toBe(counted);
      expect(await stateOf(a.id)).toEqual(before);
    }
  }, 120_000);

  it('checks the token before the body: no token with an empty or broken body is 401 on every member call', async () => {
    for (const route of memberRoutes.filter((r) => !r.startsWith('GET '))) {
      for (const payload of ['{}', '{"broken": ', 'x'.repeat(2000)]) {
        const res = await call(app, route.split(' ')[0] as 'POST', cases[route].url, { payload, headers: { 'content-type': 'application/json' } });
        expect(res.status, `${route} with ${payload.slice(0, 12)}`).toBe(401);
        expect(res.body.msg).toBe('Authorization token is missing.');
      }
    }
  });
});
