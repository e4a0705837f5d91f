import { m } from '@shop/contract/text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, orders } from '../../db/schema/index.ts';
import { conflict } from '../../http/reply.ts';
import { addressConfirmed } from '../auth/index.ts';
import { OrderStatus, PaymentStatus } from '../orders/index.ts';

/** How many orders one member may hold at once: UNPAID_ORDERS_MAX unpaid UPI orders, OPEN_ORDERS_MAX undelivered ones. */
export type OrderLimits = { unpaidUpi: number; open: number };

const CONFIRM_FIRST =
  'Please confirm your email address before placing another order while one is unpaid: open the link in our welcome mail, or log in with a code sent to your email. Or pay for your open order, or cancel it in My Orders.';

/**
 * Refuses (409) an order that would let one account hold too much of the shop's stock and delivery slots (decision
 * 201): every order holds its units and its slot until it is delivered or cancelled, and an unpaid UPI order for
 * UPI_PAYMENT_MINUTES at least. Open orders are the pending and shipped ones. An account whose address nobody has
 * confirmed (a stranger may have signed up with it) holds one unpaid order, cash on delivery or UPI, at a time.
 * Checked when the order is reviewed and again in the transaction that saves it; the member's one cart keeps two
 * placements from passing at once (the second finds the cart the first emptied).
 */
export async function checkOpenOrders(db: Db | Tx, memberId: number, upi: boolean, limits: OrderLimits): Promise<void> {
  const [member] = await db.select({ passwordHash: members.passwordHash, passwordConfirmedAt: members.passwordConfirmedAt }).from(members).where(eq(members.id, memberId)).limit(1);
  const [held] = await db
    .select({
      open: sql<number>`count(*)::int`,
      unpaidUpi: sql<number>`(count(*) filter (where ${orders.paymentStatus} = ${PaymentStatus.Awaiting}))::int`,
      unpaid: sql<number>`(count(*) filter (where ${orders.paymentStatus} in (${PaymentStatus.Awaiting}, ${PaymentStatus.CashOnDelivery})))::int`,
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.status, [OrderStatus.Pending, OrderStatus.Shipped])));
  if (member && !addressConfirmed(member) && held.unpaid >= 1) throw conflict(CONFIRM_FIRST);
  if (upi && held.unpaidUpi >= limits.unpaidUpi) {
    const n = held.unpaidUpi;
    throw conflict(
      n === 1
        ? m`You already have 1 UPI order waiting for payment. Please pay for it or cancel it in My Orders before placing another UPI order, or choose Cash on Delivery.`
        : m`You already have ${n} UPI orders waiting for payment. Please pay for one of them or cancel it in My Orders before placing another UPI order, or choose Cash on Delivery.`,
    );
  }
  if (held.open >= limits.open) {
    const n = held.open;
    throw conflict(
      n === 1
        ? m`You already have 1 order on its way. Please wait for it to be delivered, or cancel it in My Orders while it is still pending, before placing another.`
        : m`You already have ${n} orders on their way. Please wait for one to be delivered, or cancel one that is still pending in My Orders, before placing another.`,
    );
  }
}
