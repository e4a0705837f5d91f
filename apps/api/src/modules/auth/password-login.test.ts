import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { createTestApp, call } from '../../test/test-app.ts';
import { loginFailures, members, sessions } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { clientLimits } from './store.routes.ts';

let app: FastifyInstance;
let ip = 0;
/** Each login from its own client address, so the per-client route limit only bites in the test about it. */
const login = (body: Record<string, unknown>, from = `198.51.100.${++ip % 250}`) => call(app, 'POST', '/api/login', { body, headers: { 'x-forwarded-for': from } });
const logout = (token?: string) => call(app, 'POST', '/api/logout', { token, body: {} });

async function addMember(email: string, password: string, status = 1) {
  const [row] = await app.db
    .insert(members)
    .values({ firstName: 'Ravi', lastName: 'Kumar', email, mobile: '9811122233', pincode: '110001', passwordHash: await hashPassword(password), status })
    .returning();
  return row;
}
const sessionOf = async (token: string) => {
  const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
  return (await app.db.select().from(sessions).where(eq(sessions.id, sid)))[0];
};
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  await addMember('ravi@example.in', 'masala-dosa-9');
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('password login', () => {
  it('logs in with the e-mail (any case) and gives the fields of the public contract', async () => {
    const { status, body } = await login({ UserName: ' RAVI@example.in ', Password: 'masala-dosa-9', RememberMe: 'false' });
    expect(status).toBe(200);
    expect(body.msg).toBe('Login successful!');
    expect(Object.keys(body.data).sort()).toEqual(['Language', 'MemberID', 'MemberMob', 'MemberName', 'Role', 'Status', 'token']);
    expect(body.data).toMatchObject({ MemberName: 'Ravi Kumar', MemberMob: '9811122233', Status: 1, Role: 'member' });
    expect(body.data.token.split('.')).toHaveLength(3);
  });

  it('lets an administrator in only with the password and then a mailed code (two steps), and says Role admin', async () => {
    const sent: Mail[] = [];
    const send = app.mailer.send;
    app.mailer.send = async (mail) => void sent.push(mail);
    try {
      const admin = await addMember('meera@example.in', 'filter-coffee-7');
      await app.db.update(members).set({ role: 'admin' }).where(eq(members.id, admin.id));
      const first = await login({ UserName: 'meera@example.in', Password: 'filter-coffee-7', RememberMe: 'true' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ response: true, msg: 'Please enter the code we have sent to your email to finish logging in.', data: { CodeSent: true, Email: 'meera@example.in' } });
      const code = /login code for .* is:\s+(\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1];
      expect(sent.at(-1)?.to).toBe('meera@example.in');
      // A wrong password sends nothing.
      expect((await login({ UserName: 'meera@example.in', Password: 'wrong-password', RememberMe: 'false' })).status).toBe(401);
      expect(sent).toHaveLength(1);
      const second = await call(app, 'POST', '/api/loginwithotp', { body: { username: 'meera@example.in', otp: code } });
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ MemberID: admin.id, Role: 'admin' });
      // The server stays the authority: the same token opens the back office, a member's does not.
      expect((await call(app, 'GET', '/api/admin/dashboard', { token: second.body.data.token })).status).toBe(200);
      const member = await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-9', RememberMe: 'false' });
      expect((await call(app, 'GET', '/api/admin/dashboard', { token: member.body.data.token })).status).toBe(403);
    } finally {
      app.mailer.send = send;
    }
  });

  it('keeps the session 30 days with RememberMe "true", otherwise 1 day', async () => {
    const started = Date.now();
    const remembered = await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-9', RememberMe: 'true' });
    const plain = await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-9', RememberMe: 'false' });
    const missing = await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-9' });
    const days = async (token: string) => Math.round((new Date((await sessionOf(token)).expiresAt).getTime() - started) / DAY);
    expect(await days(remembered.body.data.token)).toBe(30);
    expect(await days(plain.body.data.token)).toBe(1);
    expect(await days(missing.body.data.token)).toBe(1);
  });

  it('gives the same answer for a wrong password and for an unknown user', async () => {
    const wrong = await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-8', RememberMe: 'false' });
    const unknown = await login({ UserName: 'nobody@example.in', Password: 'masala-dosa-9', RememberMe: 'false' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ response: false, msg: 'Invalid username or password.', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ Password: 'x' }, 'Please enter your username.'],
    [{ UserName: '   ', Password: 'x' }, 'Please enter your username.'],
    [{ UserName: 'ravi@example.in' }, 'Please enter your password.'],
    [{ UserName: 'ravi@example.in', Password: '' }, 'Please enter your password.'],
    [{ UserName: 'ravi@example.in', Password: 'masala-dosa-9', RememberMe: 'maybe' }, 'RememberMe must be "true" or "false".'],
  ])('refuses %o with a clear message', async (body, msg) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ response: false, msg, data: null });
  });

  it('locks an account for 15 minutes after 10 failures, even for the right password, then lets it in again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T10:00:00Z');
    vi.setSystemTime(start);
    await addMember('locked@example.in', 'right-password-1');
    for (let i = 0; i < 10; i++) expect((await login({ UserName: 'locked@example.in', Password: `wrong-${i}` })).status).toBe(401);
    const refused = await login({ UserName: 'Locked@example.in', Password: 'right-password-1' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ response: false, msg: 'Too many failed login attempts for this account. Please try again in 15 minutes, or log in with an email code. Administrators of the shop can still log in with the right password, unless this device has tried several wrong ones.', data: null });
    // Another account is not affected.
    expect((await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-9' })).status).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 14 * 60 * 1000));
    expect((await login({ UserName: 'locked@example.in', Password: 'right-password-1' })).status).toBe(429);
    vi.setSystemTime(new Date(start.getTime() + 15 * 60 * 1000 + 1000));
    const after = await login({ UserName: 'locked@example.in', Password: 'right-password-1' });
    expect(after.status).toBe(200);
    const left = await app.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.email, 'locked@example.in'));
    expect(Number(left[0].n)).toBe(0);
  });

  it('locks an unknown username the same way, so the lock does not tell whether an account exists', async () => {
    for (let i = 0; i < 10; i++) await login({ UserName: 'ghost@example.in', Password: `wrong-${i}` });
    expect((await login({ UserName: 'ghost@example.in', Password: 'anything-1' })).status).toBe(429);
  });

  it('does not let a disabled account in, and says so only to the holder of the right password', async () => {
    await addMember('disabled@example.in', 'right-password-2', 0);
    const right = await login({ UserName: 'disabled@example.in', Password: 'right-password-2' });
    expect(right.status).toBe(403);
    expect(right.body.msg).toBe('Your account has been disabled. Please contact the shop.');
    const wrong = await login({ UserName: 'disabled@example.in', Password: 'wrong-password-2' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('Invalid username or password.');
  });

  it('limits how many logins one client can try in a minute', async () => {
    const statuses: number[] = [];
    const max = clientLimits.login.max;
    for (let i = 0; i <= max; i++) statuses.push((await login({ UserName: `spray${i}@example.in`, Password: 'guess-1234' }, '203.0.113.50')).status);
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe('session and logout', () => {
  const freshToken = async () => (await login({ UserName: 'ravi@example.in', Password: 'masala-dosa-9' })).body.data.token as string;

  it('answers 401 with a clear message without a token, with a bad one, or with a tampered one', async () => {
    expect((await logout()).body).toEqual({ response: false, msg: 'Authorization token is missing.', data: null });
    const bad = await logout('not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.body.msg).toBe('Your session has expired. Please log in again.');
    const token = await freshToken();
    const [head, payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999999' })).toString('base64url');
    expect(forged).not.toBe(payload);
    expect((await logout(`${head}.${forged}.${sig}`)).status).toBe(401);
  });

  it('logs out: the token is revoked on the server and refused afterwards, other sessions go on', async () => {
    const phone = await freshToken();
    const laptop = await freshToken();
    const out = await logout(phone);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ response: true, msg: 'You have been logged out.', data: null });
    expect((await sessionOf(phone)).revokedAt).not.toBeNull();
    const again = await logout(phone);
    expect(again.status).toBe(401);
    expect(again.body.msg).toBe('Your session has expired. Please log in again.');
    expect((await logout(laptop)).status).toBe(200);
  });

  it('refuses a token once its session has expired', async () => {
    const token = await freshToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + DAY + 60_000));
    expect((await logout(token)).status).toBe(401);
  });

  it('refuses the token of an account the shop has disabled since', async () => {
    const member = await addMember('later-disabled@example.in', 'right-password-3');
    const token = (await login({ UserName: 'later-disabled@example.in', Password: 'right-password-3' })).body.data.token;
    await app.db.update(members).set({ status: 0 }).where(eq(members.id, member.id));
    expect((await logout(token)).status).toBe(401);
  });
});
