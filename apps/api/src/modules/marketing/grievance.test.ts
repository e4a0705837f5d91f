import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { company, contactMessages } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { createMember, signIn } from '../../test/admin-support.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { eraseExpiredContactMessages } from './contact.service.ts';
import { resolveBy, ticketOf } from './grievance.ts';

let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: string;
let ip = 0;

beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl, publicUrl: 'https://shop.example' } });
  admin = (await signIn(app)).admin.token;
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

async function complain(email: string, headers: Record<string, string> = {}) {
  return call(app, 'POST', '/api/contact', { body: { name: 'Lakshmi Rao', email, message: 'My atta arrived with a torn pack.' }, headers, from: `10.2.0.${++ip}` });
}
/** The back office's row of the message from this address (its ticket changes when a test moves it back in time). */
const messageFrom = async (email: string) => {
  const list = await call(app, 'GET', '/api/admin/messages?pageSize=100', { token: admin });
  return list.body.data.items.find((m: { email: string }) => m.email === email);
};

describe('grievance tickets (Consumer Protection (E-Commerce) Rules 2020 rule 4)', () => {
  it('writes a ticket as GRV, year and month, and a 6-digit number; resolution is due a calendar month on', () => {
    expect(ticketOf(42, new Date('2026-11-27T10:00:00Z'))).toBe('GRV2611-000042');
    // India time: 31 December 20:00 UTC is already January in Bengaluru.
    expect(ticketOf(7, new Date('2026-12-31T20:00:00Z'))).toBe('GRV2701-000007');
    expect(resolveBy(new Date('2027-01-31T06:00:00Z')).toISOString()).toBe('2027-02-28T06:00:00.000Z');
  });

  it('answers the sender with the ticket and mails them an acknowledgement with the day it will be resolved by', async () => {
    const res = await complain('ticket@example.com');
    expect(res.status).toBe(200);
    const { Ticket, ResolveBy } = res.body.data;
    expect(Ticket).toMatch(/^GRV\d{4}-\d{6}$/);
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'ticket@example.com'));
    expect(Ticket).toBe(ticketOf(row.id, row.createdAt));
    expect(ResolveBy).toBe(resolveBy(row.createdAt).toISOString().slice(0, 10));
    const ack = inbox.mails.find((m) => m.to.includes('ticket@example.com'))!;
    expect(ack.subject).toBe(`We received your message: ticket ${Ticket}`);
    expect(ack.text).toContain(Ticket);
    expect(ack.text).toMatch(/We will resolve it by \d{1,2} \w+ \d{4}\./);
    expect(ack.text).toContain('Grievance officer: Kavya Menon (Grievance Officer), grievance@annapurna.example');
  });

  it('acknowledges in Hindi to a sender who reads the shop in Hindi', async () => {
    const res = await complain('hindi@example.com', { 'accept-language': 'hi' });
    const ack = inbox.mails.find((m) => m.to.includes('hindi@example.com'))!;
    expect(ack.subject).toBe(`आपका संदेश मिल गया: टिकट ${res.body.data.Ticket}`);
    expect(ack.text).toContain('तक इसका समाधान करेंगे');
  });

  it('lists tickets open, acknowledged and resolved, and flags what is overdue', async () => {
    const fresh = 'fresh@example.com';
    const late = 'late@example.com';
    const old = 'old@example.com';
    for (const email of [fresh, late, old]) expect((await complain(email)).status).toBe(200);
    await app.db.update(contactMessages).set({ createdAt: sql`now() - interval '49 hours'` }).where(eq(contactMessages.email, 'late@example.com'));
    await app.db.update(contactMessages).set({ createdAt: sql`now() - interval '32 days'` }).where(eq(contactMessages.email, 'old@example.com'));

    expect(await messageFrom(fresh)).toMatchObject({ state: 'open', acknowledgementOverdue: false, resolutionOverdue: false });
    expect(await messageFrom(late)).toMatchObject({ state: 'open', acknowledgementOverdue: true, resolutionOverdue: false });
    expect(await messageFrom(old)).toMatchObject({ state: 'open', acknowledgementOverdue: true, resolutionOverdue: true });
    const list = await call(app, 'GET', '/api/admin/messages', { token: admin });
    expect(list.body.data.overdueCount).toBe(2);

    const lateRow = await messageFrom(late);
    const acked = await call(app, 'PUT', `/api/admin/messages/${lateRow.id}/acknowledge`, { token: admin });
    expect([acked.status, acked.body.msg]).toEqual([200, 'The complaint is acknowledged.']);
    expect(acked.body.data).toMatchObject({ state: 'acknowledged', acknowledgementOverdue: false, resolutionOverdue: false });
    expect(acked.body.data.acknowledgedAt).not.toBeNull();
    expect((await call(app, 'PUT', `/api/admin/messages/${lateRow.id}/acknowledge`, { token: admin })).status).toBe(409);

    const oldRow = await messageFrom(old);
    const noNote = await call(app, 'PUT', `/api/admin/messages/${oldRow.id}/resolve`, { token: admin, body: { note: ' ' } });
    expect([noNote.status, noNote.body.msg]).toEqual([400, 'Please write what was done (the note).']);
    expect((await messageFrom(old)).state).toBe('open');
    const resolved = await call(app, 'PUT', `/api/admin/messages/${oldRow.id}/resolve`, { token: admin, body: { note: 'Replaced the pack and refunded delivery.' } });
    expect(resolved.body.data).toMatchObject({ state: 'resolved', resolutionNote: 'Replaced the pack and refunded delivery.', acknowledgementOverdue: false, resolutionOverdue: false });
    expect(resolved.body.data.acknowledgedAt).not.toBeNull();
    expect((await call(app, 'PUT', `/api/admin/messages/${oldRow.id}/resolve`, { token: admin, body: { note: 'again' } })).status).toBe(409);
    expect((await call(app, 'GET', '/api/admin/messages', { token: admin })).body.data.overdueCount).toBe(0);
    expect((await call(app, 'PUT', '/api/admin/messages/999999/acknowledge', { token: admin })).status).toBe(404);
  });

  it('lets only an admin acknowledge or resolve', async () => {
    const member = await createMember(app);
    expect((await call(app, 'PUT', '/api/admin/messages/1/acknowledge', { token: member.token })).status).toBe(403);
    expect((await call(app, 'PUT', '/api/admin/messages/1/resolve', { body: { note: 'x' } })).status).toBe(401);
  });
});

describe('contact message retention (decision 241)', () => {
  it('erases messages older than the shop’s retention period and keeps the rest', async () => {
    await complain('kept@example.com');
    await complain('expired@example.com');
    await app.db.update(company).set({ contactRetentionDays: 90 });
    await app.db.update(contactMessages).set({ createdAt: sql`now() - interval '91 days'` }).where(eq(contactMessages.email, 'expired@example.com'));
    expect(await eraseExpiredContactMessages(app.db)).toBeGreaterThanOrEqual(1);
    const left = (await app.db.select({ email: contactMessages.email }).from(contactMessages)).map((m) => m.email);
    expect(left).toContain('kept@example.com');
    expect(left).not.toContain('expired@example.com');
  });

  it('erases a member’s contact messages when the account is closed', async () => {
    const member = await createMember(app, 'closing@example.com');
    await complain('closing@example.com');
    const otp = await call(app, 'GET', `/api/loginwithotp?username=closing@example.com`);
    expect(otp.status).toBe(200);
    const code = /\b(\d{6})\b/.exec(inbox.mails.filter((m) => m.to.includes('closing@example.com')).at(-1)!.text)![1];
    const closed = await call(app, 'POST', '/api/account/delete', { token: member.token, body: { reason: 'Other', otp: code } });
    expect(closed.status).toBe(200);
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'closing@example.com'))).toHaveLength(0);
  });
});
