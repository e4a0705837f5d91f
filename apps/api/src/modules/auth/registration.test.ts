import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, call } from '../../test/test-app.ts';
import { members } from '../../db/schema/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { verifyPassword } from '../../lib/password.ts';
import { clientLimits } from './store.routes.ts';

let app: FastifyInstance;
const sent: Mail[] = [];
let ip = 0;
/** Each sign-up from its own client address, so the per-client limit only bites in the test about it. */
const signUp = (body: Record<string, unknown>, from = `198.51.100.${++ip}`) => call(app, 'POST', '/api/memberregistraion', { body, headers: { 'x-forwarded-for': from } });
const valid = (over: Record<string, unknown> = {}) => ({
  Firstname: 'Meera',
  Lastname: 'Iyer',
  Email: 'meera@example.in',
  Pincode: '600028',
  Password: 'filter-coffee-42',
  ConfirmPassword: 'filter-coffee-42',
  ...over,
});
const memberCount = async () => Number((await app.db.select({ n: count() }).from(members))[0].n);

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  app.mailer.send = async (mail) => void sent.push(mail);
});
afterAll(async () => {
  await app.close();
});

describe('sign-up', () => {
  it('creates an account, keeps the e-mail lower-case and the password only as an Argon2id hash (not yet confirmed), and sends a welcome mail with a confirmation link', async () => {
    const { status, body } = await signUp(valid({ Email: '  Meera@Example.IN ' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ response: true, msg: 'Registration successful! Please log in with your email and password.' });
    expect(body.data.MemberID).toBeGreaterThan(0);
    const [row] = await app.db.select().from(members).where(eq(members.id, body.data.MemberID));
    expect(row).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', pincode: '600028', status: 1, role: 'member' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordConfirmedAt).toBeNull();
    expect(row.passwordHash).not.toContain('filter-coffee-42');
    expect(await verifyPassword('filter-coffee-42', row.passwordHash)).toBe(true);
    const welcome = sent.find((m) => m.to === 'meera@example.in');
    expect(welcome?.subject).toBe('Welcome to Annapurna Organics: please confirm your e-mail');
    expect(welcome?.text).toMatch(/\/confirm-email\?token=[\w.-]+/);
    expect(welcome?.text).toContain('If it was not you, ignore this mail');
    expect(welcome?.text).toContain('Namaste Meera');
    expect(welcome?.html).toContain('Annapurna Organics');
  });

  it('gives a member who signs up reading the shop in Hindi Hindi as the account language, a Hindi welcome mail and Hindi replies', async () => {
    const { status, body } = await call(app, 'POST', '/api/memberregistraion', {
      body: valid({ Email: 'anita@example.in', Firstname: 'Anita' }),
      headers: { 'x-forwarded-for': `198.51.100.${++ip}`, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(status).toBe(200);
    expect(body.msg).toBe('पंजीकरण सफल रहा! कृपया अपने ईमेल और पासवर्ड से लॉग इन करें।');
    const [row] = await app.db.select().from(members).where(eq(members.id, body.data.MemberID));
    expect(row.language).toBe('hi');
    const welcome = sent.find((m) => m.to === 'anita@example.in')!;
    expect(welcome.subject).toBe('Annapurna Organics में आपका स्वागत है: कृपया अपने ईमेल की पुष्टि करें');
    expect(welcome.text).toContain('नमस्ते Anita,');
    expect(welcome.text).toMatch(/\/confirm-email\?token=[\w.-]+/);
    // Signing up again with the address: the same answer, and its owner is told in the account's language.
    const again = await call(app, 'POST', '/api/memberregistraion', { body: valid({ Email: 'ANITA@example.in' }), headers: { 'x-forwarded-for': `198.51.100.${++ip}`, 'accept-language': 'hi' } });
    expect(again.body.msg).toBe('पंजीकरण सफल रहा! कृपया अपने ईमेल और पासवर्ड से लॉग इन करें।');
    const notice = sent.filter((m) => m.to === 'anita@example.in').at(-1)!;
    expect(notice.subject).toBe('Annapurna Organics पर आपके ईमेल से खाता बनाने की कोशिश');
    expect(notice.text).toContain('/LoginwithEmail');
  });

  it('answers an address that already has an account, whatever its case, as a new one: nothing is created and the owner is mailed instead', async () => {
    const before = await memberCount();
    const [owner] = await app.db.select().from(members).where(eq(members.email, 'meera@example.in'));
    const fresh = await signUp(valid({ Email: 'someone.new@example.in', Firstname: 'New' }));
    const taken = await signUp(valid({ Email: 'MEERA@example.in', Firstname: 'Other', Password: 'intruder-pass-1', ConfirmPassword: 'intruder-pass-1' }));
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.msg).toBe(fresh.body.msg);
    expect(Object.keys(taken.body.data)).toEqual(['MemberID']);
    // An id no account has, drawn like a new account's, so the reply does not give the owner's id away either.
    expect(taken.body.data.MemberID).toBeGreaterThan(fresh.body.data.MemberID);
    expect(taken.body.data.MemberID).not.toBe(owner.id);
    expect(await memberCount()).toBe(before + 1);
    const [after] = await app.db.select().from(members).where(eq(members.id, owner.id));
    expect(after).toEqual(owner);
    const notice = sent.filter((m) => m.to === 'meera@example.in').at(-1)!;
    expect(notice.subject).toBe('Someone tried to sign up at Annapurna Organics with your e-mail');
    expect(notice.text).toContain('No account was created and nothing changed on yours.');
    expect(notice.text).toContain('/LoginwithEmail');
    expect(notice.text).not.toMatch(/confirm-email/);
  });

  it('tells the owner at most 3 times a day, however often someone signs up with the address', async () => {
    await signUp(valid({ Email: 'popular@example.in' }));
    for (let i = 0; i < 5; i++) expect((await signUp(valid({ Email: 'popular@example.in' }))).status).toBe(200);
    const notices = sent.filter((m) => m.to === 'popular@example.in' && m.subject.startsWith('Someone tried to sign up'));
    expect(notices).toHaveLength(3);
  });

  it.each([
    [{ Email: '' }, 'Email is required.'],
    [{ Email: undefined }, 'Email is required.'],
    [{ Email: 'meera.example.in' }, 'Invalid email format.'],
    [{ Email: 'meera@example.i' }, 'Invalid email format.'],
    [{ Email: 'meera@exa mple.in' }, 'Invalid email format.'],
    [{ Firstname: '   ' }, 'First name is required.'],
    [{ Lastname: undefined }, 'Last name is required.'],
    [{ Firstname: 'M'.repeat(51) }, 'First name must be at most 50 characters.'],
    [{ Lastname: 'I'.repeat(51) }, 'Last name must be at most 50 characters.'],
    [{ Pincode: '' }, 'Pincode is required.'],
    [{ Pincode: '060028' }, 'Pincode must be 6 digits and cannot start with 0.'],
    [{ Pincode: '60002' }, 'Pincode must be 6 digits and cannot start with 0.'],
    [{ Pincode: '6000281' }, 'Pincode must be 6 digits and cannot start with 0.'],
    [{ Pincode: '60002a' }, 'Pincode must be 6 digits and cannot start with 0.'],
    [{ Password: 'short12', ConfirmPassword: 'short12' }, 'Password must be at least 8 characters.'],
    [{ Password: '' }, 'Password is required.'],
    [{ ConfirmPassword: '' }, 'Please confirm your password.'],
    [{ ConfirmPassword: 'filter-coffee-43' }, 'Passwords do not match.'],
  ])('refuses %o with a clear message and writes nothing', async (over, msg) => {
    const before = await memberCount();
    const { status, body } = await signUp(valid({ Email: 'new.shopper@example.in', ...over }));
    expect(status).toBe(400);
    expect(body).toEqual({ response: false, msg, data: null });
    expect(await memberCount()).toBe(before);
  });

  it('creates one account for two simultaneous sign-ups with the same address, answering both alike', async () => {
    const results = await Promise.all([signUp(valid({ Email: 'twins@example.in' })), signUp(valid({ Email: 'Twins@example.in' }))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].body.msg).toBe(results[1].body.msg);
    const rows = await app.db.select().from(members).where(sql`lower(${members.email}) = 'twins@example.in'`);
    expect(rows).toHaveLength(1);
  });

  it('still creates the account when the welcome mail cannot be sent', async () => {
    const send = app.mailer.send;
    app.mailer.send = async () => {
      throw new Error('mail server down');
    };
    try {
      const { status } = await signUp(valid({ Email: 'no-mail@example.in' }));
      expect(status).toBe(200);
    } finally {
      app.mailer.send = send;
    }
  });

  it('limits how many sign-ups one client can send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < clientLimits.signUp.max; i++) statuses.push((await signUp(valid({ Email: '' }), '203.0.113.99')).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const last = await signUp(valid({ Email: 'late@example.in' }), '203.0.113.99');
    expect(last.status).toBe(429);
    expect(last.body.response).toBe(false);
    expect(last.body.msg).toMatch(/too many/i);
  });
});
