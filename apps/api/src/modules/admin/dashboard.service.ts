import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { lowStockThreshold, type AdminDashboard } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { contactMessages, orders, products } from '../../db/schema/index.ts';
import { OrderStatus, overdue, PaymentStatus, pendingOrders } from '../orders/index.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { selectRows } from '../../db/rows.ts';

/**
 * Orders and revenue of each of the last 30 days in India, in one query; days without orders give 0. Revenue counts
 * the money that is the shop's: paid orders and cash on delivery, not a UPI order still awaiting (or past) its payment.
 */
async function lastThirtyDays(db: Db) {
  const rows = await selectRows<{ day: string; orders: number; revenue: string | number }>(db, sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as orders, coalesce(sum(o.payable_paise) filter (where o.payment_status in (${PaymentStatus.Paid}, ${PaymentStatus.CashOnDelivery})), 0)::bigint as revenue
    from generate_series((now() at time zone 'Asia/Kolkata')::date - 29, (now() at time zone 'Asia/Kolkata')::date, interval '1 day') as d(day)
    left join ${orders} o
      on o.created_at >= now() - interval '31 days'
     and (o.created_at at time zone 'Asia/Kolkata')::date = d.day::date
     and o.status <> ${OrderStatus.Cancelled}
    group by d.day
    order by d.day`);
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), revenue: rupeesFromPaise(Number(r.revenue)) }));
}

export async function dashboard(db: Db): Promise<AdminDashboard> {
  const lowFilter = and(eq(products.isActive, true), lte(products.stock, lowStockThreshold));
  const [days, [{ pendingCount }], [{ overdueCount }], waiting, [{ lowStockCount }], lowStock, [{ unreadMessages }]] = await Promise.all([
    lastThirtyDays(db),
    db.select({ pendingCount: count() }).from(orders).where(eq(orders.status, OrderStatus.Pending)),
    db.select({ overdueCount: count() }).from(orders).where(overdue),
    pendingOrders(db, 8),
    db.select({ lowStockCount: count() }).from(products).where(lowFilter),
    db
      .select({ id: products.id, name: products.name, packSize: products.packSize, image: products.image, stock: products.stock, minQty: products.minQty })
      .from(products)
      .where(lowFilter)
      .orderBy(asc(products.stock), asc(products.name))
      .limit(8),
    db.select({ unreadMessages: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const today = days.at(-1) ?? { orders: 0, revenue: 0 };
  return { today: { orders: today.orders, revenue: today.revenue }, days, pendingCount, overdueCount, waiting, lowStockCount, lowStock, unreadMessages };
}
