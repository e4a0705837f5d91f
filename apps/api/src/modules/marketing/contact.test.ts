import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let ip = 0;

beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl, publicUrl: 'https://shop.example' } });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const mailsTo = (address: string) => inbox.mails.filter((m) => m.to.includes(address));

const from = () => `10.1.0.${++ip}`;
async function send(body: Record<string, unknown>, remoteAddress = from()) {
  const res = await app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress });
  return { status: res.statusCode, body: res.json() };
}
const message = { name: 'Lakshmi Rao', email: 'lakshmi@example.com', message: 'Do you deliver cold-pressed oil to Mysuru?' };

describe('contact form', () => {
  it('stores the message, mails it to the shop and shows it to the admin', async () => {
    const { status, body } = await send(message);
    expect(status).toBe(200);
    expect(body.response).toBe(true);
    expect(body.data.Ticket).toMatch(/^GRV\d{4}-\d{6}$/);
    const [mail] = mailsTo('hello@annapurna.example');
    expect(mail.subject).toBe('Contact form: message from Lakshmi Rao');
    expect(mail.text).toContain('From: Lakshmi Rao <lakshmi@example.com>');
    expect(mail.text).toContain('Do you deliver cold-pressed oil to Mysuru?');
    const { admin } = await signIn(app);
    const list = await call(app, 'GET', '/api/admin/messages', { token: admin.token });
    expect(list.body.data.items[0]).toMatchObject({ name: 'Lakshmi Rao', email: 'lakshmi@example.com', readAt: null, ticket: body.data.Ticket, state: 'open' });
  });

  it('escapes what the sender wrote in the mail to the shop', async () => {
    await send({ name: 'Mallory', email: 'mallory@example.com', message: '<img src=x onerror=alert(1)> hello there' });
    const mail = mailsTo('hello@annapurna.example').at(-1)!;
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
  });

  it('explains each missing or wrong field', async () => {
    expect((await send({ ...message, name: '' })).body.msg).toBe('Please enter your name.');
    expect((await send({ ...message, email: 'lakshmi@' })).body.msg).toBe('Please enter a valid e-mail address.');
    expect((await send({ ...message, message: 'Hi' })).body.msg).toBe('Message must be at least 10 characters.');
    expect((await send({ ...message, message: 'x'.repeat(2001) })).body.msg).toBe('Message must be at most 2000 characters.');
    const { status } = await send({ name: 'No body' });
    expect(status).toBe(400);
  });

  it('accepts 3 messages from one address in 10 minutes and refuses the 4th', async () => {
    const writer = { ...message, email: 'busy@example.com' };
    for (let i = 0; i < 3; i++) expect((await send(writer)).status).toBe(200);
    const fourth = await send({ ...writer, email: 'BUSY@example.com' });
    expect([fourth.status, fourth.body.msg]).toEqual([429, 'You have already sent us 3 messages in the last 10 minutes. Please wait a little before writing again.']);
    expect((await send({ ...message, email: 'someone-else@example.com' })).status).toBe(200);
    await app.db.update(contactMessages).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(contactMessages.email, 'busy@example.com'));
    expect((await send(writer)).status).toBe(200);
  });

  it('limits one network address to 5 messages a minute', async () => {
    const here = from();
    for (let i = 0; i < 5; i++) expect((await send({ ...message, email: `writer${i}@example.com` }, here)).status).toBe(200);
    const sixth = await send({ ...message, email: 'writer5@example.com' }, here);
    expect([sixth.status, sixth.body.msg]).toEqual([429, 'Too many requests. Please wait a moment and try again.']);
  });

  it('keeps the message for the admin even when the mail to the shop cannot be sent', async () => {
    const offline = await createTestApp({ demo: false, config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const res = await offline.inject({ method: 'POST', url: '/api/contact', payload: message });
      expect(res.statusCode).toBe(200);
      expect(await offline.db.select().from(contactMessages)).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});
