import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { products, reviews } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/admin-support.ts';
import { buy, newShopper, productWith, type Shopper } from '../../test/shop.ts';
import { installWriteCounter } from '../../test/write-counter.ts';

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signIn(app)).admin.token;
});
afterAll(() => app?.close());

const move = (orderId: number, status: number) => call(app, 'POST', `/api/admin/orders/${orderId}/status`, { token: admin, body: { status } });
const deliver = async (orderId: number) => {
  expect((await move(orderId, 2)).status).toBe(200);
  expect((await move(orderId, 3)).status).toBe(200);
};
const write = (shopper: Shopper, body: Record<string, unknown>) => call(app, 'POST', '/api/reviews', { token: shopper.token, body });
const detail = async (id: number) => (await call(app, 'GET', `/api/productdetails?Pid=${id}`)).body.data;
const decide = (id: number, to: 'approve' | 'reject') => call(app, 'POST', `/api/admin/reviews/${id}/${to}`, { token: admin });

describe('reviews by verified buyers (E-Commerce Rules 4(9))', () => {
  it('refuses a member who has not received the product (403), and one whose order is only placed', async () => {
    const p = await productWith(app);
    const shopper = await newShopper(app, 'Kavya');
    const refusal = 'Only shoppers who received this product can review it: you can write a review once an order with it is delivered to you.';
    expect([(await write(shopper, { productID: p.id, rating: 5, text: 'Great' })).status]).toEqual([403]);
    await buy(app, shopper, [{ id: p.id, qty: 1 }]);
    const res = await write(shopper, { productID: p.id, rating: 5, text: 'Great' });
    expect([res.status, res.body.msg]).toEqual([403, refusal]);
    expect((await call(app, 'GET', `/api/reviews/mine?pid=${p.id}`, { token: shopper.token })).body.data).toEqual({ CanReview: false, Pending: 0 });
    expect((await call(app, 'POST', '/api/reviews', { body: { productID: p.id, rating: 5, text: 'x' } })).status).toBe(401);
  });

  it('takes one review per delivered line, held until the back office approves it', async () => {
    const p = await productWith(app);
    const shopper = await newShopper(app, 'Kavya');
    await deliver(await buy(app, shopper, [{ id: p.id, qty: 2 }]));
    expect((await call(app, 'GET', `/api/reviews/mine?pid=${p.id}`, { token: shopper.token })).body.data).toEqual({ CanReview: true, Pending: 0 });
    const saved = await write(shopper, { productID: p.id, rating: 4, text: '  Fresh and well packed.  ' });
    expect([saved.status, saved.body.msg, saved.body.data.Status]).toEqual([200, 'Thank you: your review will show once the shop has checked it.', 'pending']);
    const again = await write(shopper, { productID: p.id, rating: 1, text: 'Again' });
    expect([again.status, again.body.msg]).toEqual([403, 'You have already reviewed each delivery of this product: you can review it again after your next delivery.']);
    expect((await call(app, 'GET', `/api/reviews/mine?pid=${p.id}`, { token: shopper.token })).body.data).toEqual({ CanReview: false, Pending: 1 });
    // Not shown before approval.
    expect((await call(app, 'GET', `/api/reviews?pid=${p.id}`)).body.data).toEqual([]);
    expect(await detail(p.id)).toMatchObject({ Rating: null, ReviewCount: 0 });
    const pending = (await call(app, 'GET', '/api/admin/reviews', { token: admin })).body.data.items;
    expect(pending.find((r: { id: number }) => r.id === saved.body.data.Id)).toMatchObject({ productId: p.id, rating: 4, text: 'Fresh and well packed.', status: 'pending', memberEmail: shopper.email });
    expect((await decide(saved.body.data.Id, 'approve')).status).toBe(200);
    const shown = (await call(app, 'GET', `/api/reviews?pid=${p.id}`)).body.data;
    expect(shown).toEqual([expect.objectContaining({ Name: 'Kavya', Rating: 4, Text: 'Fresh and well packed.' })]);
    expect(await detail(p.id)).toMatchObject({ Rating: 4, ReviewCount: 1 });
    // A second delivery gives a second review.
    await deliver(await buy(app, shopper, [{ id: p.id, qty: 1 }]));
    expect((await write(shopper, { productID: p.id, rating: 5, text: 'Still good.' })).status).toBe(200);
  });

  it('averages the approved reviews only, to one decimal, on lists and the detail page; withdrawing one takes it out', async () => {
    const p = await productWith(app);
    const ids: number[] = [];
    for (const rating of [5, 4, 4, 2]) {
      const shopper = await newShopper(app);
      await deliver(await buy(app, shopper, [{ id: p.id, qty: 1 }]));
      ids.push((await write(shopper, { productID: p.id, rating, text: `${rating} stars` })).body.data.Id);
    }
    for (const id of ids.slice(0, 3)) expect((await decide(id, 'approve')).status).toBe(200);
    expect((await decide(ids[3], 'reject')).status).toBe(200);
    expect(await detail(p.id)).toMatchObject({ Rating: 4.3, ReviewCount: 3 });
    const cat = (await detail(p.id)).CatId;
    const listed = (await call(app, 'GET', `/api/product?catid=${cat}`)).body.data.find((x: { Id: number }) => x.Id === p.id);
    expect(listed).toMatchObject({ Rating: 4.3, ReviewCount: 3 });
    const again = await decide(ids[0], 'approve');
    expect([again.status, again.body.msg]).toEqual([409, 'This review is approved already: only a pending review can be approved.']);
    expect((await decide(ids[0], 'reject')).status).toBe(200);
    expect(await detail(p.id)).toMatchObject({ Rating: 4, ReviewCount: 2 });
    const [row] = await app.db.select({ n: products.reviewCount, sum: products.ratingSum }).from(products).where(eq(products.id, p.id));
    expect(row).toEqual({ n: 2, sum: 8 });
    expect((await call(app, 'GET', '/api/admin/reviews?status=rejected', { token: admin })).body.data.items.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([ids[0], ids[3]]));
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const p = await productWith(app);
    const shopper = await newShopper(app);
    await deliver(await buy(app, shopper, [{ id: p.id, qty: 1 }]));
    const writes = await installWriteCounter(app.db);
    const refusals: [Record<string, unknown>, string][] = [
      [{ productID: p.id, rating: 6, text: 'ok' }, 'rating must be at most 5.'],
      [{ productID: p.id, rating: 0, text: 'ok' }, 'rating must be at least 1.'],
      [{ productID: p.id, rating: 4.5, text: 'ok' }, 'rating must be a whole number.'],
      [{ productID: p.id, rating: 4, text: '   ' }, 'Please write a few words about the product.'],
      [{ productID: p.id, rating: 4, text: 'x'.repeat(1001) }, 'A review can be at most 1000 characters.'],
    ];
    for (const [body, msg] of refusals) {
      const res = await write(shopper, body);
      expect([res.status, res.body.msg], JSON.stringify(body).slice(0, 80)).toEqual([400, msg]);
    }
    expect(await writes()).toBe(0);
    expect(await app.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });
});
