import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, call } from '../../test/test-app.ts';
import { loginCodes } from '../../db/schema/index.ts';
import { createMailer } from './mailer.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { loginCodeMail } from './templates.ts';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: smtp.smtpUrl, mailFrom: 'Annapurna Organics <hello@annapurna.example>', logLevel: 'info' } });
  // Every line the server logs, its requests' lines included, to prove the code is in none of them.
  const write = (obj: unknown, msg?: string) => void logLines.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
  const logger = app.log as unknown as Record<string, unknown>;
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) logger[level] = write;
  logger.child = () => logger;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('mail over real SMTP', () => {
  it('delivers the login code by SMTP, to the member only, and nowhere else', async () => {
    const reply = await call(app, 'GET', '/api/loginwithotp?username=asha@annapurna.example');
    expect(reply.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('asha@annapurna.example') && /login code/.test(m.subject));
    expect(mail.to).toEqual(['asha@annapurna.example']);
    expect(mail.from).toBe('hello@annapurna.example');
    const code = /login code for Annapurna Organics is:\s+(\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(`>${code}</span>`);
    expect(mail.html).toContain('Annapurna Organics');

    expect(JSON.stringify(reply.body)).not.toContain(code);
    expect(JSON.stringify(reply.headers)).not.toContain(code);
    expect(logLines.some((l) => l.includes('/api/loginwithotp'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(code);
    const rows = await app.db.select().from(loginCodes).where(eq(loginCodes.email, 'asha@annapurna.example'));
    expect(JSON.stringify(rows)).not.toContain(code);

    const login = await call(app, 'POST', '/api/loginwithotp', { body: { username: 'asha@annapurna.example', otp: code } });
    expect(login.status).toBe(200);
    expect(login.body.data.MemberName).toBe('Asha Verma');
  });

  it('delivers the welcome mail of a sign-up, in plain text and HTML with the shop\'s name', async () => {
    const res = await call(app, 'POST', '/api/memberregistraion', {
      body: { Firstname: 'Farah', Lastname: 'Khan', Email: 'farah@example.in', Pincode: '400050', Password: 'biryani-lover-1', ConfirmPassword: 'biryani-lover-1' },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('farah@example.in'));
    expect(mail.subject).toBe('Welcome to Annapurna Organics: please confirm your e-mail');
    expect(mail.text).toContain('Namaste Farah,');
    expect(mail.text).toContain('₹300');
    expect(mail.html).toMatch(/<td[^>]*>Annapurna Organics<\/td>/);
    expect(mail.text).not.toContain('biryani-lover-1');
    expect(mail.html).not.toContain('biryani-lover-1');
  });

  it('delivers the goodbye mail to the address of an account being deleted', async () => {
    const password = 'goodbye-test-1';
    await call(app, 'POST', '/api/memberregistraion', { body: { Firstname: 'Ira', Lastname: 'Sen', Email: 'ira@example.in', Pincode: '700019', Password: password, ConfirmPassword: password } });
    const token = (await call(app, 'POST', '/api/login', { body: { UserName: 'ira@example.in', Password: password, RememberMe: 'false' } })).body.data.token;
    expect((await call(app, 'POST', '/api/account/delete', { token, body: { reason: 'Other', password } })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('ira@example.in') && /deleted/.test(m.subject));
    expect(mail.text).toContain('Hello Ira,');
  });
});

describe('the development outbox (no SMTP_URL)', () => {
  const lines: { obj: unknown; msg: string }[] = [];
  const log = { info: (obj: unknown, msg: string) => void lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
  const shop = { name: 'Annapurna Organics', publicUrl: 'http://localhost:3000' };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file and logs its subject with the code, so a person trying the shop can log in', async () => {
    const mailer = createMailer({ from: 'Shop <shop@example.in>', dataDir: dir, env: 'development', log });
    await mailer.send(loginCodeMail(shop, 'dev@example.in', '424242', 10));
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, 'outbox', files[0]), 'utf8');
    expect(raw).toContain('To: dev@example.in');
    expect(raw).toContain('424242');
    expect(lines.at(-1)?.msg).toBe('mail to dev@example.in: Your Annapurna Organics login code (code 424242)');
  });

  it('keeps the code and the address out of the log line of a production server', async () => {
    const mailer = createMailer({ from: 'Shop <shop@example.in>', dataDir: 'memory://', env: 'production', log });
    await mailer.send(loginCodeMail(shop, 'prod@example.in', '515151', 10));
    expect(lines.at(-1)?.msg).toBe('mail to p***@example.in: Your Annapurna Organics login code');
    expect(JSON.stringify(lines.at(-1))).not.toContain('515151');
    expect(JSON.stringify(lines.at(-1))).not.toContain('prod@example.in');
  });
});
