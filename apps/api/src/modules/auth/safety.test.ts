import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, call, demoPassword } from '../../test/test-app.ts';
import { loginCodes, members, sessions } from '../../db/schema/index.ts';
import { accountsWithDemoPasswords, writeDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { demoMembers } from '../../db/seed/members.ts';
import { ensureAdmin } from './ensure-admin.ts';
import type { Mail } from '../mail/mailer.ts';
import { CODE_CAPS } from './login-codes.ts';
import { LOCKOUT } from './attempts.ts';
import { hashPassword } from '../../lib/password.ts';
import { issueToken } from '../session/index.ts';

let app: FastifyInstance;
const sent: Mail[] = [];
let ip = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip % 250}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130' });
const login = (UserName: string, Password: string, RememberMe = 'false') => call(app, 'POST', '/api/login', { body: { UserName, Password, RememberMe }, headers: from() });
const requestCode = (email: string) => call(app, 'GET', `/api/loginwithotp?username=${encodeURIComponent(email)}`, { headers: from() });
const submitCode = (username: string, otp: string | undefined) => call(app, 'POST', '/api/loginwithotp', { body: { username, otp }, headers: from() });
const codeIn = (mail: Mail | undefined) => /login code for .* is:\s+(\d{6})/.exec(mail?.text ?? '')?.[1];
const mailsTo = (to: string) => sent.filter((m) => m.to === to);
const alive = async (token: string) => (await call(app, 'GET', '/api/account/security', { token })).status === 200;
const unique = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.in`;

async function member(email: string, password: string | null, extra: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(members)
    .values({ firstName: 'Sita', lastName: 'Das', email, passwordHash: password ? await hashPassword(password) : null, passwordConfirmedAt: new Date(), ...extra })
    .returning();
  return row;
}

let clock = new Date('2032-01-10T06:00:00Z').getTime();
const at = (ms: number) => vi.setSystemTime(new Date(clock + ms));

beforeAll(async () => {
  app = await createTestApp();
  app.mailer.send = async (mail) => void sent.push(mail);
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
  clock += 3 * 24 * 60 * 60 * 1000;
});

describe('no known password opens a shop', () => {
  it('gives the demo accounts random passwords, none written in the code, and marks them as first passwords', async () => {
    const other = await createTestApp();
    try {
      for (const m of demoMembers) {
        expect(m).not.toHaveProperty('password');
        expect(demoPassword(app, m.email)).toMatch(/^[\w-]{16}$/);
        expect(demoPassword(app, m.email)).not.toBe(demoPassword(other, m.email));
      }
      expect((await accountsWithDemoPasswords(app.db)).sort()).toEqual(demoMembers.map((m) => m.email).sort());
      expect((await login('asha@annapurna.example', 'asha-demo-123')).status).toBe(401);
      expect((await login('asha@annapurna.example', demoPassword(app, 'asha@annapurna.example'))).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('writes the demo passwords to a file only its owner can read', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'shop-demo-')), 'demo-accounts.txt');
    writeDemoAccounts(file, [{ email: 'asha@annapurna.example', password: 'Zx9-random-pass1', role: 'member' }]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('asha@annapurna.example  Zx9-random-pass1');
    expect(text).toContain('Change them');
  });

  it('stops counting an account as demo once its password is changed', async () => {
    const asha = await login('asha@annapurna.example', demoPassword(app, 'asha@annapurna.example'));
    const changed = await call(app, 'POST', '/api/account/password', { token: asha.body.data.token, body: { password: demoPassword(app, 'asha@annapurna.example'), newPassword: 'asha-own-choice-9' }, headers: from() });
    expect(changed.status).toBe(200);
    expect(await accountsWithDemoPasswords(app.db)).toEqual(['admin@annapurna.example']);
  });
});

describe('ensureAdmin (ADMIN_EMAIL at start, npm run admin)', () => {
  it('does not make a shopper an administrator without the explicit promote flag', async () => {
    const email = unique('shopper');
    const shopper = await member(email, 'shopper-pass-1');
    await expect(ensureAdmin(app.db, email, 'admin-pass-123')).rejects.toThrow(/--promote/);
    const [row] = await app.db.select().from(members).where(eq(members.id, shopper.id));
    expect(row.role).toBe('member');
    expect((await ensureAdmin(app.db, email, 'admin-pass-123', { promote: true })).outcome).toBe('promoted');
    expect((await app.db.select().from(members).where(eq(members.id, shopper.id)))[0].role).toBe('admin');
  });

  it('ends every session of the account when it sets a new password, and leaves them when the password is the same', async () => {
    const email = unique('owner');
    const { id } = await ensureAdmin(app.db, email, 'first-admin-pass');
    const token = await issueToken(app.db, app.keys.session, id, 1);
    expect((await ensureAdmin(app.db, email, 'first-admin-pass')).outcome).toBe('unchanged');
    expect(await alive(token)).toBe(true);
    expect((await ensureAdmin(app.db, email, 'second-admin-pass')).outcome).toBe('password changed');
    expect(await alive(token)).toBe(false);
  });

  it('does not re-enable an administrator the shop disabled', async () => {
    const email = unique('gone');
    const { id } = await ensureAdmin(app.db, email, 'disabled-admin-1');
    await app.db.update(members).set({ status: 0 }).where(eq(members.id, id));
    const again = await ensureAdmin(app.db, email, 'disabled-admin-1');
    expect(again.disabled).toBe(true);
    expect((await app.db.select().from(members).where(eq(members.id, id)))[0].status).toBe(0);
  });
});

describe('login codes cannot be ground down', () => {
  it(`sends at most ${CODE_CAPS.perHour} codes an hour to an address, then pauses code login and tells the owner once`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = unique('target');
    await member(email, 'target-pass-1');
    for (let i = 0; i < CODE_CAPS.perHour; i++) {
      at(i * 61_000);
      expect((await requestCode(email)).status).toBe(200);
    }
    at(CODE_CAPS.perHour * 61_000);
    const capped = await requestCode(email);
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toMatch(/login by email code is paused for this address/);
    at((CODE_CAPS.perHour + 1) * 61_000);
    expect((await requestCode(email)).status).toBe(429);
    const notices = mailsTo(email).filter((m) => m.subject.includes('paused'));
    expect(notices).toHaveLength(1);
    expect(mailsTo(email).filter((m) => codeIn(m))).toHaveLength(CODE_CAPS.perHour);
    // Even the right code waits for the pause to end.
    const last = codeIn(mailsTo(email).filter((m) => codeIn(m)).at(-1));
    expect((await submitCode(email, last)).status).toBe(429);
  });

  it(`pauses code login for a day after ${CODE_CAPS.wrongPerDay} wrong codes across all codes`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = unique('guessed');
    await member(email, 'guessed-pass-1');
    let wrongTries = 0;
    for (let round = 0; wrongTries < CODE_CAPS.wrongPerDay; round++) {
      at(round * 61_000 + round * 60 * 60 * 1000);
      expect((await requestCode(email)).status).toBe(200);
      const code = codeIn(mailsTo(email).at(-1))!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4 && wrongTries < CODE_CAPS.wrongPerDay; i++, wrongTries++) expect((await submitCode(email, wrong)).status).toBe(401);
    }
    at(20 * 60 * 60 * 1000);
    expect((await requestCode(email)).status).toBe(429);
    expect(mailsTo(email).filter((m) => m.subject.includes('paused'))).toHaveLength(1);
  });

  it('sends no mail and stores no code for HEAD /api/loginwithotp', async () => {
    const email = unique('head');
    await member(email, 'head-pass-1');
    const res = await app.inject({ method: 'HEAD', url: `/api/loginwithotp?username=${email}` });
    expect(res.statusCode).toBe(404);
    expect(mailsTo(email)).toHaveLength(0);
    expect(await app.db.select().from(loginCodes).where(eq(loginCodes.email, email))).toHaveLength(0);
  });
});

describe('passwords', () => {
  it(`answers at most ${LOCKOUT.failures} of 40 simultaneous wrong passwords for one address as wrong: the others meet the lock`, async () => {
    const email = unique('burst');
    await member(email, 'burst-right-pass');
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `wrong-${i}-password`)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(LOCKOUT.failures);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40 - LOCKOUT.failures);
    expect((await login(email, 'burst-right-pass')).status).toBe(429);
  });

  it('replaces an old scrypt hash with Argon2id at the next successful login', async () => {
    const email = unique('legacy');
    const salt = randomBytes(16);
    const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync('legacy-pass-1', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
    const row = await member(email, null, { passwordHash: legacy });
    expect((await login(email, 'legacy-pass-1')).status).toBe(200);
    const [after] = await app.db.select().from(members).where(eq(members.id, row.id));
    expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(email, 'legacy-pass-1')).status).toBe(200);
  });
});

describe('an address belongs to its owner', () => {
  const signUp = (email: string, password: string) =>
    call(app, 'POST', '/api/memberregistraion', { body: { Firstname: 'Intruder', Lastname: 'X', Email: email, Pincode: '560001', Password: password, ConfirmPassword: password }, headers: from() });

  it("ends an intruder's pre-registration when the owner logs in by code: sessions end, the unconfirmed password goes", async () => {
    const email = unique('owner');
    expect((await signUp(email, 'intruder-chose-1')).status).toBe(200);
    const intruder = (await login(email, 'intruder-chose-1', 'true')).body.data.token as string;
    expect(await alive(intruder)).toBe(true);
    await requestCode(email);
    const owner = await submitCode(email, codeIn(mailsTo(email).at(-1)));
    expect(owner.status).toBe(200);
    expect(await alive(intruder)).toBe(false);
    expect((await login(email, 'intruder-chose-1')).status).toBe(401);
    expect((await call(app, 'GET', '/api/account/security', { token: owner.body.data.token })).body.data.HasPassword).toBe(false);
    // The owner can then set a password of their own, proving the mailbox again with a fresh code (a minute later).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await requestCode(email);
    const set = await call(app, 'POST', '/api/account/password', { token: owner.body.data.token, body: { otp: codeIn(mailsTo(email).at(-1)), newPassword: 'owner-own-pass-1' }, headers: from() });
    expect(set.status).toBe(200);
    expect((await login(email, 'owner-own-pass-1')).status).toBe(200);
  });

  it('keeps the other sessions of a confirmed member who logs in by code, who can end them from Login & Security', async () => {
    const email = unique('two-devices');
    await member(email, 'two-devices-pass-1');
    const laptop = (await login(email, 'two-devices-pass-1', 'true')).body.data.token as string;
    await requestCode(email);
    const phone = await submitCode(email, codeIn(mailsTo(email).at(-1)));
    expect(phone.status).toBe(200);
    expect(await alive(laptop)).toBe(true);
    expect((await login(email, 'two-devices-pass-1')).status).toBe(200);
    const everywhere = await call(app, 'POST', '/api/account/logout-everywhere', { token: phone.body.data.token, body: {} });
    expect(everywhere.body).toEqual({ response: true, msg: 'You have been logged out everywhere.', data: null });
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone.body.data.token)).toBe(false);
  });

  it("keeps a password changed with an unconfirmed one unconfirmed, so the owner's code login still ends the intruder's hold", async () => {
    const email = unique('changed');
    await signUp(email, 'intruder-chose-2');
    const intruder = (await login(email, 'intruder-chose-2')).body.data.token as string;
    const changed = await call(app, 'POST', '/api/account/password', { token: intruder, body: { password: 'intruder-chose-2', newPassword: 'intruder-chose-3' }, headers: from() });
    expect(changed.status).toBe(200);
    const [row] = await app.db.select().from(members).where(eq(members.email, email));
    expect(row.passwordConfirmedAt).toBeNull();
    await requestCode(email);
    expect((await submitCode(email, codeIn(mailsTo(email).at(-1)))).status).toBe(200);
    expect(await alive(intruder)).toBe(false);
    expect((await login(email, 'intruder-chose-3')).status).toBe(401);
  });

  it('keeps a password confirmed by the sign-up link when the owner later logs in by code', async () => {
    const email = unique('real');
    await signUp(email, 'real-owner-pass-1');
    const link = /\/confirm-email\?token=([\w.-]+)/.exec(mailsTo(email).at(-1)!.text)![1];
    const confirmed = await call(app, 'POST', '/api/account/confirm-email', { body: { token: link }, headers: from() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.msg).toBe('Thank you: your email address is confirmed.');
    await requestCode(email);
    expect((await submitCode(email, codeIn(mailsTo(email).at(-1)))).status).toBe(200);
    expect((await login(email, 'real-owner-pass-1')).status).toBe(200);
  });

  it('refuses a forged, altered or login-token confirmation link with a clear message', async () => {
    const email = unique('forged');
    await signUp(email, 'forged-pass-123');
    const link = /\/confirm-email\?token=([\w.-]+)/.exec(mailsTo(email).at(-1)!.text)![1];
    const loginToken = (await login(email, 'forged-pass-123')).body.data.token;
    for (const token of [`${link}x`, loginToken, 'not-a-token', createHmac('sha256', 'x').digest('hex')]) {
      const res = await call(app, 'POST', '/api/account/confirm-email', { body: { token }, headers: from() });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^This confirmation link is invalid or has expired/);
    }
    const [row] = await app.db.select().from(members).where(eq(members.email, email));
    expect(row.passwordConfirmedAt).toBeNull();
  });

  it.each(['x<attacker@evil.test>.co', 'a?cc=x@evil.test', '"a b"@example.in', 'a,b@example.in', 'a@evil.test,b@example.in', 'a..b@example.in', '.a@example.in', 'a@-example.in'])(
    'refuses %s for sign-up, code login and the newsletter',
    async (email) => {
      expect((await signUp(email, 'any-password-1')).status).toBe(400);
      expect((await requestCode(email)).status).toBe(400);
      expect((await call(app, 'POST', '/api/newsletter/subscribe', { body: { email }, headers: from() })).status).toBe(400);
    },
  );
});

describe('sessions', () => {
  it('lists the sessions, ends one, and changing the password ends the others', async () => {
    const email = unique('devices');
    await member(email, 'devices-pass-1');
    const phone = (await login(email, 'devices-pass-1')).body.data.token as string;
    const laptop = (await login(email, 'devices-pass-1')).body.data.token as string;
    const tablet = (await login(email, 'devices-pass-1')).body.data.token as string;
    const list = await call(app, 'GET', '/api/account/security', { token: phone });
    expect(list.body.data.HasPassword).toBe(true);
    expect(list.body.data.sessions).toHaveLength(3);
    expect(list.body.data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.body.data.sessions[0].device).toContain('Android');
    const tabletSid = JSON.parse(Buffer.from(tablet.split('.')[1], 'base64url').toString()).sid;
    expect((await call(app, 'POST', '/api/account/sessions/end', { token: phone, body: { id: tabletSid } })).status).toBe(200);
    expect(await alive(tablet)).toBe(false);
    const wrong = await call(app, 'POST', '/api/account/password', { token: phone, body: { password: 'not-it', newPassword: 'devices-pass-2' }, headers: from() });
    expect(wrong.status).toBe(403);
    expect(await alive(phone)).toBe(true);
    const changed = await call(app, 'POST', '/api/account/password', { token: phone, body: { password: 'devices-pass-1', newPassword: 'devices-pass-2' }, headers: from() });
    expect(changed.status).toBe(200);
    expect(changed.body.msg).toBe('Your password has been changed. You have been logged out on your other devices.');
    expect(await alive(phone)).toBe(true);
    expect(await alive(laptop)).toBe(false);
    expect((await login(email, 'devices-pass-1')).status).toBe(401);
    expect((await call(app, 'POST', '/api/account/logout-everywhere', { token: phone, body: {} })).status).toBe(200);
    expect(await alive(phone)).toBe(false);
  });

  it('ends a back-office session after 30 idle minutes, and after 8 hours however busy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const { id } = await ensureAdmin(app.db, unique('clock'), 'clock-admin-pass');
    const [row] = await app.db.select().from(members).where(eq(members.id, id));
    const { openSession } = await import('./members.ts');
    const busy = (await openSession(app.db, app.keys.session, row, 30)).token;
    const idle = (await openSession(app.db, app.keys.session, row, 30)).token;
    const dashboard = (token: string) => call(app, 'GET', '/api/admin/dashboard', { token });
    for (let minute = 20; minute <= 7 * 60 + 40; minute += 20) {
      at(minute * 60_000);
      expect((await dashboard(busy)).status, `minute ${minute}`).toBe(200);
    }
    expect((await dashboard(idle)).status).toBe(401);
    at(8 * 60 * 60_000 + 60_000);
    expect((await dashboard(busy)).status).toBe(401);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.memberId, id)).limit(1);
    expect(new Date(session.expiresAt).getTime() - new Date(session.createdAt).getTime()).toBeLessThanOrEqual(8 * 60 * 60_000 + 1000);
  });
});
