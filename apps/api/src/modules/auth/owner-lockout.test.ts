import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp } from '../../test/test-app.ts';
import { loginCodeLocks, loginCodes, loginFailures, members } from '../../db/schema/index.ts';
import { ensureAdmin } from './ensure-admin.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Mail } from '../mail/mailer.ts';
import { LOCKOUT } from './attempts.ts';
import { LOCKED_OUT } from './password-login.ts';

/**
 * Nobody can lock the shop's owner out of the back office: code requests for the admin's address, wrong passwords
 * and wrong codes from other clients leave the admin's two-step login (password, then a mailed code) working.
 */
let app: FastifyInstance;
const sent: Mail[] = [];
let ip = 0;
/** Another client each time: an attacker spreads over many addresses. */
const stranger = () => `203.0.113.${++ip % 250}`;
const ownerDevice = '198.51.100.7';
const OWNER_PASSWORD = 'owner-masala-chai-1';

const requestCode = (email: string, from: string) => call(app, 'GET', `/api/loginwithotp?username=${encodeURIComponent(email)}`, { headers: { 'x-forwarded-for': from } });
const submitCode = (username: string, otp: string | undefined, from: string) => call(app, 'POST', '/api/loginwithotp', { body: { username, otp }, headers: { 'x-forwarded-for': from } });
const login = (UserName: string, Password: string, from: string) => call(app, 'POST', '/api/login', { body: { UserName, Password, RememberMe: 'false' }, headers: { 'x-forwarded-for': from } });
const codeIn = (mail: Mail | undefined) => /login code for .* is:\s+(\d{6})/.exec(mail?.text ?? '')?.[1];
const mailsTo = (to: string) => sent.filter((m) => m.to === to);
const unique = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.in`;
const codeRows = (email: string) => app.db.select().from(loginCodes).where(eq(loginCodes.email, email));

let clock = new Date('2033-05-01T04:00:00Z').getTime();
const at = (ms: number) => vi.setSystemTime(new Date(clock + ms));

async function owner() {
  const email = unique('owner');
  await ensureAdmin(app.db, email, OWNER_PASSWORD);
  return email;
}

/** The owner's whole login from their own device: the password, then the code mailed for it. */
async function ownerLogsIn(email: string) {
  const first = await login(email, OWNER_PASSWORD, ownerDevice);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.body.data).toEqual({ CodeSent: true, Email: email });
  const code = codeIn(mailsTo(email).at(-1));
  expect(code).toMatch(/^\d{6}$/);
  const second = await submitCode(email, code, ownerDevice);
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  expect(second.body.data.Role).toBe('admin');
  expect((await call(app, 'GET', '/api/admin/dashboard', { token: second.body.data.token })).status).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  app.mailer.send = async (mail) => void sent.push(mail);
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
  clock += 3 * 24 * 60 * 60 * 1000;
});

describe('nobody can lock the owner out', () => {
  it('lets the owner in with the password and the mailed code after 12 code requests, 10 wrong passwords and 10 wrong codes from other clients', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = await owner();
    for (let i = 0; i < 12; i++) {
      at(i * 61_000);
      const asked = await requestCode(email, stranger());
      expect(asked.status, `request ${i + 1}`).toBe(200);
      expect(asked.body).toEqual({ response: true, msg: `We have sent an email to ${email}. Please enter the code from it: it is valid for 10 minutes.`, data: null });
    }
    at(12 * 61_000);
    for (let i = 0; i < LOCKOUT.failures; i++) expect((await login(email, `wrong-guess-${i}`, stranger())).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await submitCode(email, String(100_000 + i), stranger())).status).toBe(401);
    // The address is locked for the others now.
    expect((await login(email, 'one-more-guess', stranger())).status).toBe(429);

    await ownerLogsIn(email);
    // Nothing the others did was kept against the address: the only code ever stored is the owner's.
    const rows = await codeRows(email);
    expect(rows.map((r) => r.purpose)).toEqual(['admin']);
    expect(await app.db.select().from(loginCodeLocks).where(eq(loginCodeLocks.email, email))).toEqual([]);
    // And the owner's inbox got one note about the code requests, not twelve.
    expect(mailsTo(email).filter((m) => m.text.includes('logs in with its password first'))).toHaveLength(1);
  });

  it('answers a code request for an admin address as for any address, storing and counting nothing', async () => {
    const email = await owner();
    const shopper = unique('shopper');
    await app.db.insert(members).values({ firstName: 'Asha', lastName: 'Rao', email: shopper, passwordHash: await hashPassword('shopper-pass-1'), passwordConfirmedAt: new Date() });
    const forAdmin = await requestCode(email, stranger());
    const forShopper = await requestCode(shopper, stranger());
    const forNobody = await requestCode(unique('nobody'), stranger());
    for (const other of [forShopper, forNobody]) {
      expect(forAdmin.status).toBe(other.status);
      expect(forAdmin.body.msg.replace(email, 'X')).toBe(other.body.msg.replace(/to \S+@example\.in\./, 'to X.'));
      expect(forAdmin.body.data).toBe(other.body.data);
    }
    expect(await codeRows(email)).toEqual([]);
    // Asked again at once, it still answers the same and stores nothing (no per-minute wait to reveal a stored code).
    expect((await requestCode(email, stranger())).status).toBe(200);
    expect(await codeRows(email)).toEqual([]);
    const notes = mailsTo(email);
    expect(notes).toHaveLength(1);
    expect(codeIn(notes[0])).toBeUndefined();
  });

  it('still sends the owner a code while code login for the address is paused', async () => {
    const email = await owner();
    await app.db.insert(loginCodeLocks).values({ email, lockedUntil: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    await ownerLogsIn(email);
  });

  it("checks the owner's code against the newest code of the admin step, whatever else was stored for the address since", async () => {
    const email = await owner();
    const first = await login(email, OWNER_PASSWORD, ownerDevice);
    expect(first.status).toBe(200);
    const code = codeIn(mailsTo(email).at(-1));
    // A code row of the shoppers' purpose stored after it (an account made admin after asking for one, say).
    await app.db.insert(loginCodes).values({ email, purpose: 'login', codeHash: '0'.repeat(64), createdAt: new Date(Date.now() + 1000), expiresAt: new Date(Date.now() + 600_000) });
    const second = await submitCode(email, code, ownerDevice);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.Role).toBe('admin');
  });

  it("keeps a locked shopper's right password waiting, and slows a client that tried wrong ones, saying what an administrator can do", async () => {
    const shopper = unique('locked-shopper');
    await app.db.insert(members).values({ firstName: 'Ravi', lastName: 'Rao', email: shopper, passwordHash: await hashPassword('shopper-pass-2'), passwordConfirmedAt: new Date() });
    for (let i = 0; i < LOCKOUT.failures; i++) await login(shopper, `wrong-${i}`, stranger());
    const right = await login(shopper, 'shopper-pass-2', stranger());
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ response: false, msg: LOCKED_OUT, data: null });
    expect(LOCKED_OUT).toMatch(/Administrators of the shop can still log in with the right password/);

    const email = await owner();
    for (let i = 0; i < LOCKOUT.failures; i++) await login(email, `wrong-${i}`, stranger());
    // The owner mistypes on their own device: judged and refused with the lock's message, until this device has to wait.
    for (let i = 0; i < LOCKOUT.perClient; i++) expect((await login(email, `typo-${i}`, ownerDevice)).body.msg).toBe(LOCKED_OUT);
    const slowed = await login(email, OWNER_PASSWORD, ownerDevice);
    expect(slowed.status).toBe(429);
    expect(slowed.body.msg).toBe(LOCKED_OUT);
    // From another device the right password goes on to the code step.
    const other = await login(email, OWNER_PASSWORD, '198.51.100.8');
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ CodeSent: true, Email: email });
  });

  it(`judges at most ${LOCKOUT.perClient} passwords of one client while the address is locked, however many arrive at once`, async () => {
    const email = await owner();
    for (let i = 0; i < LOCKOUT.failures; i++) await login(email, `wrong-${i}`, stranger());
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `burst-${i}`, '192.0.2.44')));
    expect(burst.every((r) => r.status === 429)).toBe(true);
    const judged = await app.db.select().from(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.client, '192.0.2.44')));
    expect(judged).toHaveLength(LOCKOUT.perClient);
  });
});
