import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { orderMailOutbox } from '../../db/schema/index.ts';
import { renderOrderMail, type OrderMailKind } from './order-mails.ts';
import { renderBackInStockMail } from './back-in-stock-mail.ts';
import { selectRows } from '../../db/rows.ts';
import { startPeriodic, type PeriodicWorker } from '../../lib/periodic.ts';

/**
 * The order mail outbox: the transaction that places or cancels an order writes the mail's row (queueOrderMail),
 * so a mail is never lost when the process stops after the commit, and never written for an order that was rolled
 * back. The worker (startOrderMailWorker) sends due rows: each run claims rows with one atomic update over
 * `FOR UPDATE SKIP LOCKED` (two workers, in one process or several, never claim the same row), sends them, and marks
 * them sent, or due again later with a growing delay. A claim runs out after CLAIM_SECONDS, so the rows of a process
 * that died mid-send are taken again (the one case where a mail can go out twice: sent, then the process died before
 * marking it).
 */

/** How often the worker looks for due mails besides being woken after each order change. */
export const OUTBOX_INTERVAL_MS = 5_000;
const BATCH = 20;
const CLAIM_SECONDS = 300;
/** Retry delays double from this, up to MAX_DELAY_SECONDS; after MAX_ATTEMPTS failures the row is marked failed. */
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;
export const MAX_ATTEMPTS = 10;

/**
 * In the order's transaction: a mail of a kind that can come again (the order changed after a short pick): pending
 * again if it was already sent, one pending mail covering every change made before it goes out.
 */
export async function queueOrderMailAgain(tx: DbOrTx, orderId: number, kind: OrderMailKind): Promise<void> {
  await tx
    .insert(orderMailOutbox)
    .values({ orderId, kind })
    .onConflictDoUpdate({
      target: [orderMailOutbox.orderId, orderMailOutbox.kind],
      set: { status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, sentAt: null, lastError: null },
    });
}

/** Mails not sent yet (pending, retries included) and the age of the oldest by the database's clock, for /metrics. */
export async function outboxBacklog(db: DbOrTx): Promise<{ pending: number; oldestSeconds: number }> {
  const [row] = await selectRows<{ pending: number | string; oldest: number | string | null }>(
    db,
    sql`select count(*) as pending, extract(epoch from now() - min(created_at)) as oldest from order_mail_outbox where status = 'pending'`,
  );
  return { pending: Number(row.pending), oldestSeconds: Math.max(0, Number(row.oldest ?? 0)) };
}

/** In the order's transaction: one mail of this kind for the order (at most one ever). */
export async function queueOrderMail(tx: DbOrTx, orderId: number, kind: OrderMailKind): Promise<void> {
  await tx.insert(orderMailOutbox).values({ orderId, kind }).onConflictDoNothing();
}

/** A claimed row: an order's mail, or a back-in-stock mail of a stock request (order_id null, back-in-stock-mail.ts). */
type Claimed = { id: number; order_id: number | null; stock_request_id: number | null; kind: OrderMailKind; attempts: number };

/** Claims up to BATCH due rows for this run; no other run can claim them until the claim runs out. */
async function claimDue(app: FastifyInstance): Promise<Claimed[]> {
  const rows = await selectRows<Claimed>(app.db, sql`
    update order_mail_outbox o set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = o.attempts + 1
    where o.id in (
      select id from order_mail_outbox
      where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by id limit ${BATCH}
      for update skip locked)
    returning o.id, o.order_id, o.stock_request_id, o.kind, o.attempts`);
  // RETURNING gives no order: mails go out in the order they were queued (a shipped mail before its delivered one).
  return rows.map((r) => ({ ...r, id: Number(r.id), order_id: r.order_id === null ? null : Number(r.order_id), stock_request_id: r.stock_request_id === null ? null : Number(r.stock_request_id), attempts: Number(r.attempts) })).sort((a, b) => a.id - b.id);
}

const retryDelaySeconds = (attempts: number) => Math.min(FIRST_DELAY_SECONDS * 2 ** (attempts - 1), MAX_DELAY_SECONDS);

/** One pass: sends every due mail it can claim. Returns how many were sent. */
export async function sendDueOrderMails(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claimDue(app);
    for (const row of rows) {
      const mine = and(eq(orderMailOutbox.id, row.id), eq(orderMailOutbox.status, 'pending'));
      try {
        const mail = row.order_id === null ? await renderBackInStockMail(app, row.stock_request_id as number) : await renderOrderMail(app, row.order_id, row.kind);
        if (mail) await app.mailer.send(mail);
        await app.db.update(orderMailOutbox).set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null }).where(mine);
        if (mail) sent++;
      } catch (err) {
        const givenUp = row.attempts >= MAX_ATTEMPTS;
        app.log.error({ err, orderId: row.order_id, kind: row.kind, attempts: row.attempts }, givenUp ? 'order mail failed: given up' : 'order mail failed: will retry');
        await app.db
          .update(orderMailOutbox)
          .set({
            status: givenUp ? 'failed' : 'pending',
            claimedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
            lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
          })
          .where(mine);
      }
    }
    if (rows.length < BATCH) return sent;
  }
}

export type OrderMailWorker = PeriodicWorker<number>;

/** The API process's mail worker: runs every OUTBOX_INTERVAL_MS and when woken (after an order change has committed), one run at a time; stops with the app. */
export function startOrderMailWorker(app: FastifyInstance, intervalMs = OUTBOX_INTERVAL_MS): OrderMailWorker {
  return startPeriodic({ intervalMs, task: () => sendDueOrderMails(app), fallback: 0, onError: (err) => app.log.error({ err }, 'order mail run failed') });
}
