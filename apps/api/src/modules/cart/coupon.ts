import { m } from '@shop/contract/text';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartCoupons, cartLines, coupons } from '../../db/schema/index.ts';
import { badRequest } from '../../http/reply.ts';
import { priceCart } from './pricing.ts';
import { couponBlocked, couponDiscountPaise, couponShortfall, couponUseCounts } from '../coupons/index.ts';
import { formatPaiseAsINR } from '../../lib/money.ts';

/**
 * POST /api/coupon/apply: checks the code against every rule (known, active, started, not expired, total and
 * per-member limits, minimum order) and puts it on the member's cart, replacing any other coupon.
 */
export async function applyCoupon(db: Db, memberId: number, code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(sql`upper(${coupons.code})`, code)).limit(1);
  if (!coupon) throw badRequest(m`${code} is not a valid coupon code. Please check it and try again.`);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.memberId, memberId));
  if (n === 0) throw badRequest('Your cart is empty. Add items before applying a coupon.');
  const blocked = couponBlocked(coupon, await couponUseCounts(db, coupon.id, memberId));
  if (blocked) throw badRequest(blocked);
  const { itemsTotalPaise } = await priceCart(db, memberId);
  const shortfall = couponShortfall(coupon, itemsTotalPaise);
  if (shortfall) throw badRequest(shortfall);
  await db.insert(cartCoupons).values({ memberId, couponId: coupon.id }).onConflictDoUpdate({ target: cartCoupons.memberId, set: { couponId: coupon.id } });
  return m`Coupon ${coupon.code} applied: you save ${formatPaiseAsINR(couponDiscountPaise(coupon, itemsTotalPaise))}.`;
}

/** POST /api/coupon/remove. */
export async function removeCoupon(db: Db, memberId: number) {
  const removed = await db.delete(cartCoupons).where(eq(cartCoupons.memberId, memberId)).returning({ couponId: cartCoupons.couponId });
  return removed.length ? 'Coupon removed.' : 'There was no coupon on your cart.';
}
