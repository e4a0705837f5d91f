import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { startPeriodic, type PeriodicWorker } from '../lib/periodic.ts';
import { claimOverdueUpiOrder, HistoryNote, OrderStatus } from '../modules/orders/index.ts';
import { moveOrder } from './order-status.ts';

/**
 * Unpaid UPI orders expire (decision 106): at its payment_due_at an order still awaiting its payment is cancelled
 * through moveOrder, one transaction per order (Cancelled, payment Expired, every unit back, the shopper's mail in
 * the outbox). Every API process sweeps; claimOverdueUpiOrder's SKIP LOCKED keeps two sweeps off the same order.
 * Driven by a column and the database's clock, the sweep holds across restarts: a due order is cancelled at the
 * next start.
 */

/** How often each process sweeps (and once at start). */
export const PAYMENT_SWEEP_INTERVAL_MS = 20_000;
/** At most this many orders per run, so a long backlog does not hold one run for ever (the next run goes on). */
const RUN_LIMIT = 200;

/** Cancels one due order, if there is one nobody else holds. Returns its id, or null when none is due. */
async function expireOne(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const id = await claimOverdueUpiOrder(tx);
    if (id === null) return null;
    const moved = await moveOrder(tx, { orderId: id, from: OrderStatus.Pending, to: OrderStatus.Cancelled, changedBy: null, note: HistoryNote.UnpaidUpiCancelled, mail: 'paymentExpired' });
    // The row is locked and was Pending and awaiting: the move cannot lose. If it ever did, nothing is left half done.
    if (!moved) throw new Error(`order ${id} could not be expired`);
    return id;
  });
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
