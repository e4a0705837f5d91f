import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
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

/** Each test speaks from its own address, so the per-minute limit of one test does not spill into the next. */
const from = () => `10.0.0.${++ip}`;
async function post(url: string, body: unknown, remoteAddress = from()) {
  const res = await app.inject({ method: 'POST', url, payload: body as never, remoteAddress });
  return { status: res.statusCode, body: res.json() };
}
const subscribe = (email: string, remoteAddress?: string) => post('/api/newsletter/subscribe', { email }, remoteAddress);
const rowOf = async (email: string) => (await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const linksIn = (text: string) => ({
  confirm: /https:\/\/shop\.example\/newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1],
  unsubscribe: /https:\/\/shop\.example\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(text)?.[1],
});

describe('newsletter', () => {
  it('stores a new address as pending and mails a confirm link and an unsubscribe link', async () => {
    const { status, body } = await subscribe('Priya@Example.com');
    expect(status).toBe(200);
    expect(body).toEqual({ response: true, msg: 'Thank you! Please check your inbox and confirm your subscription.', data: { status: 'pending' } });
    const row = await rowOf('priya@example.com');
    expect(row.status).toBe('pending');
    const [mail] = mailsTo('priya@example.com');
    expect(mail.subject).toBe('Please confirm your subscription to the Annapurna Organics newsletter');
    expect(linksIn(mail.text)).toEqual({ confirm: row.token, unsubscribe: row.token });
    expect(mail.html).toContain(`https://shop.example/newsletter/confirm?token=${row.token}`);
  });

  it('writes the confirmation mail and the reply in Hindi for a subscriber reading the shop in Hindi', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'kavita@example.com' }, remoteAddress: from(), headers: { 'accept-language': 'hi' } });
    expect(res.json().msg).toBe('धन्यवाद! कृपया अपना इनबॉक्स देखें और अपनी सदस्यता की पुष्टि करें।');
    const row = await rowOf('kavita@example.com');
    const [mail] = mailsTo('kavita@example.com');
    expect(mail.subject).toBe('Annapurna Organics न्यूज़लेटर की सदस्यता की पुष्टि करें');
    expect(linksIn(mail.text)).toEqual({ confirm: row.token, unsubscribe: row.token });
  });

  it('takes repeated subscribes calmly: one row, and a new mail at most once a minute', async () => {
    await subscribe('ravi@example.com');
    const again = await subscribe('RAVI@example.com');
    expect(again.body.msg).toBe('We have just sent you a confirmation mail. Please check your inbox (and the spam folder).');
    expect(mailsTo('ravi@example.com')).toHaveLength(1);
    await app.db.update(newsletterSubscribers).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(newsletterSubscribers.email, 'ravi@example.com'));
    const later = await subscribe('ravi@example.com');
    expect(later.body.msg).toBe('We sent the confirmation mail again. Please check your inbox and confirm your subscription.');
    expect(mailsTo('ravi@example.com')).toHaveLength(2);
    expect((await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ravi@example.com'))).length).toBe(1);
  });

  it('mails one address at most 3 confirmations a day, however often it is subscribed', async () => {
    const replies: string[] = [];
    for (let i = 0; i < 5; i++) {
      replies.push((await subscribe('flooded@example.com')).body.msg);
      // Each later try a few minutes on, past the one-a-minute rule.
      await app.db.update(newsletterSubscribers).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(newsletterSubscribers.email, 'flooded@example.com'));
    }
    expect(mailsTo('flooded@example.com')).toHaveLength(3);
    expect(replies.slice(3)).toEqual([
      'We have already sent this address several confirmation mails today. Please check your inbox (and the spam folder), or try again tomorrow.',
      'We have already sent this address several confirmation mails today. Please check your inbox (and the spam folder), or try again tomorrow.',
    ]);
    expect((await rowOf('flooded@example.com')).status).toBe('pending');
  });

  it('confirms with the link from the mail, and then says the address is already subscribed', async () => {
    await subscribe('anita@example.com');
    const token = linksIn(mailsTo('anita@example.com')[0].text).confirm!;
    // Opening the link's address with GET (a mail scanner, a prefetch) changes nothing: only the page's POST confirms.
    expect((await app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: `/api/newsletter/confirm?token=${token}` })).statusCode).toBe(404);
    expect((await rowOf('anita@example.com')).confirmedAt).toBeNull();
    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.body).toEqual({ response: true, msg: 'Thank you! Your subscription is confirmed.', data: { status: 'confirmed' } });
    expect((await rowOf('anita@example.com')).confirmedAt).not.toBeNull();
    const twice = await post('/api/newsletter/confirm', { token });
    expect(twice.body.msg).toBe('Your subscription is already confirmed. Thank you!');
    const again = await subscribe('anita@example.com');
    expect(again.body).toMatchObject({ msg: 'This address is already subscribed. Thank you!', data: { status: 'confirmed' } });
    expect(mailsTo('anita@example.com')).toHaveLength(1);
  });

  it('unsubscribes with the link from the mail; a later subscribe starts over with a new link', async () => {
    await subscribe('farhan@example.com');
    const token = linksIn(mailsTo('farhan@example.com')[0].text).unsubscribe!;
    await post('/api/newsletter/confirm', { token });
    const gone = await post('/api/newsletter/unsubscribe', { token });
    expect(gone.body).toEqual({ response: true, msg: 'You have been unsubscribed. You will not receive our newsletter any more.', data: { status: 'unsubscribed' } });
    const twice = await post('/api/newsletter/unsubscribe', { token });
    expect(twice.body.msg).toBe('This address is already unsubscribed.');
    const confirmAfter = await post('/api/newsletter/confirm', { token });
    expect(confirmAfter.status).toBe(409);
    const back = await subscribe('farhan@example.com');
    expect(back.body.msg).toBe('Welcome back! Please check your inbox and confirm your subscription.');
    const fresh = linksIn(mailsTo('farhan@example.com')[1].text).confirm!;
    expect(fresh).not.toBe(token);
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(404);
    expect((await post('/api/newsletter/confirm', { token: fresh })).body.data.status).toBe('confirmed');
  });

  it('explains a bad address and a broken or unknown link', async () => {
    expect((await subscribe('not-an-email')).body.msg).toBe('Please enter a valid e-mail address.');
    expect((await subscribe('  ')).body.msg).toBe('Please enter your e-mail address.');
    const broken = await post('/api/newsletter/confirm', { token: 'abc' });
    expect([broken.status, broken.body.msg]).toEqual([400, 'This link is incomplete. Please open the link from the e-mail again.']);
    const unknown = await post('/api/newsletter/unsubscribe', { token: 'x'.repeat(32) });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'This link is not valid any more. You can subscribe again from the bottom of any page of the shop.']);
  });

  it('limits subscribes from one address to 5 a minute', async () => {
    const here = from();
    for (let i = 0; i < 5; i++) expect((await subscribe(`burst${i}@example.com`, here)).status).toBe(200);
    const sixth = await subscribe('burst5@example.com', here);
    expect([sixth.status, sixth.body.msg]).toEqual([429, 'Too many requests. Please wait a moment and try again.']);
  });

  it('keeps nothing and says so when the confirmation mail cannot be sent', async () => {
    const offline = await createTestApp({ demo: false, config: { smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://shop.example' } });
    try {
      const res = await offline.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'lost@example.com' } });
      expect([res.statusCode, res.json().msg]).toEqual([503, 'We could not send the confirmation mail just now. Please try again in a few minutes.']);
      expect(await offline.db.select().from(newsletterSubscribers)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
