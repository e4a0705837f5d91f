import { z } from 'zod';
import { envelope } from './envelope.ts';
import { wholeNumber } from './cart.ts';
import { product } from './catalog.ts';

// What brings a shopper back (issue 17): buying again, reordering a past order, and a mail when a product returns.

/** GET /api/buyagain (auth): the member's earlier purchases still on sale, the most bought and most recent first. */
export const BUY_AGAIN_LIMIT = 24;
export const buyAgainReply = envelope(z.array(product));
export type BuyAgainReply = z.infer<typeof buyAgainReply>;

/** POST /api/reorder (auth): one of the member's own orders, its lines put back in the cart. */
export const reorderBody = z.object({ id: wholeNumber('id', 1, 2_147_483_647) });
export type ReorderInput = z.input<typeof reorderBody>;

/**
 * A line of the old order put in the cart: the quantity the cart holds of it now; Note when it differs from the order's.
 * HindiName: the product's name in Devanagari today (null while none is given). Note and Reason follow Accept-Language.
 */
export const reorderAdded = z.object({ Id: z.number().int(), Name: z.string(), HindiName: z.string().nullable(), Qty: z.number().int(), Note: z.string().nullable() });
/** A line left out, and why (no longer sold, out of stock, the cart is full…). */
export const reorderSkipped = z.object({ Id: z.number().int(), Name: z.string(), HindiName: z.string().nullable(), Reason: z.string() });
export const reorderReply = envelope(z.object({ Added: z.array(reorderAdded), Skipped: z.array(reorderSkipped) })).extend({ totalCartQuantity: z.number().int() });
export type ReorderReply = z.infer<typeof reorderReply>;

/** POST /api/notifyme and /api/notifyme/cancel (auth): a product out of stock the member wants a mail about. */
export const notifyMeBody = z.object({ productID: wholeNumber('productID', 1, 2_147_483_647) });
export type NotifyMeInput = z.input<typeof notifyMeBody>;

/** A waiting request: the product as lists show it, and when it was asked for (ISO time). */
export const notifyMeRequest = z.object({ Product: product, RequestedAt: z.string() });
export type NotifyMeRequest = z.infer<typeof notifyMeRequest>;
export const notifyMeListReply = envelope(z.array(notifyMeRequest));
export type NotifyMeListReply = z.infer<typeof notifyMeListReply>;
/** The member's waiting requests after the change. */
export const notifyMeReply = notifyMeListReply;
