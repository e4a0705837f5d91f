import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { orderMailOutbox, orders } from '../../db/schema/index.ts';
import { seedDemoShop, seedReferenceData } from '../../db/seed/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith, saveOrder, stockOf, type Shopper } from '../../test/shop.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { sendDueOrderMails } from './mail-outbox.ts';

/**
 * Order mails go through the outbox table: written in the order's transaction, sent by the worker over real SMTP (a
 * local sink), retried after a failure, and sent once even when two runs race.
 */
let app: FastifyInstance;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  inbox = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: inbox.smtpUrl } });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

/** The SMTP server goes away (connections refused) until `back()` starts it again on the same port. */
async function smtpDown() {
  const port = inbox.port;
  const earlier = inbox.mails;
  await inbox.close();
  return async () => {
    inbox = await startSmtpSink({ port });
    inbox.mails.unshift(...earlier);
  };
}

async function order(on = app): Promise<{ s: Shopper; id: number; tranId: string }> {
  const app = on;
  const s = await newShopper(app);
  const p = await productWith(app, { price: 120, stock: 20 });
  await addToCart(app, s, p.id, 1);
  const { kid } = await addAddress(app, s);
  const saved = await saveOrder(app, s, (await placeOrder(app, s, 1, kid)).body);
  expect(saved.status).toBe(200);
  return { s, id: saved.body.data, tranId: saved.body.TranID };
}

const rowOf = async (orderId: number) => (await app.db.select().from(orderMailOutbox).where(eq(orderMailOutbox.orderId, orderId)))[0];
const makeDue = (ids: number[]) => app.db.update(orderMailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(inArray(orderMailOutbox.orderId, ids));
const confirmations = (s: Shopper) => inbox.mails.filter((m) => m.to.includes(s.email) && m.subject.endsWith('is confirmed'));

describe('the order mail outbox', () => {
  it('is written in the order’s transaction: when its row cannot be written, no order is placed', async () => {
    await app.db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`);
    await app.db.execute(sql`create trigger refuse_outbox before insert on order_mail_outbox for each row execute function refuse_outbox()`);
    const s = await newShopper(app);
    const p = await productWith(app, { stock: 5 });
    await addToCart(app, s, p.id, 2);
    const { kid } = await addAddress(app, s);
    try {
      expect((await saveOrder(app, s, (await placeOrder(app, s, 1, kid)).body)).status).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger refuse_outbox on order_mail_outbox`);
    }
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.id))).toHaveLength(0);
    expect(await stockOf(app, p.id)).toBe(5);

    const placed = await order();
    expect(await rowOf(placed.id)).toMatchObject({ kind: 'confirmation', orderId: placed.id });
    await app.orderMails.runOnce();
    expect(await rowOf(placed.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(confirmations(placed.s).map((m) => m.subject)).toEqual([`Your order ${placed.tranId} is confirmed`]);
  });

  it('keeps a mail pending while SMTP fails, and a later run sends it once', async () => {
    const back = await smtpDown();
    let placed: Awaited<ReturnType<typeof order>>;
    try {
      placed = await order();
      await app.orderMails.runOnce();
      const failed = await rowOf(placed.id);
      expect(failed).toMatchObject({ status: 'pending', sentAt: null });
      expect(failed.attempts).toBeGreaterThanOrEqual(1);
      expect(failed.lastError).toBeTruthy();
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await back();
    }
    // Not due yet (it waits before retrying), then due.
    await app.orderMails.runOnce();
    expect(confirmations(placed.s)).toHaveLength(0);
    await makeDue([placed.id]);
    await app.orderMails.runOnce();
    await app.orderMails.runOnce();
    expect(await rowOf(placed.id)).toMatchObject({ status: 'sent', lastError: null });
    expect(confirmations(placed.s)).toHaveLength(1);
  });

  it('sends each mail once when two runs race for them', async () => {
    const back = await smtpDown();
    const placed: Awaited<ReturnType<typeof order>>[] = [];
    try {
      for (let i = 0; i < 4; i++) placed.push(await order());
      await app.orderMails.runOnce();
    } finally {
      await back();
    }
    await makeDue(placed.map((p) => p.id));
    const [a, b] = await Promise.all([sendDueOrderMails(app), sendDueOrderMails(app)]);
    expect(a + b).toBe(4);
    for (const p of placed) {
      expect(confirmations(p.s)).toHaveLength(1);
      expect((await rowOf(p.id)).status).toBe('sent');
    }
  });

  it('takes over a mail claimed by a worker that died, but not one a live worker holds', async () => {
    const back = await smtpDown();
    let placed: Awaited<ReturnType<typeof order>>;
    try {
      placed = await order();
      await app.orderMails.runOnce();
    } finally {
      await back();
    }
    await app.db.update(orderMailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'`, claimedUntil: sql`now() + interval '1 hour'` }).where(eq(orderMailOutbox.orderId, placed.id));
    expect(await sendDueOrderMails(app)).toBe(0);
    await app.db.update(orderMailOutbox).set({ claimedUntil: sql`now() - interval '1 second'` }).where(eq(orderMailOutbox.orderId, placed.id));
    // Taken over by this run, or by the app's own worker if its 5-second round came first: either way sent once.
    await sendDueOrderMails(app);
    expect((await rowOf(placed.id)).status).toBe('sent');
    expect(confirmations(placed.s)).toHaveLength(1);
  });
});

describe('the outbox across a restart', () => {
  it('keeps a mail the stopped process could not send, and the next process sends it once', async () => {
    // An embedded database on disk, so a second process (app) opens what the first left.
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
    try {
      const config = testConfig({ dataDir, databaseUrl: undefined, smtpUrl: inbox.smtpUrl });
      const first = await buildApp(config);
      await seedReferenceData(first.db);
      await seedDemoShop(first.db);
      let placed: Awaited<ReturnType<typeof order>>;
      const back = await smtpDown();
      try {
        placed = await order(first);
        await first.orderMails.runOnce();
      } finally {
        await first.close();
        await back();
      }
      const second = await buildApp(config);
      try {
        await second.ready();
        await second.db.update(orderMailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(orderMailOutbox.orderId, placed.id));
        await second.orderMails.runOnce();
        await second.orderMails.runOnce();
        const [row] = await second.db.select().from(orderMailOutbox).where(eq(orderMailOutbox.orderId, placed.id));
        expect(row.status).toBe('sent');
        expect(confirmations(placed.s)).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
