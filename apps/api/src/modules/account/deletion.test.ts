import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { deletionReasons } from '@shop/contract';
import { createTestApp, call } from '../../test/test-app.ts';
import { accountDeletions, addresses, cartLines, cities, members, orders, products, sessions } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { issueToken } from '../session/index.ts';

let app: FastifyInstance;
const sent: Mail[] = [];
let ip = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip % 250}` });
const deleteAccount = (token: string | undefined, body: unknown) => call(app, 'POST', '/api/account/delete', { token, body, headers: from() });
const login = (UserName: string, Password: string) => call(app, 'POST', '/api/login', { body: { UserName, Password, RememberMe: 'true' }, headers: from() });

/** A shopper who signed up, logged in twice (phone and laptop), filled a cart, saved an address and ordered once. */
async function shopper(email: string) {
  const password = 'chai-biscuit-77';
  const signUp = await call(app, 'POST', '/api/memberregistraion', {
    body: { Firstname: 'Kavya', Lastname: 'Menon', Email: email, Pincode: '682001', Password: password, ConfirmPassword: password },
    headers: from(),
  });
  const id = signUp.body.data.MemberID as number;
  await app.db.update(members).set({ mobile: '9447000111' }).where(eq(members.id, id));
  const phone = (await login(email, password)).body.data.token as string;
  const laptop = (await login(email, password)).body.data.token as string;
  const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
  await app.db.insert(cartLines).values({ memberId: id, productId: product.id, qty: 2 });
  const [city] = await app.db.select({ id: cities.id, stateId: cities.stateId }).from(cities).limit(1);
  await app.db.insert(addresses).values({ memberId: id, title: 'Home', line1: '12 Marine Drive', line2: 'Flat 4B', landmark: 'Near the jetty', stateId: city.stateId, cityId: city.id, pinCode: '682001' });
  const [order] = await app.db
    .insert(orders)
    .values({
      memberId: id,
      tranId: `T-${id}`,
      invoiceNumber: `INV-${id}`,
      customerName: 'Kavya Menon',
      customerEmail: email,
      shippingOptionId: 1,
      shippingOptionName: 'Home delivery',
      address: { title: 'Home', line1: '12 Marine Drive', line2: 'Flat 4B', landmark: 'Near the jetty', city: 'Kochi', state: 'Kerala', pinCode: '682001' },
      totalPaise: 50_000,
      payablePaise: 45_000,
      quoteId: `Q-${id}`,
    })
    .returning({ id: orders.id });
  return { id, email, password, phone, laptop, orderId: order.id };
}

beforeAll(async () => {
  app = await createTestApp();
  app.mailer.send = async (mail) => void sent.push(mail);
});
afterAll(async () => {
  await app.close();
});

describe('deleting one\'s account', () => {
  it('erases the personal data, keeps the orders without it, stores the reason, revokes every session and says goodbye', async () => {
    const kavya = await shopper('kavya@example.in');
    const { status, body } = await deleteAccount(kavya.phone, { reason: "I'm worried about my privacy", details: '  Too much data kept.  ', password: kavya.password });
    expect(status).toBe(200);
    expect(body).toEqual({ response: true, msg: 'Your account has been deleted. We are sorry to see you go.', data: null });

    const [row] = await app.db.select().from(members).where(eq(members.id, kavya.id));
    expect(row).toMatchObject({ firstName: 'Deleted member', lastName: '', email: null, mobile: '', pincode: '', passwordHash: null, status: 2 });
    expect(row.closedAt).not.toBeNull();

    const [address] = await app.db.select().from(addresses).where(eq(addresses.memberId, kavya.id));
    expect(address.deletedAt).not.toBeNull();
    expect(address).toMatchObject({ title: '', line1: '', line2: '', landmark: '', pinCode: '' });
    expect(await app.db.select().from(cartLines).where(eq(cartLines.memberId, kavya.id))).toHaveLength(0);

    const [order] = await app.db.select().from(orders).where(eq(orders.id, kavya.orderId));
    expect(order).toMatchObject({ memberId: null, customerName: 'Deleted member', customerEmail: null, payablePaise: 45_000, invoiceNumber: `INV-${kavya.id}` });
    expect(order.address).toEqual({ title: '', line1: '', line2: '', landmark: '', pinCode: '', city: 'Kochi', state: 'Kerala' });

    const reasons = await app.db.select().from(accountDeletions);
    expect(reasons.at(-1)).toMatchObject({ reason: "I'm worried about my privacy", details: 'Too much data kept.' });

    const live = await app.db.select({ n: count() }).from(sessions).where(sql`${sessions.memberId} = ${kavya.id} and ${sessions.revokedAt} is null`);
    expect(Number(live[0].n)).toBe(0);
    for (const token of [kavya.phone, kavya.laptop]) {
      const res = await call(app, 'POST', '/api/logout', { token, body: {} });
      expect(res.status).toBe(401);
    }

    const goodbye = sent.filter((m) => m.to === 'kavya@example.in').at(-1);
    expect(goodbye?.subject).toBe('Your Annapurna Organics account has been deleted');
    expect(goodbye?.text).toContain('Hello Kavya');
    expect(JSON.stringify(await app.db.select().from(members).where(eq(members.id, kavya.id)))).not.toMatch(/kavya|Menon|9447000111|682001/i);
  });

  it('cannot log in afterwards, by password or by code, and the address can sign up again', async () => {
    const anil = await shopper('anil@example.in');
    expect((await deleteAccount(anil.phone, { reason: 'Other', password: anil.password })).status).toBe(200);
    const byPassword = await login('anil@example.in', anil.password);
    expect(byPassword.status).toBe(401);
    expect(byPassword.body.msg).toBe('Invalid username or password.');

    const mailsBefore = sent.length;
    await call(app, 'GET', '/api/loginwithotp?username=anil@example.in', { headers: from() });
    const next = sent.slice(mailsBefore);
    expect(next.every((m) => m.devCode === undefined)).toBe(true);
    expect((await call(app, 'POST', '/api/loginwithotp', { body: { username: 'anil@example.in', otp: '123456' }, headers: from() })).status).toBe(401);

    const again = await call(app, 'POST', '/api/memberregistraion', {
      body: { Firstname: 'Anil', Lastname: 'Nair', Email: 'Anil@example.in', Pincode: '682001', Password: 'new-start-2025', ConfirmPassword: 'new-start-2025' },
      headers: from(),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.MemberID).not.toBe(anil.id);
    expect((await login('anil@example.in', 'new-start-2025')).status).toBe(200);
  });

  it('only ever deletes the caller\'s own account, whatever the body says', async () => {
    const owner = await shopper('owner@example.in');
    const other = await shopper('other@example.in');
    const res = await deleteAccount(other.phone, { reason: 'Other', MemberID: owner.id, memberId: owner.id, id: owner.id, password: other.password });
    expect(res.status).toBe(200);
    const [ownerRow] = await app.db.select().from(members).where(eq(members.id, owner.id));
    expect(ownerRow).toMatchObject({ email: 'owner@example.in', status: 1, firstName: 'Kavya' });
    expect(await app.db.select().from(cartLines).where(eq(cartLines.memberId, owner.id))).toHaveLength(1);
    expect((await login('owner@example.in', owner.password)).status).toBe(200);
    const [otherRow] = await app.db.select().from(members).where(eq(members.id, other.id));
    expect(otherRow.status).toBe(2);
  });

  it('accepts each of the six reasons of the panel', async () => {
    for (const [i, reason] of deletionReasons.entries()) {
      const m = await shopper(`reason${i}@example.in`);
      expect((await deleteAccount(m.phone, { reason, password: m.password })).status).toBe(200);
    }
    const stored = (await app.db.select({ reason: accountDeletions.reason }).from(accountDeletions)).map((r) => r.reason);
    for (const reason of deletionReasons) expect(stored).toContain(reason);
  });

  it('answers 401 without a valid token, before looking at the body', async () => {
    const none = await deleteAccount(undefined, { reason: 'nonsense' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ response: false, msg: 'Authorization token is missing.', data: null });
    expect((await deleteAccount('bogus.token.here', { reason: 'Other' })).status).toBe(401);
  });

  it.each([
    ['no reason', {}, 'Please choose why you would like to delete your account.'],
    ['a reason not in the list', { reason: 'Because' }, 'Please choose why you would like to delete your account.'],
    ['details over 1000 characters', { reason: 'Other', details: 'x'.repeat(1001) }, 'Details must be at most 1000 characters.'],
    ['details that are not text', { reason: 'Other', details: 42 }, 'Details must be text.'],
  ])('refuses %s with a clear message and keeps the account', async (_label, body, msg) => {
    const m = await shopper(`keep${++ip}@example.in`);
    const res = await deleteAccount(m.phone, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ response: false, msg, data: null });
    const [row] = await app.db.select().from(members).where(eq(members.id, m.id));
    expect(row.status).toBe(1);
  });

  it('needs the password or a fresh mailed code, not only a token, and keeps the account without them', async () => {
    const m = await shopper(`proof${++ip}@example.in`);
    const none = await deleteAccount(m.phone, { reason: 'Other' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ response: false, msg: 'Please enter your password, or the code we mailed you, to continue.', data: null });
    const wrong = await deleteAccount(m.phone, { reason: 'Other', password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('That password is not right. Please try again.');
    const badCode = await deleteAccount(m.phone, { reason: 'Other', otp: '000000' });
    expect(badCode.status).toBe(403);
    const [row] = await app.db.select().from(members).where(eq(members.id, m.id));
    expect(row.status).toBe(1);
    // The session survived the wrong tries (403, not 401): the shopper can try again.
    expect((await call(app, 'GET', '/api/account/security', { token: m.phone })).status).toBe(200);
  });

  it('closes an account without a password with a code just mailed to it', async () => {
    const m = await shopper(`codeonly${++ip}@example.in`);
    await app.db.update(members).set({ passwordHash: null }).where(eq(members.id, m.id));
    await call(app, 'GET', `/api/loginwithotp?username=${m.email}`, { headers: from() });
    const code = /login code for .* is:\s+(\d{6})/.exec(sent.filter((s) => s.to === m.email).at(-1)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await deleteAccount(m.phone, { reason: 'Other', otp: code })).status).toBe(200);
    const [row] = await app.db.select().from(members).where(eq(members.id, m.id));
    expect(row.status).toBe(2);
  });

  it('keeps an administrator account, which closes only through another administrator', async () => {
    const [adminRow] = await app.db.select().from(members).where(eq(members.email, 'admin@annapurna.example'));
    const token = await issueToken(app.db, app.keys.session, adminRow.id, 1);
    const res = await deleteAccount(token, { reason: 'Other', password: 'whatever-it-is' });
    expect(res.status).toBe(403);
    const [row] = await app.db.select().from(members).where(eq(members.email, 'admin@annapurna.example'));
    expect(row.status).toBe(1);
  });
});
