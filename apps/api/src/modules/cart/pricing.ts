import type { Message } from '../../http/reply.ts';
import { m } from '@shop/contract/text';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppliedCoupon, CartLine, CartTotals, SubstituteChoice } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cartCoupons, cartLines, categories, coupons, products } from '../../db/schema/index.ts';
import { productShown } from '../catalog/index.ts';
import { couponBlocked, couponDiscountPaise, couponShortfall, couponUseCounts, type CouponRow } from '../coupons/index.ts';
import { rupeesFromPaise } from '../../lib/money.ts';
import { translate, type Language } from '../../i18n/translate.ts';

/** One cart line with everything the rules need, money in paise. */
export type PricedLine = {
  kid: number;
  productId: number;
  name: string;
  image: string;
  /** The name in Devanagari, or null. */
  hindiName: string | null;
  packSize: string;
  brand: string;
  pricePaise: number;
  mrpPaise: number;
  qty: number;
  stock: number;
  minQty: number;
  maxQty: number;
  /** On sale: the product and its category are shown in the shop (a hidden top-level category hides its subcategories' products). */
  onSale: boolean;
  /** The most of it the shopper can have now (0 when it cannot be bought). */
  available: number;
  totalPaise: number;
  discountPaise: number;
  /** Why the line cannot be ordered as it is, or ''. */
  problem: Message;
  /** What to do if the shop runs short of it: similar, none or call; null while the shopper has not chosen. */
  substitute: SubstituteChoice | null;
};

export type PricedCart = {
  lines: PricedLine[];
  quantity: number;
  /** Sum of MRP x qty. */
  mrpTotalPaise: number;
  /** Savings against the MRP. */
  discountPaise: number;
  /** At selling prices: mrpTotal - discount. */
  itemsTotalPaise: number;
  coupon: (CouponRow & { discountPaise: number; applied: boolean }) | null;
  couponDiscountPaise: number;
  /** Why the cart's coupon no longer applies (or was removed), in English with its Text; empty when nothing is wrong. */
  couponMsg: Message;
  /** itemsTotal - couponDiscount (delivery is added at checkout). */
  payablePaise: number;
  canCheckout: boolean;
};

function lineProblem(l: Pick<PricedLine, 'onSale' | 'stock' | 'minQty' | 'maxQty' | 'qty'>): Message {
  if (!l.onSale) return 'This product is no longer available.';
  if (l.stock < l.minQty) return 'Out of stock.';
  if (l.qty > l.maxQty) return m`You cannot add more than ${l.maxQty} items.`;
  if (l.qty > l.stock) return m`Only ${l.stock} left in stock.`;
  if (l.qty < l.minQty) return m`The minimum order quantity is ${l.minQty}.`;
  return '';
}

/** The member's cart lines with their products, in the order they were added (one query). */
export async function loadCartLines(db: DbOrTx, memberId: number): Promise<PricedLine[]> {
  const rows = await db
    .select({
      kid: cartLines.id,
      productId: products.id,
      qty: cartLines.qty,
      name: products.name,
      hindiName: products.hindiName,
      image: products.image,
      packSize: products.packSize,
      brand: products.brand,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      stock: products.stock,
      minQty: products.minQty,
      maxQty: products.maxQty,
      onSale: sql<boolean>`${productShown}`,
      substitute: sql<SubstituteChoice | null>`${cartLines.substitute}`,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartLines.memberId, memberId))
    .orderBy(asc(cartLines.id));
  return rows.map((r) => ({
    ...r,
    available: r.onSale && r.stock >= r.minQty ? Math.min(r.maxQty, r.stock) : 0,
    totalPaise: r.pricePaise * r.qty,
    discountPaise: (r.mrpPaise - r.pricePaise) * r.qty,
    problem: lineProblem(r),
  }));
}

/**
 * Prices the member's cart from the catalogue: the one function behind the cart page, the checkout quote and the
 * order save. The applied coupon is checked again each time: one that can no longer be used at all is taken off
 * the cart (unless `keepCoupon`, inside the order transaction) with a message; one the cart is too small for stays,
 * not applied, with how much more to add.
 */
export async function priceCart(db: DbOrTx, memberId: number, opts: { keepCoupon?: boolean; now?: Date } = {}): Promise<PricedCart> {
  const [lines, [couponRow]] = await Promise.all([
    loadCartLines(db, memberId),
    db.select({ coupon: coupons }).from(cartCoupons).innerJoin(coupons, eq(coupons.id, cartCoupons.couponId)).where(eq(cartCoupons.memberId, memberId)).limit(1),
  ]);
  const quantity = lines.reduce((n, l) => n + l.qty, 0);
  const mrpTotalPaise = lines.reduce((n, l) => n + l.mrpPaise * l.qty, 0);
  const itemsTotalPaise = lines.reduce((n, l) => n + l.totalPaise, 0);
  const discountPaise = mrpTotalPaise - itemsTotalPaise;

  let coupon: PricedCart['coupon'] = null;
  let couponMsg: Message = '';
  if (couponRow) {
    const c = couponRow.coupon;
    const blocked = couponBlocked(c, await couponUseCounts(db, c.id, memberId), opts.now);
    if (blocked) {
      couponMsg = m`${blocked} It has been removed from your cart.`;
      if (!opts.keepCoupon) await db.delete(cartCoupons).where(eq(cartCoupons.memberId, memberId));
    } else {
      const shortfall = couponShortfall(c, itemsTotalPaise);
      const discount = shortfall ? 0 : couponDiscountPaise(c, itemsTotalPaise);
      coupon = { ...c, discountPaise: discount, applied: !shortfall };
      couponMsg = shortfall ?? '';
    }
  }
  const couponDiscount = coupon?.discountPaise ?? 0;
  return {
    lines,
    quantity,
    mrpTotalPaise,
    discountPaise,
    itemsTotalPaise,
    coupon,
    couponDiscountPaise: couponDiscount,
    couponMsg,
    payablePaise: itemsTotalPaise - couponDiscount,
    canCheckout: lines.length > 0 && lines.every((l) => !l.problem),
  };
}

/** A priced line as the cart calls answer it; its Problem in the language asked for. */
export function toCartLine(l: PricedLine, language: Language = 'en'): CartLine {
  return {
    kid: l.kid,
    pid: l.productId,
    ProductName: l.name,
    HindiName: l.hindiName,
    Pimg: l.image,
    MRP: rupeesFromPaise(l.mrpPaise),
    qty: l.qty,
    TAmount: rupeesFromPaise(l.totalPaise),
    Discount: rupeesFromPaise(l.discountPaise),
    OrderMaximumQuantity: l.maxQty,
    OrderMinimumQuantity: l.minQty,
    Price: rupeesFromPaise(l.pricePaise),
    Pack_Size: l.packSize,
    Brand: l.brand,
    In_stock: l.onSale && l.stock >= l.minQty,
    AvailableQuantity: l.available,
    Problem: translate(l.problem, language),
    Substitute: l.substitute,
  };
}

export function toAppliedCoupon(c: NonNullable<PricedCart['coupon']>): AppliedCoupon {
  return { code: c.code, description: c.description, HindiDescription: c.hindiDescription, discount: rupeesFromPaise(c.discountPaise), applied: c.applied };
}

/** The totals every cart reply carries at its top level, the coupon's message in the shopper's language. */
export function toCartTotals(cart: PricedCart, language: Language): CartTotals {
  return {
    totalCartQuantity: cart.quantity,
    TotalAmount: rupeesFromPaise(cart.mrpTotalPaise),
    Discount: rupeesFromPaise(cart.discountPaise),
    ItemsTotal: rupeesFromPaise(cart.itemsTotalPaise),
    CouponDiscount: rupeesFromPaise(cart.couponDiscountPaise),
    PaybleAmount: rupeesFromPaise(cart.payablePaise),
    coupon: cart.coupon ? toAppliedCoupon(cart.coupon) : null,
    couponMsg: translate(cart.couponMsg, language),
    canCheckout: cart.canCheckout,
  };
}
