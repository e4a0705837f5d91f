import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';
import { startPeriodic, type PeriodicWorker } from '../../lib/periodic.ts';
import { HistoryNote, OrderStatus, PaymentStatus } from './status.ts';
import { transitionOrder } from './transitions.ts';

/**
 * Unpaid UPI orders expire (docs/decisions/106-upi-payment-expiry.md): an order placed for UPI holds its stock until
 * its payment_due_at (UPI_PAYMENT_MINUTES after it was placed); then the sweep cancels it through transitionOrder, in
 * one transaction per order: the order Cancelled and its payment Expired, a history row, every unit back in stock,
 * and the shopper's mail written to the order mail outbox (so it is sent even if the process stops right after).
 *
 * Every API process runs the sweep. Each order is claimed with `FOR UPDATE SKIP LOCKED` on a row still awaiting its
 * payment and due by the database's clock, so two sweeps (in one process or several) never cancel, restock or mail
 * the same order twice; an order one sweep holds is skipped by the other, and gone from its view once committed.
 * Being driven by a column and the database's clock, the sweep holds across restarts: a due order is cancelled at
 * the next start.
 */

/** How often each process sweeps (and once at start). */
export const PAYMENT_SWEEP_INTERVAL_MS = 20_000;
/** At most this many orders per run, so a long backlog does not hold one run for ever (the next run goes on). */
const RUN_LIMIT = 200;

/** Cancels one due order, if there is one nobody else holds. Returns its id, or null when none is due. */
async function expireOne(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [due] = await selectRows<{ id: number }>(
      tx,
      sql`select id from ${orders}
          where payment_status = ${PaymentStatus.Awaiting} and status = ${OrderStatus.Pending} and payment_due_at <= now()
          order by payment_due_at, id
          limit 1
          for update skip locked`,
    );
    if (!due) return null;
    const id = Number(due.id);
    const moved = await transitionOrder(tx, {
      orderId: id,
      from: OrderStatus.Pending,
      to: OrderStatus.Cancelled,
      changedBy: null,
      note: HistoryNote.UnpaidUpiCancelled,
      mail: 'paymentExpired',
    });
    // The row is locked and was Pending and awaiting: the move cannot lose. If it ever did, nothing is left half done.
    if (!moved) throw new Error(`order ${id} could not be expired`);
    const [after] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id)).limit(1);
    if (after?.paymentStatus !== PaymentStatus.Expired) throw new Error(`order ${id} was cancelled but its payment not expired`);
    return id;
  });
}

/** Orders placed for UPI whose payment has not been recorded yet (nor expired), for /metrics. */
export async function awaitingPaymentCount(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ${orders} where payment_status = ${PaymentStatus.Awaiting} and status = ${OrderStatus.Pending}`);
  return Number(row.n);
}

/** One sweep: cancels every order whose UPI payment is overdue (up to RUN_LIMIT). Returns the ids it cancelled. */
export async function expireOverduePayments(db: Db, limit = RUN_LIMIT): Promise<number[]> {
  const expired: number[] = [];
  while (expired.length < limit) {
    const id = await expireOne(db);
    if (id === null) break;
    expired.push(id);
  }
  return expired;
}

export type PaymentExpiryWorker = Pick<PeriodicWorker<number[]>, 'runOnce' | 'stop'>;

/** The process's sweep: every PAYMENT_SWEEP_INTERVAL_MS and at start, one run at a time; the expiry mails are sent at once after a run. */
export function startPaymentExpiry(app: FastifyInstance, intervalMs = PAYMENT_SWEEP_INTERVAL_MS): PaymentExpiryWorker {
  const task = async () => {
    const ids = await expireOverduePayments(app.db);
    if (ids.length) {
      app.log.info({ orders: ids }, `${ids.length} unpaid UPI order(s) expired`);
      app.securityLog.record({ event: 'upi_payment_expired', detail: { orders: ids } });
      app.orderMails.wake();
    }
    return ids;
  };
  const { runOnce, stop } = startPeriodic({ intervalMs, task, fallback: [] as number[], onError: (err) => app.log.error({ err }, 'UPI payment expiry run failed') });
  return { runOnce, stop };
}
