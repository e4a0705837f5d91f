import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { addAddress, addToCart, buy, newShopper, productWith, type Shopper } from '../../test/shop.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { signIn } from '../../test/admin-support.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let neha: Shopper;
let other: Shopper;

beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl, publicUrl: 'https://shop.example' } });
  const product = await productWith(app, { price: 250, stock: 30 });
  neha = await newShopper(app, 'Neha');
  other = await newShopper(app, 'Omkar');
  await addAddress(app, neha, { AddressTitle: 'Neha home', AddressLine1: '12 Neem Street' });
  await buy(app, neha, [{ id: product.id, qty: 2 }]);
  await addToCart(app, neha, product.id, 1);
  await call(app, 'POST', '/api/contact', { body: { name: 'Neha', email: neha.email, message: 'Where is my second order?' } });
  await addAddress(app, other, { AddressTitle: 'Omkar flat', AddressLine1: '99 Secret Lane' });
  await call(app, 'POST', '/api/contact', { body: { name: 'Omkar', email: other.email, message: 'Omkar private complaint text.' } });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

describe('GET /api/mydata (DPDP Act s.11)', () => {
  it('gives the member a copy of their profile, addresses, orders with lines, cart, contact messages and sessions', async () => {
    const res = await call(app, 'GET', '/api/mydata', { token: neha.token });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.Profile).toMatchObject({ Firstname: 'Neha', Email: neha.email, HasPassword: true });
    expect(data.Addresses.map((a: { Title: string }) => a.Title)).toContain('Neha home');
    expect(data.Orders).toHaveLength(1);
    expect(data.Orders[0].Lines[0]).toMatchObject({ Quantity: 2, UnitPrice: 250 });
    expect(data.Cart).toHaveLength(1);
    expect(data.ContactMessages).toEqual([expect.objectContaining({ Message: 'Where is my second order?', State: 'open', Ticket: expect.stringMatching(/^GRV\d{4}-\d{6}$/) })]);
    expect(data.Sessions.length).toBeGreaterThan(0);
    expect(data).toHaveProperty('Newsletter', null);
    expect(data).toHaveProperty('BackInStockRequests');
  });

  it('never includes another member’s data, a password hash, a token or a session id', async () => {
    const res = await call(app, 'GET', '/api/mydata', { token: neha.token });
    const text = JSON.stringify(res.body);
    const [row] = await app.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, neha.id));
    for (const secret of [row.hash!, neha.token, other.email, 'Omkar', 'Secret Lane', 'private complaint']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|password_hash|quoteId|"token"|"id":/i);
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/api/mydata')).status).toBe(401);
  });
});

describe('correcting name and e-mail (DPDP Act s.12)', () => {
  it('saves a name at once, and refuses an empty one naming the field', async () => {
    const bad = await call(app, 'POST', '/api/account/name', { token: neha.token, body: { Firstname: ' ', Lastname: 'Joshi' } });
    expect([bad.status, bad.body.msg]).toEqual([400, 'First name is required.']);
    const res = await call(app, 'POST', '/api/account/name', { token: neha.token, body: { Firstname: 'Neha', Lastname: 'Joshi' } });
    expect([res.status, res.body.data]).toEqual([200, { Firstname: 'Neha', Lastname: 'Joshi' }]);
    const [row] = await app.db.select({ last: members.lastName }).from(members).where(eq(members.id, neha.id));
    expect(row.last).toBe('Joshi');
  });

  it('refuses an address another account uses, with a clear message, and changes nothing', async () => {
    const res = await call(app, 'POST', '/api/account/email', { token: neha.token, body: { Email: other.email.toUpperCase() } });
    expect([res.status, res.body.msg]).toEqual([409, 'Another account already uses this e-mail address. Please choose a different one.']);
    const bad = await call(app, 'POST', '/api/account/email', { token: neha.token, body: { Email: 'neha@' } });
    expect([bad.status, bad.body.msg]).toEqual([400, 'Invalid email format.']);
  });

  it('changes the address only once the link mailed to the new address is followed', async () => {
    const res = await call(app, 'POST', '/api/account/email', { token: neha.token, body: { Email: 'neha.new@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('We sent a link to neha.new@example.com. Your e-mail address changes once you follow it.');
    const [before] = await app.db.select({ email: members.email }).from(members).where(eq(members.id, neha.id));
    expect(before.email).toBe(neha.email);
    const mail = inbox.mails.find((m) => m.to.includes('neha.new@example.com'))!;
    const token = /confirm-new-email\?token=([\w.-]+)/.exec(mail.text)![1];

    expect((await call(app, 'POST', '/api/account/email/confirm', { body: { token: `${token}x` } })).status).toBe(400);
    const done = await call(app, 'POST', '/api/account/email/confirm', { body: { token } });
    expect([done.status, done.body.data]).toEqual([200, { Email: 'neha.new@example.com' }]);
    const [after] = await app.db.select({ email: members.email }).from(members).where(eq(members.id, neha.id));
    expect(after.email).toBe('neha.new@example.com');
    // The former address is told, with the new one and where to write if it was not the member.
    const changeNotice = (m: { to: string[]; subject: string }) => m.to.includes(neha.email) && m.subject.endsWith("your account's e-mail address was changed");
    const told = inbox.mails.filter(changeNotice);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('neha.new@example.com');
    expect(told[0].text).toMatch(/If you did not, write to us at once at \S+@\S+/);
    // Following it again is harmless, and tells no one again.
    expect((await call(app, 'POST', '/api/account/email/confirm', { body: { token } })).status).toBe(200);
    expect(inbox.mails.filter(changeNotice)).toHaveLength(1);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const asked = await call(app, 'POST', '/api/account/email', { token: other.token, body: { Email: 'wanted@example.com' } });
    expect(asked.status).toBe(200);
    const token = /confirm-new-email\?token=([\w.-]+)/.exec(inbox.mails.find((m) => m.to.includes('wanted@example.com'))!.text)![1];
    await app.db.update(members).set({ email: 'wanted@example.com' }).where(eq(members.id, neha.id));
    const res = await call(app, 'POST', '/api/account/email/confirm', { body: { token } });
    expect([res.status, res.body.msg]).toEqual([409, 'Another account already uses this e-mail address. Please choose a different one.']);
    const [row] = await app.db.select({ email: members.email }).from(members).where(eq(members.id, other.id));
    expect(row.email).toBe(other.email);
  });
});

describe('the shop sends the link for a member who cannot log in (decision 289)', () => {
  const linkTo = (address: string) => /confirm-new-email\?token=([\w.-]+)/.exec(inbox.mails.filter((m) => m.to.includes(address)).at(-1)!.text)![1];

  it("mails the link to the new address; the address changes only when it is opened there, and the former one is told", async () => {
    const { admin } = await signIn(app);
    const kiran = await newShopper(app, 'Kiran');
    const res = await call(app, 'POST', `/api/admin/members/${kiran.id}/email`, { token: admin.token, body: { email: ' Kiran.Typo.Fixed@Example.com ' } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("A link to confirm kiran.typo.fixed@example.com was sent there. Kiran Kumar's address changes when the link is opened, within 24 hours.");
    const [before] = await app.db.select({ email: members.email }).from(members).where(eq(members.id, kiran.id));
    expect(before.email).toBe(kiran.email);
    const done = await call(app, 'POST', '/api/account/email/confirm', { body: { token: linkTo('kiran.typo.fixed@example.com') } });
    expect([done.status, done.body.data]).toEqual([200, { Email: 'kiran.typo.fixed@example.com' }]);
    expect(inbox.mails.filter((m) => m.to.includes(kiran.email) && m.subject.endsWith("your account's e-mail address was changed"))).toHaveLength(1);
    // The member logs in at the new address.
    const login = await call(app, 'POST', '/api/login', { body: { UserName: 'kiran.typo.fixed@example.com', Password: kiran.password, RememberMe: 'false' } });
    expect(login.status).toBe(200);
  });

  it('refuses, changing nothing and mailing no one: a taken or the same address, an administrator, a disabled account, no such member, a bad address, a shopper asking', async () => {
    const { admin } = await signIn(app);
    const lata = await newShopper(app, 'Lata');
    const ask = (id: number, email: unknown, token = admin.token) => call(app, 'POST', `/api/admin/members/${id}/email`, { token, body: { email } });
    const mailsBefore = inbox.mails.length;
    expect(await ask(lata.id, other.email).then((r) => [r.status, r.body.msg])).toEqual([409, 'Another account already uses this e-mail address. Please choose a different one.']);
    expect(await ask(lata.id, lata.email.toUpperCase()).then((r) => [r.status, r.body.msg])).toEqual([400, "This is already the member's e-mail address."]);
    expect(await ask(admin.id, 'new.owner@example.com').then((r) => [r.status, r.body.msg])).toEqual([409, "An administrator's e-mail address is set with npm run admin, on the shop's server."]);
    expect(await ask(999_999, 'nobody@example.com').then((r) => [r.status, r.body.msg])).toEqual([404, 'No such member.']);
    expect(await ask(lata.id, 'lata@').then((r) => [r.status, r.body.msg])).toEqual([400, 'Invalid email format.']);
    expect((await ask(lata.id, 'lata.new@example.com', lata.token)).status).toBe(403);
    expect((await call(app, 'PUT', `/api/admin/members/${lata.id}/status`, { token: admin.token, body: { active: false } })).status).toBe(200);
    expect(await ask(lata.id, 'lata.new@example.com').then((r) => [r.status, r.body.msg])).toEqual([409, 'Only an active account can change its e-mail address: enable it first.']);
    expect(inbox.mails.length).toBe(mailsBefore);
    const [row] = await app.db.select({ email: members.email }).from(members).where(eq(members.id, lata.id));
    expect(row.email).toBe(lata.email);
  });
});
