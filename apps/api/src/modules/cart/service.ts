import type { Message } from '../../http/reply.ts';
import { m } from '@shop/contract/text';
import { and, count, eq, sql } from 'drizzle-orm';
import { cartLineLimit, type StockChange, type SubstituteChoice } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartCoupons, cartLines, categories, products } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/reply.ts';
import { productShown } from '../catalog/index.ts';
import { selectRows } from '../../db/rows.ts';
import { loadCartLines } from './pricing.ts';
import { translate, type Language } from '../../i18n/translate.ts';

export const outOfStockMessage = 'This product is out of stock and cannot be updated.';

/**
 * The product's name inside a sentence for a shopper reading `language`: its Hindi name in Hindi when it has one. The
 * sentence itself is translated on its way out (a reply's msg) or where it is written (a change's msg).
 */
export const nameIn = (p: { name: string; hindiName: string | null }, language: Language) => (language === 'hi' && p.hindiName ? p.hindiName : p.name);

/** The badge number: the sum of the quantities in the member's cart. */
export async function cartQuantity(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${cartLines.qty}), 0)::int` }).from(cartLines).where(eq(cartLines.memberId, memberId));
  return row?.n ?? 0;
}

async function productForCart(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, hindiName: products.hindiName, stock: products.stock, minQty: products.minQty, maxQty: products.maxQty, onSale: sql<boolean>`${productShown}` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

type CartProduct = NonNullable<Awaited<ReturnType<typeof productForCart>>>;

/** Why a quantity of a product cannot be in the cart, as an HttpError to throw, or null when it can. */
function quantityRefusal(p: CartProduct, qty: number, language: Language): HttpError | null {
  if (!p.onSale) return notFound('This product is no longer available.');
  if (p.stock < p.minQty) return conflict(outOfStockMessage);
  if (qty > p.maxQty) return badRequest(m`You cannot add more than ${p.maxQty} items.`);
  if (qty < p.minQty) return badRequest(m`You need at least ${p.minQty} of ${nameIn(p, language)}: that is its minimum order quantity.`);
  if (qty > p.stock) return conflict(m`Only ${p.stock} of ${nameIn(p, language)} left in stock.`);
  return null;
}

async function lineOf(db: DbOrTx, memberId: number, productId: number) {
  const [row] = await db.select({ id: cartLines.id, qty: cartLines.qty }).from(cartLines).where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId))).limit(1);
  return row;
}

async function setLine(db: DbOrTx, memberId: number, productId: number, qty: number, isNew: boolean) {
  if (isNew) {
    const [{ n }] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.memberId, memberId));
    if (n >= cartLineLimit) throw conflict(m`Your cart can hold at most ${cartLineLimit} different products.`);
  }
  await db
    .insert(cartLines)
    .values({ memberId, productId, qty })
    .onConflictDoUpdate({ target: [cartLines.memberId, cartLines.productId], set: { qty } });
}

/** The product as add to cart needs it, with the member's line of it, the cart's number of lines and its quantity: one read. */
async function productWithCart(db: DbOrTx, memberId: number, productId: number) {
  const mine = and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId));
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      hindiName: products.hindiName,
      stock: products.stock,
      minQty: products.minQty,
      maxQty: products.maxQty,
      onSale: sql<boolean>`${productShown}`,
      lineQty: sql<number | null>`(select ${cartLines.qty} from ${cartLines} where ${mine})`,
      lines: sql<number>`(select count(*)::int from ${cartLines} where ${cartLines.memberId} = ${memberId})`,
      quantity: sql<number>`(select coalesce(sum(${cartLines.qty}), 0)::int from ${cartLines} where ${cartLines.memberId} = ${memberId})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/**
 * POST /api/addtocart. A new line starts at the product's minimum order quantity (or at Qty, when given and within
 * the rules; a Qty below the minimum is raised to it). Adding a product already in the cart never lowers it (a
 * stale Add to cart button must not undo a stepper): a larger Qty raises the line to it, anything else leaves it.
 * Also gives the badge number (the cart's quantity afterwards). One read and at most one write: each statement of a
 * call waits its turn for a pooled connection, and under load this call had the most of them (decision 098).
 */
export async function addToCart(db: Db, memberId: number, productId: number, requested: number | undefined, language: Language = 'en') {
  const product = await productWithCart(db, memberId, productId);
  // Checked first: a product no longer sold is never 'already in your cart'.
  if (!product?.onSale) throw notFound('This product is no longer available.');
  const existing = product.lineQty;
  if (existing !== null && (requested === undefined || requested <= existing)) {
    return { qty: existing, msg: m`${nameIn(product, language)} is already in your cart (${existing}).`, totalCartQuantity: product.quantity };
  }
  const qty = existing !== null ? (requested as number) : Math.max(requested ?? product.minQty, product.minQty);
  const refusal = quantityRefusal(product, qty, language);
  if (refusal) throw refusal;
  if (existing === null && product.lines >= cartLineLimit) throw conflict(m`Your cart can hold at most ${cartLineLimit} different products.`);
  // The line written, and the cart's quantity with it (the other lines as this statement sees them, plus this one).
  const [written] = await selectRows<{ total: number }>(
    db,
    sql`with line as (
          insert into ${cartLines} (member_id, product_id, qty) values (${memberId}, ${productId}, ${qty})
          on conflict (member_id, product_id) do update set qty = excluded.qty
          returning qty
        )
        select (select coalesce(sum(qty), 0) from ${cartLines} where member_id = ${memberId} and product_id <> ${productId})::int + (select qty from line) as total`,
  );
  const name = nameIn(product, language);
  return { qty, msg: existing !== null ? m`${name}: quantity set to ${qty}.` : m`${name} added to your cart.`, totalCartQuantity: Number(written.total) };
}

/** GET /api/changeqty: sets a line's quantity within the product's rules; 0 removes it (always allowed). */
export async function changeQuantity(db: Db, memberId: number, productId: number, qty: number, language: Language = 'en') {
  if (qty === 0) {
    await db.delete(cartLines).where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
    return { qty: 0, msg: 'Item removed from your cart.' };
  }
  const product = await productForCart(db, productId);
  if (!product) throw notFound('This product is no longer available.');
  const refusal = quantityRefusal(product, qty, language);
  if (refusal) throw refusal;
  const existing = await lineOf(db, memberId, productId);
  if (existing?.qty !== qty) await setLine(db, memberId, productId, qty, !existing);
  return { qty, msg: m`${nameIn(product, language)}: quantity updated to ${qty}.` };
}

/**
 * GET /api/CurrentStockbyProductUpdatecart: brings every line within what can be bought now. A line of a product
 * that is sold out or no longer sold is removed; one above the stock or the maximum is lowered; one below the
 * minimum is raised when the stock allows. Returns what changed, with a sentence for the shopper in their language.
 */
export async function refreshCartAgainstStock(db: Db, memberId: number, language: Language = 'en'): Promise<StockChange[]> {
  const lines = await loadCartLines(db, memberId);
  const changes: StockChange[] = [];
  for (const l of lines) {
    const to = l.available === 0 ? 0 : Math.min(Math.max(l.qty, l.minQty), l.available);
    if (to === l.qty) continue;
    let msg: Message;
    const name = nameIn(l, language);
    if (!l.onSale) msg = m`${name} is no longer sold and was removed from your cart.`;
    else if (to === 0) msg = m`${name} is out of stock and was removed from your cart.`;
    else if (to > l.qty) msg = m`${name}: the minimum order is ${l.minQty}, so the quantity changed from ${l.qty} to ${to}.`;
    else if (l.qty > l.maxQty && to === l.maxQty) msg = m`${name}: at most ${l.maxQty} per order, so the quantity changed from ${l.qty} to ${to}.`;
    else msg = m`Only ${l.stock} of ${name} left: the quantity changed from ${l.qty} to ${to}.`;
    changes.push({ pid: l.productId, ProductName: l.name, from: l.qty, to, msg: translate(msg, language) });
  }
  if (changes.length) {
    await db.transaction(async (tx) => {
      for (const c of changes) {
        const where = and(eq(cartLines.memberId, memberId), eq(cartLines.productId, c.pid));
        if (c.to === 0) await tx.delete(cartLines).where(where);
        else await tx.update(cartLines).set({ qty: c.to }).where(where);
      }
    });
  }
  return changes;
}


/** A line of the member's cart, named, with what the shop does if it runs short of it; null when it is not in the cart. */
export async function cartLineOf(db: DbOrTx, memberId: number, productId: number): Promise<{ name: string; substitute: string | null } | null> {
  const [line] = await db
    .select({ substitute: cartLines.substitute, name: products.name })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)))
    .limit(1);
  return line ?? null;
}

/** Keeps the member's substitution choice on a line of the cart (delivery's rules decide which choices are allowed). */
export async function setLineSubstitute(db: DbOrTx, memberId: number, productId: number, choice: SubstituteChoice) {
  await db.update(cartLines).set({ substitute: choice }).where(and(eq(cartLines.memberId, memberId), eq(cartLines.productId, productId)));
}

/** Empties the member's cart and its coupon: the order was placed, or the account closed. */
export async function clearCart(db: DbOrTx, memberId: number) {
  await db.delete(cartLines).where(eq(cartLines.memberId, memberId));
  await db.delete(cartCoupons).where(eq(cartCoupons.memberId, memberId));
}
