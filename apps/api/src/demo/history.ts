// A demo shop with a past (issue 17, part 4; decision 135): about 60 days of orders from several demo shoppers, in
// every status, so the dashboard's chart, buy again and the picking lists show something on the first start. Each
// order is placed through the shop's own path (the cart's add to cart, checkout's quote and save, the orders'
// status transitions) with back-dated times, so stock, invoice numbers, history and counts stay what the order flow
// makes them, whatever it gains later. Their mails are marked sent in the same transaction: nobody is mailed about the past.
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addresses, cartCoupons, cartLines, categories, cities, members, orderLines, orderMailOutbox, orders, products, reviews } from '../db/schema/index.ts';
import { addToCart } from '../modules/cart/index.ts';
import { quoteOrder } from '../modules/checkout/index.ts';
import { moveOrder, placeOrder } from '../workflows/index.ts';
import { productShown } from '../modules/catalog/index.ts';
import { OrderStatus } from '../modules/orders/index.ts';
import { randomGenerator } from '../lib/random.ts';
import type { Tx } from '../db/client.ts';

/** The demo shoppers beside Asha (no password: they log in with a mailed code, if ever). */
export const demoShoppers = [
  { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@annapurna.example', mobile: '9845012345' },
  { firstName: 'Meena', lastName: 'Iyer', email: 'meena@annapurna.example', mobile: '9884023456' },
  { firstName: 'Farhan', lastName: 'Shaikh', email: 'farhan@annapurna.example', mobile: '9820034567' },
  { firstName: 'Priya', lastName: 'Nair', email: 'priya@annapurna.example', mobile: '9847045678' },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Stock a past order leaves on the shelf at least, so the demo shop stays buyable. */
const KEEP_STOCK = 15;

/**
 * Where the shoppers live: most in the shop's own city (their invoices carry CGST and SGST), one in Mumbai (IGST), each
 * inside the areas the demo shop delivers to.
 */
const homes = [
  { city: 'Bengaluru', pinCode: '560025' },
  { city: 'Bengaluru', pinCode: '560034' },
  { city: 'Mumbai', pinCode: '400050' },
  { city: 'Bengaluru', pinCode: '560011' },
  { city: 'Bengaluru', pinCode: '560076' },
];

/** The shoppers: Asha and the demo shoppers (made here), each with a home address (homes). */
async function shoppers(db: Tx) {
  const cityNamed = async (name: string) => (await db.select({ id: cities.id, stateId: cities.stateId }).from(cities).where(eq(cities.name, name)).orderBy(asc(cities.id)).limit(1))[0];
  const [asha] = await db.select({ id: members.id }).from(members).where(eq(members.email, 'asha@annapurna.example'));
  const made = demoShoppers.length ? await db.insert(members).values(demoShoppers).onConflictDoNothing().returning({ id: members.id }) : [];
  const ids = [...(asha ? [asha.id] : []), ...made.map((m) => m.id)];
  const withAddress: { id: number; addressId: number | null }[] = [];
  for (const [i, id] of ids.entries()) {
    const home = homes[i % homes.length];
    const city = await cityNamed(home.city);
    if (!city) {
      withAddress.push({ id, addressId: null });
      continue;
    }
    const [address] = await db
      .insert(addresses)
      .values({ memberId: id, title: 'Home', line1: `${12 + i * 7}, ${['Lotus', 'Banyan', 'Neem', 'Ashoka', 'Gulmohar'][i % 5]} Road`, stateId: city.stateId, cityId: city.id, pinCode: home.pinCode })
      .returning({ id: addresses.id });
    withAddress.push({ id, addressId: address.id });
  }
  return withAddress;
}

/**
 * Places about `perDay` orders a day over the last `days` days (none in the future) and moves them on as a shop
 * would: older ones mostly delivered, some cancelled (their stock back), the last days' shipped or pending. Returns
 * how many orders it placed.
 */
export function seedDemoHistory(app: FastifyInstance, opts: { days?: number; perDay?: number; seed?: number; now?: Date } = {}): Promise<number> {
  // One transaction: the past appears whole or not at all, its mails are marked sent before any worker can see them,
  // and the embedded database writes it once instead of once per order.
  return app.db.transaction((tx) => placeHistory(app, tx, opts));
}

async function placeHistory(app: FastifyInstance, db: Tx, opts: { days?: number; perDay?: number; seed?: number; now?: Date }): Promise<number> {
  const { days = 60, perDay = 1.3, seed = 17 } = opts;
  const now = (opts.now ?? new Date()).getTime();
  const rand = randomGenerator(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const people = await shoppers(db);
  if (!people.length) return 0;
  const shelf = await db
    .select({ id: products.id, minQty: products.minQty, maxQty: products.maxQty })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(productShown, gte(products.stock, 40)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(60);
  if (!shelf.length) return 0;
  // Each shopper has favourites they buy again and again, and now and then tries something else.
  const favourites = new Map(people.map((p) => [p.id, Array.from({ length: 6 }, () => pick(shelf))]));
  const placed: number[] = [];
  for (let day = days; day >= 0; day--) {
    const count = Math.floor(perDay + rand() * 1.2 - 0.4);
    // The day's orders in the order they were placed, so invoice numbers follow time.
    const times = Array.from({ length: count }, () => now - day * DAY - Math.floor(rand() * 10 * HOUR) - HOUR).sort((a, b) => a - b);
    for (const at of times) {
      const shopper = pick(people);
      await db.delete(cartLines).where(eq(cartLines.memberId, shopper.id));
      await db.delete(cartCoupons).where(eq(cartCoupons.memberId, shopper.id));
      const lines = 1 + Math.floor(rand() * 4);
      for (let l = 0; l < lines; l++) {
        const product = rand() < 0.75 ? pick(favourites.get(shopper.id)!) : pick(shelf);
        const qty = Math.min(product.maxQty, product.minQty + Math.floor(rand() * 2));
        const [{ stock }] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
        if (stock - qty < KEEP_STOCK) continue;
        await addToCart(db, shopper.id, product.id, qty);
      }
      const home = shopper.addressId !== null && rand() < 0.7;
      const quote = await quoteOrder(db, app.keys.quote, shopper.id, home ? 1 : 2, home ? (shopper.addressId as number) : 0, 'cod', { limits: null, now: new Date(at) }).catch(() => null);
      if (!quote) continue;
      const order = await placeOrder(db, app.keys.quote, shopper.id, quote.quote, { upiPaymentMinutes: app.config.upiPaymentMinutes, limits: null, now: new Date(at) });
      placed.push(order.id);
      await moveOn(db, order.id, shopper.id, at, now, rand());
    }
  }
  // Nothing of the past stays in a cart.
  await db.delete(cartLines).where(inArray(cartLines.memberId, people.map((p) => p.id)));
  // The past's mails were never due: nobody is mailed about them at start.
  if (placed.length) await db.update(orderMailOutbox).set({ status: 'sent', sentAt: new Date(now) }).where(and(inArray(orderMailOutbox.orderId, placed), isNotNull(orderMailOutbox.orderId)));
  await reviewSomeDeliveries(db, placed, rand, now);
  return placed.length;
}

/** What the demo shoppers wrote, by stars (1 to 5). */
const reviewTexts: Record<number, string[]> = {
  3: ['Good, though the pack came a little dented.', 'Fine for everyday use; I expected a stronger aroma.'],
  4: ['Good quality and well packed. Will buy again.', 'Fresh and as described; delivery was on time.', 'Tastes like the one from our village mill.'],
  5: ['Excellent: exactly what we use at home every day.', 'Very fresh, and the family loved it.', 'Best I have bought online. Well sealed.'],
};

/**
 * About a quarter of the delivered lines get their shopper's review, approved by the shop when it was written (a day
 * or two after delivery), so the demo shop shows ratings that come from its own orders (decision 260).
 */
async function reviewSomeDeliveries(db: Tx, placed: number[], rand: () => number, now: number) {
  if (!placed.length) return;
  const delivered = await db
    .select({ lineId: orderLines.id, productId: orderLines.productId, memberId: orders.memberId, at: orders.createdAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.id, placed), eq(orders.status, OrderStatus.Delivered)))
    .orderBy(asc(orderLines.id));
  const written = delivered.flatMap((line) => {
    if (rand() >= 0.25) return [];
    const rating = rand() < 0.6 ? 5 : rand() < 0.8 ? 4 : 3;
    const texts = reviewTexts[rating];
    const at = new Date(Math.min(now, line.at.getTime() + 3 * DAY + Math.floor(rand() * DAY)));
    return [{ orderLineId: line.lineId, productId: line.productId, memberId: line.memberId, rating, text: texts[Math.floor(rand() * texts.length)], status: 'approved' as const, createdAt: at, decidedAt: at }];
  });
  if (!written.length) return;
  await db.insert(reviews).values(written);
  await db.execute(sql`update products p set review_count = r.n, rating_sum = r.total
    from (select product_id, count(*)::int as n, sum(rating)::int as total from reviews where status = 'approved' group by product_id) r
    where p.id = r.product_id`);
}

/** An order placed at `at`, moved on as the shop would have by `now`: each step only once its time has come. */
async function moveOn(db: Tx, orderId: number, memberId: number, at: number, now: number, luck: number) {
  const step = (from: number, to: number, after: number, note: string, by: number | null) =>
    at + after < now ? db.transaction((tx) => moveOrder(tx, { orderId, from, to, changedBy: by, note, mail: null, at: new Date(at + after) })) : Promise.resolve(false);
  if (luck < 0.08) {
    await step(OrderStatus.Pending, OrderStatus.Cancelled, 2 * HOUR, 'Ordered by mistake', memberId);
    return;
  }
  if (luck > 0.97) return; // Still waiting: the picking list's.
  if (!(await step(OrderStatus.Pending, OrderStatus.Shipped, 20 * HOUR, 'Packed and handed to our delivery partner', null))) return;
  await step(OrderStatus.Shipped, OrderStatus.Delivered, 44 * HOUR, 'Delivered', null);
}
