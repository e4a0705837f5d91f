import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { members } from '../db/schema/index.ts';
import { issueToken } from '../modules/session/index.ts';
import type { Mail } from '../modules/mail/mailer.ts';
import { call, createTestApp } from './test-app.ts';
import { installWriteCounter } from './write-counter.ts';

/**
 * The shop's outer wall: security headers, body limits, JSON only, no CORS, per-client rate limits, logs without
 * secrets, and production dependencies without high advisories. The app runs as in production (NODE_ENV=production,
 * the most detailed log level) and every log line it writes is kept to be searched.
 */
const logLines: string[] = [];
const app = await createTestApp({ config: { env: 'production', logLevel: 'trace', accessLogSample: 1, publicUrl: 'https://shop.example' }, logStream: { write: (line) => void logLines.push(line) } });
afterAll(() => app.close());
await app.ready();
const writes = await installWriteCounter(app.db);

const mails: Mail[] = [];
const send = app.mailer.send;
app.mailer.send = async (mail) => {
  mails.push(mail);
  return send(mail);
};

let nextAddress = 0;
/** Each test speaks from its own client address, so one test's rate limit does not spill into the next. */
const newClient = () => `10.77.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

/** Each request from a new client address unless `from` says otherwise, so the rate limits stay out of the way. */
const request = (method: 'GET' | 'POST' | 'OPTIONS', url: string, opts: { body?: unknown; payload?: string | Buffer; headers?: Record<string, string>; from?: string } = {}) =>
  call(app, method, url, { ...opts, from: opts.from ?? newClient() });

describe('security headers', () => {
  it.each(['/api/companydetails', '/docs/'])('sends a Content-Security-Policy that allows no inline or evaluated script: %s', async (url) => {
    const res = await request('GET', url);
    const csp = String(res.headers['content-security-policy'] ?? '');
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    const scripts = directives['script-src'] ?? directives['default-src'];
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(directives['object-src'] ?? directives['default-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers every reply with its request id, and keeps the id of a trusted proxy only', async () => {
    const own = await request('GET', '/healthz');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await request('GET', '/healthz', { headers: { 'x-request-id': 'edge-1234' }, from: '127.0.0.1' });
    expect(proxied.headers['x-request-id']).toBe('edge-1234');
    const forged = await request('GET', '/healthz', { headers: { 'x-request-id': 'edge-1234' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('no cross-origin access', () => {
  it('gives another site no CORS permission on a read or a write', async () => {
    const origin = { origin: 'https://evil.example' };
    const read = await request('GET', '/api/companydetails', { headers: origin });
    expect(read.status).toBe(200);
    const write = await request('POST', '/api/login', { headers: origin, body: { UserName: 'a@example.com', Password: 'whatever-123' } });
    for (const res of [read, write]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('does not answer a CORS preflight with a permission', async () => {
    const res = await request('OPTIONS', '/api/login', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('refuses a body over 64 KB with 413 and writes nothing', async () => {
    const before = await writes();
    const big = JSON.stringify({ name: 'Kiran', email: 'kiran@example.com', message: 'x'.repeat(65 * 1024) });
    const res = await request('POST', '/api/contact', { payload: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ response: false, msg: 'The request body is too large.', data: null });
    expect(await writes()).toBe(before);
  });

  it('takes a body just under 64 KB up to the call’s own rules', async () => {
    const res = await request('POST', '/api/contact', { body: { name: 'Kiran', email: 'kiran@example.com', message: 'x'.repeat(60 * 1024) } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/Message must be at most/);
  });

  it.each([
    ['text/plain', 'UserName=a&Password=b'],
    ['application/x-www-form-urlencoded', 'UserName=a%40example.com&Password=secret-123'],
    ['application/xml', '<login><UserName>a</UserName></login>'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="UserName"\r\n\r\na\r\n--x--'],
  ])('refuses a %s body with 415 and asks for JSON', async (type, payload) => {
    const before = await writes();
    const res = await request('POST', '/api/login', { payload, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ response: false, msg: 'Please send the body as JSON (Content-Type: application/json).', data: null });
    expect(await writes()).toBe(before);
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const res = await request('POST', '/api/login', { payload: '{"UserName": "a", ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ response: false, msg: 'The request body is not valid JSON.', data: null });
  });
});

// A member for the one limited call that needs a token.
const [closer] = await app.db.insert(members).values({ firstName: 'Rate', lastName: 'Limit', email: `limit-${randomBytes(3).toString('hex')}@example.com` }).returning({ id: members.id });
const closerToken = await issueToken(app.db, app.keys.session, closer.id, 1);

type Attempt = { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> };
const unique = (i: number, what: string) => `${what}-${i}-${randomBytes(3).toString('hex')}@example.com`;
const linkToken = () => randomBytes(24).toString('base64url');
/** The n-th attempt at each limited call; varied so that no per-account or per-address rule answers first. */
const attempts: Record<string, (i: number) => Attempt> = {
  'POST /api/login': (i) => ({ method: 'POST', url: '/api/login', body: { UserName: unique(i, 'login'), Password: 'not-the-password' } }),
  'GET /api/loginwithotp': (i) => ({ method: 'GET', url: `/api/loginwithotp?username=${encodeURIComponent(unique(i, 'code'))}` }),
  'POST /api/loginwithotp': (i) => ({ method: 'POST', url: '/api/loginwithotp', body: { username: unique(i, 'otp'), otp: '123456' } }),
  'POST /api/memberregistraion': (i) => ({
    method: 'POST',
    url: '/api/memberregistraion',
    body: { Firstname: 'Meera', Lastname: 'Iyer', Email: unique(i, 'signup'), Pincode: '560001', Password: 'filter-coffee-42', ConfirmPassword: 'filter-coffee-42' },
  }),
  'POST /api/contact': (i) => ({ method: 'POST', url: '/api/contact', body: { name: 'Kiran', email: unique(i, 'contact'), message: 'Do you deliver to Mysuru on Sundays?' } }),
  'POST /api/newsletter/subscribe': (i) => ({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: unique(i, 'news') } }),
  'POST /api/newsletter/confirm': () => ({ method: 'POST', url: '/api/newsletter/confirm', body: { token: linkToken() } }),
  'POST /api/newsletter/unsubscribe': () => ({ method: 'POST', url: '/api/newsletter/unsubscribe', body: { token: linkToken() } }),
  // Shopping calls: refused for an empty cart, an unknown coupon or a forged quote, but counted all the same.
  'POST /api/coupon/apply': (i) => ({ method: 'POST', url: '/api/coupon/apply', body: { code: `NOPE${i}` }, headers: { authorization: `Bearer ${closerToken}` } }),
  'GET /api/placeorder': () => ({ method: 'GET', url: '/api/placeorder?did=1&saddid=0', headers: { authorization: `Bearer ${closerToken}` } }),
  'POST /api/ordersave': () => ({ method: 'POST', url: '/api/ordersave', body: { orderData: { quote: 'not-a-quote' } }, headers: { authorization: `Bearer ${closerToken}` } }),
  // An order that is not the member's: refused with 404 before any PDF is drawn, and counted.
  'GET /api/invoice': (i) => ({ method: 'GET', url: `/api/invoice?id=${900_000 + i}`, headers: { authorization: `Bearer ${closerToken}` } }),
  'GET /api/creditnote': (i) => ({ method: 'GET', url: `/api/creditnote?id=${900_000 + i}`, headers: { authorization: `Bearer ${closerToken}` } }),
  // Searches: one attempt in eight searches, the others send blank text (refused with 400, counted all the same), so
  // hundreds of attempts fit well inside the minute even on a machine busy with other work.
  'GET /api/productserach': (i) => ({ method: 'GET', url: `/api/productserach?search=${i % 8 ? '%20' : ['rice', 'dal', 'ghee', 'atta'][(i / 8) % 4]}` }),
  'GET /api/search/suggest': (i) => ({ method: 'GET', url: `/api/search/suggest?q=${i % 8 ? '%20' : ['ri', 'da', 'gh', 'at'][(i / 8) % 4]}` }),
  // A body the call refuses, so the member's account stays open while the attempts are counted.
  'POST /api/account/delete': () => ({ method: 'POST', url: '/api/account/delete', body: { reason: 'Not a listed reason' }, headers: { authorization: `Bearer ${closerToken}` } }),
  'POST /api/account/password': () => ({ method: 'POST', url: '/api/account/password', body: { password: 'not-the-password', newPassword: 'x' }, headers: { authorization: `Bearer ${closerToken}` } }),
  'POST /api/account/confirm-email': () => ({ method: 'POST', url: '/api/account/confirm-email', body: { token: linkToken() } }),
  // An address the call refuses, so no mail is sent while the attempts are counted.
  'POST /api/account/email': () => ({ method: 'POST', url: '/api/account/email', body: { Email: 'not-an-address' }, headers: { authorization: `Bearer ${closerToken}` } }),
  'POST /api/account/email/confirm': () => ({ method: 'POST', url: '/api/account/email/confirm', body: { token: linkToken() } }),
};

/** n attempts, eight at a time: well inside the limit's window even on a busy machine (logins hash a password each). */
async function inBatches<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 8) out.push(...(await Promise.all(Array.from({ length: Math.min(8, n - i) }, (_, k) => run(i + k)))));
  return out;
}

type Limit = { max: number; timeWindow: string | number };
const limited = app.routeCatalog
  .filter((r: RouteOptions) => (r.config as { rateLimit?: Limit } | undefined)?.rateLimit && r.method !== 'HEAD')
  .map((r) => ({ route: `${r.method} ${r.url}`, limit: (r.config as { rateLimit: Limit }).rateLimit }));

describe('rate limits', () => {
  it('limit login, code requests, code logins, sign-up, contact, newsletter, coupons, checkout and search per client', () => {
    const routes = limited.map((l) => l.route);
    const shopping = ['POST /api/coupon/apply', 'GET /api/placeorder', 'POST /api/ordersave', 'GET /api/productserach', 'GET /api/search/suggest'];
    for (const required of ['POST /api/login', 'GET /api/loginwithotp', 'POST /api/loginwithotp', 'POST /api/memberregistraion', 'POST /api/contact', 'POST /api/newsletter/subscribe', ...shopping]) {
      expect(routes, required).toContain(required);
    }
    expect(routes.filter((r) => !attempts[r])).toEqual([]);
  });

  it.each(limited)('$route: refused with 429 and a clear message after its limit, other clients unaffected', async ({ route, limit }) => {
    const client = newClient();
    const make = attempts[route];
    const answers = await inBatches(limit.max, (i) => {
      const a = make(i);
      return request(a.method, a.url, { body: a.body, headers: a.headers, from: client }).then((r) => r.status);
    });
    expect(answers.filter((s) => s === 429)).toEqual([]);
    const over = make(limit.max);
    const refused = await request(over.method, over.url, { body: over.body, headers: over.headers, from: client });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ response: false, msg: 'Too many requests. Please wait a moment and try again.', data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = make(limit.max + 1);
    expect((await request(other.method, other.url, { body: other.body, headers: other.headers })).status).not.toBe(429);
  }, 120_000);

  it('a client that is not a trusted proxy cannot dodge a limit by writing its own X-Forwarded-For', async () => {
    const login = limited.find((l) => l.route === 'POST /api/login');
    expect(login).toBeDefined();
    const client = newClient();
    const send = (i: number) => {
      const a = attempts['POST /api/login'](i);
      return request('POST', a.url, { body: a.body, from: client, headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } }).then((r) => r.status);
    };
    const statuses = await inBatches(login!.limit.max, send);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(await send(login!.limit.max)).toBe(429);
  }, 120_000);
});

describe('logs', () => {
  it('name no password, token, login code or newsletter link token, while every request line has its request id', async () => {
    const client = newClient();
    const email = `logs-${randomBytes(3).toString('hex')}@example.com`;
    const password = `Secret-${randomBytes(6).toString('hex')}`;
    const signUp = await request('POST', '/api/memberregistraion', {
      from: client,
      body: { Firstname: 'Lata', Lastname: 'Rao', Email: email, Pincode: '560001', Password: password, ConfirmPassword: password },
    });
    expect(signUp.status).toBe(200);
    const wrong = await request('POST', '/api/login', { from: client, body: { UserName: email, Password: `${password}-wrong` } });
    expect(wrong.status).toBe(401);
    const login = await request('POST', '/api/login', { from: client, body: { UserName: email, Password: password, RememberMe: 'true' } });
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;

    const asked = await request('GET', `/api/loginwithotp?username=${encodeURIComponent(email)}`, { from: client });
    expect(asked.status).toBe(200);
    const code = mails.findLast((m) => m.to === email)?.devCode;
    expect(code).toMatch(/^\d{4,8}$/);
    const byCode = await request('POST', '/api/loginwithotp', { from: client, body: { username: email, otp: code } });
    expect(byCode.status).toBe(200);
    const codeToken: string = byCode.body.data.token;

    // The code login proved the mailbox and ended the password session opened before it.
    expect((await request('GET', '/api/cartdetails', { from: client, headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const cart = await request('GET', '/api/cartdetails', { from: client, headers: { authorization: `Bearer ${codeToken}` } });
    expect(cart.status).toBe(200);
    const forged = await request('GET', '/api/cartdetails', { from: client, headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` } });
    expect(forged.status).toBe(401);

    await request('POST', '/api/newsletter/subscribe', { from: client, body: { email } });
    const linkToken = /token=([\w-]{20,100})/.exec(mails.findLast((m) => m.to === email)?.text ?? '')?.[1];
    expect(linkToken).toBeDefined();
    expect((await request('POST', '/api/newsletter/confirm', { from: client, body: { token: linkToken } })).status).toBe(200);
    expect((await request('POST', '/api/newsletter/unsubscribe', { from: client, body: { token: linkToken } })).status).toBe(200);
    expect((await request('POST', '/api/logout', { from: client, headers: { authorization: `Bearer ${codeToken}` } })).status).toBe(200);

    const text = logLines.join('');
    expect(text).toContain('request completed');
    const secrets: [string, string][] = [
      ['password', password],
      ['login token', token],
      ['login token signature', token.split('.')[2]],
      ['code login token', codeToken],
      ['login code', code as string],
      ['newsletter link token', linkToken as string],
    ];
    // A number (the login code) only as a whole number: six digits may sit inside a timing such as 0.7468850000000202.
    const names = (line: string, secret: string) => (/^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line) : line.includes(secret));
    for (const [what, secret] of secrets) {
      const line = logLines.find((l) => names(l, secret));
      expect(line, `the log names a ${what}: ${line?.slice(0, 300)}`).toBeUndefined();
    }
    const requestLines = logLines.map((l) => JSON.parse(l)).filter((l) => l.req || l.res);
    expect(requestLines.length).toBeGreaterThan(10);
    expect(requestLines.filter((l) => typeof l.reqId !== 'string')).toEqual([]);
  });
});

describe('production dependencies', () => {
  it('npm audit finds no high or critical advisory', async (ctx) => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    let output = '';
    try {
      ({ stdout: output } = await promisify(execFile)('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, timeout: 60_000, maxBuffer: 20 * 1024 * 1024 }));
    } catch (e) {
      output = (e as { stdout?: string }).stdout ?? '';
    }
    let report: { metadata?: { vulnerabilities?: Record<string, number> }; message?: string } = {};
    try {
      report = JSON.parse(output);
    } catch {
      report = { message: output.slice(0, 200) || 'no output' };
    }
    const counts = report.metadata?.vulnerabilities;
    if (!counts) {
      console.warn(`npm audit skipped: the registry's audit service did not answer (${report.message ?? 'no report'}).`);
      ctx.skip();
      return;
    }
    expect({ high: counts.high ?? 0, critical: counts.critical ?? 0 }).toEqual({ high: 0, critical: 0 });
  }, 90_000);
});
