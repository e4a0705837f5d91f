import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';
import { OrderStatus, PaymentStatus } from './status.ts';

/**
 * Unpaid UPI orders expire (docs/decisions/106-upi-payment-expiry.md): an order placed for UPI holds its stock until
 * its payment_due_at (UPI_PAYMENT_MINUTES after it was placed); then the sweep (workflows/expire-unpaid-orders.ts)
 * cancels it. Each order is claimed with `FOR UPDATE SKIP LOCKED` on a row still awaiting its payment and due by the
 * database's clock, so two sweeps (in one process or several) never cancel, restock or mail the same order twice;
 * an order one sweep holds is skipped by the other, and gone from its view once committed.
 */

/** Claims one overdue unpaid UPI order nobody else holds, locked until the transaction ends; null when none is due. */
export async function claimOverdueUpiOrder(tx: Tx): Promise<number | null> {
  const [due] = await selectRows<{ id: number }>(
    tx,
    sql`select id from ${orders}
        where payment_status = ${PaymentStatus.Awaiting} and status = ${OrderStatus.Pending} and payment_due_at <= now()
        order by payment_due_at, id
        limit 1
        for update skip locked`,
  );
  return due ? Number(due.id) : null;
}

/** Orders placed for UPI whose payment has not been recorded yet (nor expired), for /metrics. */
export async function awaitingPaymentCount(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ${orders} where payment_status = ${PaymentStatus.Awaiting} and status = ${OrderStatus.Pending}`);
  return Number(row.n);
}
