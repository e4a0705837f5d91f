import { said } from './text.ts';
import { z } from 'zod';
import { envelope, idParam } from './envelope.ts';

/**
 * A whole number given as a JSON number or as digits in a string (older clients send "2"); anything else,
 * booleans and blanks included, is refused with a sentence naming the field.
 */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,12}$/).transform(Number)], {
      error: (issue) => (issue.input === undefined ? said`${label} is required.` : said`${label} must be a whole number.`),
    })
    .pipe(
      z
        .number()
        .int({ error: said`${label} must be a whole number.` })
        .min(min, { error: min === 0 ? said`${label} cannot be negative.` : said`${label} must be at least ${min}.` })
        .max(max, { error: said`${label} must be at most ${max.toLocaleString('en-IN')}.` }),
    );

/** The most of one product a request may name; the product's own maximum is checked by the server. */
export const qtyCeiling = 1000;
/** How many different products one cart may hold. */
export const cartLineLimit = 100;

/**
 * One cart line (docs/product.md#cart-calls). Money is in rupees and computed on the server:
 * - MRP: the unit MRP; Price: the unit selling price;
 * - TAmount: the line total at the selling price (Price x qty);
 * - Discount: what the shopper saves on the line against the MRP ((MRP - Price) x qty).
 * The same meanings hold for the lines of an order (Table2 of GET /api/myorderdetails).
 */
export const cartLine = z.object({
  /** The cart line's id. */
  kid: z.number().int(),
  /** The product's id. */
  pid: z.number().int(),
  ProductName: z.string(),
  /** An addition (issue 18): the product's name in Devanagari; null while the shop has given none. */
  HindiName: z.string().nullable(),
  Pimg: z.string(),
  MRP: z.number(),
  qty: z.number().int(),
  TAmount: z.number(),
  Discount: z.number(),
  OrderMaximumQuantity: z.number().int(),
  // Our additions:
  OrderMinimumQuantity: z.number().int(),
  Price: z.number(),
  Pack_Size: z.string(),
  Brand: z.string(),
  /** At least the minimum order quantity is in stock and the product is on sale. */
  In_stock: z.boolean(),
  /** The most this shopper can have of the product right now: the smaller of its maximum and the stock (0 when it cannot be bought). */
  AvailableQuantity: z.number().int(),
  /** Why this line cannot be ordered as it is ('' when it can), e.g. 'Only 3 left in stock.'. */
  Problem: z.string(),
  /**
   * What the shop does if it runs short of the item: similar (replace with a similar item), none (don't replace) or
   * call (call me); null until the shopper chooses (decision 262), and then it is not replaced.
   */
  Substitute: z.enum(['similar', 'none', 'call']).nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

/** The coupon applied to the cart, as the cart and the checkout show it. */
export const appliedCoupon = z.object({
  code: z.string(),
  description: z.string(),
  /** The description in Hindi (decision 154), shown in Hindi mode; null while the shop has given none (the English one is shown). */
  HindiDescription: z.string().nullable(),
  /** What the coupon takes off the items total right now, in rupees (0 while it does not apply yet). */
  discount: z.number(),
  /** False while the cart is below the coupon's minimum order: the coupon stays and applies once enough is added. */
  applied: z.boolean(),
});
export type AppliedCoupon = z.infer<typeof appliedCoupon>;

/**
 * The cart's totals, in rupees, all computed on the server:
 * TotalAmount = sum of MRP x qty; Discount = sum of line Discounts; ItemsTotal = TotalAmount - Discount (selling prices);
 * CouponDiscount = what the coupon takes off ItemsTotal; PaybleAmount = ItemsTotal - CouponDiscount (delivery is added at checkout).
 */
export const cartTotals = z.object({
  totalCartQuantity: z.number().int(),
  TotalAmount: z.number(),
  Discount: z.number(),
  ItemsTotal: z.number(),
  CouponDiscount: z.number(),
  PaybleAmount: z.number(),
  coupon: appliedCoupon.nullable(),
  /** A message about the coupon for the shopper ('' when there is nothing to say), e.g. why it was removed or how much more to add. */
  couponMsg: z.string(),
  /** True when every line can be ordered as it is (in stock, within its limits). */
  canCheckout: z.boolean(),
});
export type CartTotals = z.infer<typeof cartTotals>;

/**
 * POST /api/addtocart (auth). Qty is optional: a new line starts at the product's minimum order quantity (a smaller
 * Qty is raised to it). For a product already in the cart a larger Qty raises the line; the line is never lowered.
 */
export const addToCartBody = z.object({
  productID: wholeNumber('productID', 1, 2_147_483_647),
  Qty: wholeNumber('Qty', 1, qtyCeiling).optional(),
});
export type AddToCartInput = z.input<typeof addToCartBody>;

/** The line a cart change left behind: qty 0 when it was removed. */
export const cartChange = z.object({ pid: z.number().int(), qty: z.number().int() });
export type CartChange = z.infer<typeof cartChange>;

/** Reply of POST /api/addtocart and GET /api/changeqty: the changed line and the new badge count. */
export const cartChangeReply = envelope(cartChange).extend({ totalCartQuantity: z.number().int() });
export type CartChangeReply = z.infer<typeof cartChangeReply>;

/** GET /api/changeqty?pid&qty (auth): sets the quantity; qty 0 removes the line. */
export const changeQtyQuery = z.object({
  pid: idParam('pid'),
  qty: z.coerce
    .number({ error: 'qty must be a number.' })
    .int({ error: 'qty must be a whole number.' })
    .min(0, { error: 'qty cannot be negative.' })
    .max(qtyCeiling, { error: said`qty must be at most ${qtyCeiling}.` }),
});

/** GET /api/cartdetails (auth): the lines in the order they were added, plus the totals at the top level. */
export const cartDetailsReply = envelope(z.array(cartLine)).extend(cartTotals.shape);
export type CartDetailsReply = z.infer<typeof cartDetailsReply>;

/** One line changed by the stock refresh: `to` is 0 when the line was removed. */
export const stockChange = z.object({
  pid: z.number().int(),
  ProductName: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  /** A sentence for the shopper, e.g. 'Only 3 of Toor Dal 1 kg left: quantity changed from 5 to 3.'. */
  msg: z.string(),
});
export type StockChange = z.infer<typeof stockChange>;

/** GET /api/CurrentStockbyProductUpdatecart (auth): data lists what changed (empty when nothing did). */
export const stockRefreshReply = envelope(z.array(stockChange)).extend({ totalCartQuantity: z.number().int() });
export type StockRefreshReply = z.infer<typeof stockRefreshReply>;
