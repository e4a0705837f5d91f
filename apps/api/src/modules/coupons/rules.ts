import type { Message } from '../../http/reply.ts';
import { m } from '@shop/contract/text';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponUses, coupons, orders } from '../../db/schema/index.ts';
import { OrderStatus } from '../orders/index.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';
import { selectRows } from '../../db/rows.ts';
import { formatIndianDay } from '@shop/contract/format';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The rule of which coupon uses count, for checkout and the back office alike: a use counts unless its order was
 * cancelled (cancelling an order gives the use back). Written once, over coupon_uses `u` joined with orders `o`.
 */
const countedUses = sql`from ${couponUses} u join ${orders} o on o.id = u.order_id where o.status <> ${OrderStatus.Cancelled}`;

/** The number of uses that count for the coupon whose id is `couponId` (a column of an outer query). */
export const countedUsesOf = (couponId: SQLWrapper) => sql<number>`(select count(*) ${countedUses} and u.coupon_id = ${couponId})::int`;

/** How often a coupon has been used, in all and by one member (uses that count only), and the member's orders that count. */
export async function couponUseCounts(db: DbOrTx, couponId: number, memberId: number): Promise<CouponUses> {
  const [row] = await selectRows<{ total: number; byMember: number; memberOrders: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where u.member_id = ${memberId}))::int as "byMember",
          (select count(*)::int from ${orders} o where o.member_id = ${memberId} and o.status <> ${OrderStatus.Cancelled}) as "memberOrders"
        ${countedUses} and u.coupon_id = ${couponId}`,
  );
  return { total: Number(row?.total ?? 0), byMember: Number(row?.byMember ?? 0), memberOrders: Number(row?.memberOrders ?? 0) };
}

export type CouponUses = { total: number; byMember: number; memberOrders: number };


/**
 * Why a coupon cannot be used at all right now (inactive, not started, expired, used up), or null.
 * These never fix themselves by changing the cart, so a coupon refused for one of them is taken off the cart.
 */
export function couponBlocked(coupon: CouponRow, uses: CouponUses, now = new Date()): Message | null {
  const code = coupon.code;
  if (!coupon.isActive) return m`Coupon ${code} is no longer available.`;
  if (coupon.startsAt && coupon.startsAt > now) return m`Coupon ${code} can be used from ${formatIndianDay(coupon.startsAt)}.`;
  if (coupon.expiresAt && coupon.expiresAt <= now) return m`Coupon ${code} expired on ${formatIndianDay(coupon.expiresAt)}.`;
  if (coupon.usageLimit !== null && uses.total >= coupon.usageLimit) return m`Coupon ${code} has been fully used. Please try another code.`;
  if (coupon.firstOrderOnly && uses.memberOrders > 0) return m`Coupon ${code} is for a first order only.`;
  if (uses.byMember >= coupon.perMemberLimit) {
    return coupon.perMemberLimit === 1
      ? m`You have already used coupon ${code}. It can be used once per customer.`
      : m`You have already used coupon ${code} ${coupon.perMemberLimit} times, the most allowed per customer.`;
  }
  return null;
}

/** 'Add ₹120.00 more...' while the items total is below the coupon's minimum order, or null when it is enough. */
export function couponShortfall(coupon: CouponRow, itemsTotalPaise: number): Message | null {
  if (itemsTotalPaise >= coupon.minOrderPaise) return null;
  const more = coupon.minOrderPaise - itemsTotalPaise;
  return m`Add ${formatPaiseAsINR(more)} more to use coupon ${coupon.code} (minimum order ${formatPaiseAsINR(coupon.minOrderPaise)}, counted after product discounts).`;
}

/** What a coupon takes off an items total, in paise: a percent (capped by the maximum discount) or a flat amount, never more than the total. */
export function couponDiscountPaise(coupon: CouponRow, itemsTotalPaise: number): number {
  let discount = coupon.kind === 'percent' ? Math.floor((itemsTotalPaise * coupon.value) / 100) : coupon.value;
  if (coupon.maxDiscountPaise !== null) discount = Math.min(discount, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(discount, itemsTotalPaise));
}

/** A coupon as the cart's Offers list shows it (issue 33): usable now, or how much more the cart needs. */
export type CouponOffer = { coupon: CouponRow; usable: boolean; morePaise: number; savingPaise: number };

/**
 * The coupons a member could use on a cart of `itemsTotalPaise`: those they can use now (the largest saving first),
 * then those the cart is short of, nearest first. Coupons they can never use now (used up, not started, a first-order
 * coupon after a first order) are left out. One query for every coupon's counts.
 */
export async function couponOffers(db: DbOrTx, memberId: number, itemsTotalPaise: number, now = new Date()): Promise<CouponOffer[]> {
  const rows = await selectRows<{ id: number; total: number; byMember: number; memberOrders: number }>(
    db,
    sql`select c.id, ${countedUsesOf(sql`c.id`)} as total,
          (select count(*) ${countedUses} and u.coupon_id = c.id and u.member_id = ${memberId})::int as "byMember",
          (select count(*)::int from ${orders} o where o.member_id = ${memberId} and o.status <> ${OrderStatus.Cancelled}) as "memberOrders"
        from ${coupons} c
        where c.is_active and (c.starts_at is null or c.starts_at <= ${now.toISOString()}::timestamptz) and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz)`,
  );
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((r) => [Number(r.id), { total: Number(r.total), byMember: Number(r.byMember), memberOrders: Number(r.memberOrders) }]));
  const live = (await db.select().from(coupons)).filter((c) => byId.has(c.id));
  return live
    .filter((c) => !couponBlocked(c, byId.get(c.id)!, now))
    .map((c) => {
      const morePaise = Math.max(0, c.minOrderPaise - itemsTotalPaise);
      return { coupon: c, usable: morePaise === 0, morePaise, savingPaise: couponDiscountPaise(c, Math.max(itemsTotalPaise, c.minOrderPaise)) };
    })
    .sort((a, b) => Number(b.usable) - Number(a.usable) || (a.usable ? b.savingPaise - a.savingPaise : a.morePaise - b.morePaise));
}
