import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { createTestApp, call } from '../../test/test-app.ts';
import { loginCodes, loginFailures, members } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { clientLimits } from './store.routes.ts';

let app: FastifyInstance;
const sent: Mail[] = [];
let ip = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip % 250}` });
const requestCode = (email: string, headers: Record<string, string> = from()) => call(app, 'GET', `/api/loginwithotp?username=${encodeURIComponent(email)}`, { headers });
const submitCode = (username: string, otp: unknown, headers = from()) => call(app, 'POST', '/api/loginwithotp', { body: { username, otp }, headers });
/** The code as the shopper reads it in the mail. */
const codeIn = (mail: Mail | undefined) => /login code for .* is:\s+(\d{6})/.exec(mail?.text ?? '')?.[1];
const lastMailTo = (to: string) => sent.filter((m) => m.to === to).at(-1);
const memberCount = async () => Number((await app.db.select({ n: count() }).from(members))[0].n);

/** Each test works on its own address, with the clock moved a day on, so per-address limits never leak between tests. */
let clock = new Date('2031-03-01T08:00:00Z').getTime();
async function freshMember(email: string, status = 1) {
  await app.db.insert(members).values({ firstName: 'Lakshmi', lastName: 'Rao', email, mobile: '9900011122', pincode: '500001', passwordHash: await hashPassword('idli-sambar-1'), passwordConfirmedAt: new Date(), status });
}
function at(ms: number) {
  vi.setSystemTime(new Date(clock + ms));
}

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  app.mailer.send = async (mail) => void sent.push(mail);
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
  clock += 24 * 60 * 60 * 1000;
});

describe('asking for a login code', () => {
  it('mails six digits to an account and never puts the code in the reply', async () => {
    await freshMember('lakshmi@example.in');
    const { status, body } = await requestCode(' Lakshmi@Example.in ');
    expect(status).toBe(200);
    expect(body).toEqual({ response: true, msg: 'We have sent an email to lakshmi@example.in. Please enter the code from it: it is valid for 10 minutes.', data: null });
    const mail = lastMailTo('lakshmi@example.in');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toBe('Your Annapurna Organics login code');
    expect(mail?.html).toContain(code);
    expect(mail?.devCode).toBe(code);
    expect(JSON.stringify(body)).not.toContain(code);
  });

  it('mails the code in Hindi to a member who chose Hindi, and answers in Hindi when asked', async () => {
    await freshMember('meena@example.in');
    await app.db.update(members).set({ language: 'hi' }).where(eq(members.email, 'meena@example.in'));
    const { body } = await requestCode('meena@example.in', { ...from(), 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(body.msg).toBe('हमने meena@example.in पर एक ईमेल भेजा है। कृपया उसमें दिया कोड डालें: यह 10 मिनट तक मान्य है।');
    const mail = lastMailTo('meena@example.in')!;
    expect(mail.subject).toBe('आपका Annapurna Organics लॉगिन कोड');
    expect(mail.text).toContain(`Annapurna Organics के लिए आपका लॉगिन कोड है:\n\n    ${mail.devCode}`);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('stores only a hash of the code, never the code itself', async () => {
    await freshMember('hash@example.in');
    await requestCode('hash@example.in');
    const code = codeIn(lastMailTo('hash@example.in'))!;
    const rows = await app.db.select().from(loginCodes).where(eq(loginCodes.email, 'hash@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers an address without an account exactly as one with, mails it how to sign up, and sends it no code', async () => {
    await freshMember('known@example.in');
    const known = await requestCode('known@example.in');
    const unknown = await requestCode('stranger@example.in');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.msg.replace('stranger@example.in', 'X')).toBe(known.body.msg.replace('known@example.in', 'X'));
    expect(unknown.body.data).toBe(known.body.data);
    const mail = lastMailTo('stranger@example.in');
    expect(mail?.subject).toBe('Your Annapurna Organics login request');
    expect(mail?.text).toContain('no account uses it');
    expect(mail?.text).toContain('/Sign-Up');
    expect(mail?.devCode).toBeUndefined();
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });

  it('sends at most one code per address per minute, for accounts and unknown addresses alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await freshMember('patient@example.in');
    for (const email of ['patient@example.in', 'nobody-here@example.in']) {
      at(0);
      expect((await requestCode(email)).status).toBe(200);
      at(59_000);
      const again = await requestCode(email);
      expect(again.status).toBe(429);
      expect(again.body).toEqual({
        response: false,
        msg: 'A code was sent to this email less than a minute ago. Please check your inbox, or wait a minute before asking for a new one.',
        data: null,
      });
      at(61_000);
      expect((await requestCode(email)).status).toBe(200);
    }
    expect(sent.filter((m) => m.to === 'patient@example.in')).toHaveLength(2);
  });

  it('sends no code to a disabled account', async () => {
    await freshMember('blocked@example.in', 0);
    expect((await requestCode('blocked@example.in')).status).toBe(200);
    expect(lastMailTo('blocked@example.in')).toBeUndefined();
  });

  it('refuses an address that is not one', async () => {
    for (const bad of ['', 'lakshmi', 'lakshmi@example', 'a b@example.in']) {
      const res = await requestCode(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ response: false, msg: 'Please enter a valid email address.', data: null });
    }
  });

  it('says so when the mail cannot be sent, and lets the shopper ask again at once', async () => {
    await freshMember('offline@example.in');
    const send = app.mailer.send;
    app.mailer.send = async () => {
      throw new Error('mail server down');
    };
    try {
      const res = await requestCode('offline@example.in');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ response: false, msg: 'Error sending OTP. Please try again later.', data: null });
    } finally {
      app.mailer.send = send;
    }
    expect((await requestCode('offline@example.in')).status).toBe(200);
  });

  it('limits how many codes one client can ask for in a minute', async () => {
    const statuses: number[] = [];
    const max = clientLimits.codeRequest.max;
    for (let i = 0; i <= max; i++) statuses.push((await requestCode(`many${i}@example.in`, { 'x-forwarded-for': '203.0.113.77' })).status);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});

describe('logging in with the code', () => {
  it('logs in with the mailed code and gives the fields of the public contract', async () => {
    await freshMember('gopal@example.in');
    await requestCode('gopal@example.in');
    const { status, body } = await submitCode('GOPAL@example.in', codeIn(lastMailTo('gopal@example.in')));
    expect(status).toBe(200);
    expect(body.msg).toBe('Login successful!');
    expect(Object.keys(body.data).sort()).toEqual(['Language', 'MemberID', 'MemberMob', 'MemberName', 'Role', 'Status', 'token']);
    expect(body.data).toMatchObject({ MemberName: 'Lakshmi Rao', MemberMob: '9900011122', Status: 1, Role: 'member' });
    expect((await call(app, 'POST', '/api/logout', { token: body.data.token, body: {} })).status).toBe(200);
  });

  it('never logs an administrator in with a code alone: the code screen mails no code to a back-office address', async () => {
    await freshMember('owner@example.in');
    await app.db.update(members).set({ role: 'admin' }).where(eq(members.email, 'owner@example.in'));
    const asked = await requestCode('owner@example.in');
    expect(asked.status).toBe(200);
    const mail = lastMailTo('owner@example.in');
    expect(codeIn(mail)).toBeUndefined();
    expect(mail?.text).toContain('logs in with its password first');
    for (const guess of ['000000', '123456']) expect((await submitCode('owner@example.in', guess)).status).toBe(401);
  });

  it('refuses a wrong code with the screen message', async () => {
    await freshMember('typo@example.in');
    await requestCode('typo@example.in');
    const code = codeIn(lastMailTo('typo@example.in'))!;
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await submitCode('typo@example.in', wrong);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ response: false, msg: 'Invalid OTP. Please try again.', data: null });
  });

  it('works once only', async () => {
    await freshMember('once@example.in');
    await requestCode('once@example.in');
    const code = codeIn(lastMailTo('once@example.in'));
    expect((await submitCode('once@example.in', code)).status).toBe(200);
    const reuse = await submitCode('once@example.in', code);
    expect(reuse.status).toBe(401);
    expect(reuse.body.msg).toBe('Invalid OTP. Please try again.');
  });

  it('expires after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    await freshMember('slow@example.in');
    await requestCode('slow@example.in');
    const code = codeIn(lastMailTo('slow@example.in'));
    at(10 * 60 * 1000 + 1000);
    const late = await submitCode('slow@example.in', code);
    expect(late.status).toBe(401);
    expect(late.body.msg).toBe('This OTP has expired. Please ask for a new one.');
    at(9 * 60 * 1000);
    expect((await submitCode('slow@example.in', code)).status).toBe(200);
  });

  it('dies after 5 wrong tries: the sixth try fails even with the right code', async () => {
    await freshMember('guesser@example.in');
    await requestCode('guesser@example.in');
    const code = codeIn(lastMailTo('guesser@example.in'))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await submitCode('guesser@example.in', wrong)).status).toBe(401);
    const sixth = await submitCode('guesser@example.in', code);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ response: false, msg: 'Too many wrong tries for this OTP. Please ask for a new one.', data: null });
  });

  it('counts tries sent at the same moment: of 8 parallel guesses at most 5 are checked', async () => {
    await freshMember('burst@example.in');
    await requestCode('burst@example.in');
    const code = codeIn(lastMailTo('burst@example.in'))!;
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(Array.from({ length: 8 }, () => submitCode('burst@example.in', wrong)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    const [row] = await app.db.select().from(loginCodes).where(eq(loginCodes.email, 'burst@example.in'));
    expect(row.attempts).toBe(5);
  });

  it('accepts only the newest code once a new one was sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    await freshMember('twice@example.in');
    await requestCode('twice@example.in');
    const first = codeIn(lastMailTo('twice@example.in'));
    at(61_000);
    await requestCode('twice@example.in');
    const second = codeIn(lastMailTo('twice@example.in'));
    if (first !== second) expect((await submitCode('twice@example.in', first)).status).toBe(401);
    expect((await submitCode('twice@example.in', second)).status).toBe(200);
  });

  it('does not log in or create an account for an address without one, whatever the code', async () => {
    await requestCode('no-account@example.in');
    const before = await memberCount();
    const [row] = await app.db.select().from(loginCodes).where(eq(loginCodes.email, 'no-account@example.in')).orderBy(desc(loginCodes.createdAt));
    expect(row).toBeDefined();
    for (const guess of ['000000', '123456', '999999']) {
      const res = await submitCode('no-account@example.in', guess);
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('Invalid OTP. Please try again.');
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses a code for an address that never asked for one', async () => {
    const res = await submitCode('never-asked@example.in', '123456');
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('Invalid OTP. Please try again.');
  });

  it.each([
    [{ username: 'a@example.in' }, 'Please enter the OTP.'],
    [{ username: 'a@example.in', otp: '   ' }, 'Please enter the OTP.'],
    [{ username: 'a@example.in', otp: '12345' }, 'The OTP is the 6-digit code from your email.'],
    [{ username: 'a@example.in', otp: '12345a' }, 'The OTP is the 6-digit code from your email.'],
    [{ username: 'not-an-email', otp: '123456' }, 'Please enter a valid email address.'],
  ])('refuses %o with a clear message', async (body, msg) => {
    const res = await call(app, 'POST', '/api/loginwithotp', { body, headers: from() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ response: false, msg, data: null });
  });

  it('lifts a password lock on the account, since the shopper proved the address is theirs', async () => {
    await freshMember('forgetful@example.in');
    await app.db.insert(loginFailures).values(Array.from({ length: 10 }, () => ({ email: 'forgetful@example.in', createdAt: new Date() })));
    const locked = await call(app, 'POST', '/api/login', { body: { UserName: 'forgetful@example.in', Password: 'idli-sambar-1' }, headers: from() });
    expect(locked.status).toBe(429);
    await requestCode('forgetful@example.in');
    expect((await submitCode('forgetful@example.in', codeIn(lastMailTo('forgetful@example.in')))).status).toBe(200);
    const unlocked = await call(app, 'POST', '/api/login', { body: { UserName: 'forgetful@example.in', Password: 'idli-sambar-1' }, headers: from() });
    expect(unlocked.status).toBe(200);
  });
});
