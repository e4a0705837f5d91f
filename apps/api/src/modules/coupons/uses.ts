import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { cartCoupons, couponUses, coupons } from '../../db/schema/index.ts';
import { couponDiscountPaise, couponShortfall } from './rules.ts';

/**
 * A coupon's uses, as orders make and change them. Which uses count towards a coupon's limits (not those of
 * cancelled orders) is decided in rules.ts.
 */

/** Locks the coupon in the member's cart, so that its usage limits hold when many members use it at once. */
export async function lockCartCoupon(tx: Tx, memberId: number) {
  await tx.select({ id: coupons.id }).from(cartCoupons).innerJoin(coupons, eq(coupons.id, cartCoupons.couponId)).where(eq(cartCoupons.memberId, memberId)).for('update', { of: coupons });
}

/** The order used the coupon and took this much off. */
export async function recordCouponUse(tx: DbOrTx, use: { couponId: number; memberId: number; orderId: number; discountPaise: number }) {
  await tx.insert(couponUses).values(use);
}

/**
 * What the order's coupon takes off its new, smaller items total after a short pick: its own rules on that total (below
 * its minimum it no longer applies, decision 126), never more than it took when the order was placed. The use is
 * changed to match.
 */
export async function recountCouponUse(tx: DbOrTx, order: { id: number; couponCode: string | null; couponDiscountPaise: number }, itemsPaise: number): Promise<number> {
  if (!order.couponCode) return 0;
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, order.couponCode)).limit(1);
  const discountPaise = coupon && !couponShortfall(coupon, itemsPaise) ? Math.min(couponDiscountPaise(coupon, itemsPaise), order.couponDiscountPaise) : 0;
  await tx.update(couponUses).set({ discountPaise }).where(eq(couponUses.orderId, order.id));
  return discountPaise;
}
