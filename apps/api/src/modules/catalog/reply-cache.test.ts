import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestApp, call } from '../../test/test-app.ts';
import { banners, products } from '../../db/schema/index.ts';
import { selectRows } from '../../db/rows.ts';
import { buy, newShopper, productWith, stockOf } from '../../test/shop.ts';
import { CatalogueReplies } from './reply-cache.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('catalogue replies kept in memory', () => {
  it('answers a repeated call with the same bytes and ETag, and If-None-Match with a bodiless 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/productdetails?Pid=3' });
    const second = await app.inject({ method: 'GET', url: '/api/productdetails?Pid=3' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    // Any cache may keep it, but must ask again each time: a change in the back office shows at once.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/api/productdetails?Pid=3', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });

  it('sends a kept reply compressed as each request accepts it, the same reply under one ETag, made once', async () => {
    const url = '/api/product?catid=1';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding, accept-language');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // The first answer of the encoding (made now) and the next (kept) are the same bytes.
      const [once, twice] = [await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } }), await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } })];
      for (const res of [once, twice]) {
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding, accept-language');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
      expect(twice.rawPayload.equals(once.rawPayload)).toBe(true);
    }
    const revalidated = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    // A small reply goes out as it is, whatever the request accepts.
    // (A category's subcategories: a product's details, with its declarations, are no longer that small.)
    const small = await app.inject({ method: 'GET', url: '/api/productcat?catid=1', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the first reply of a call too, before it is kept', async () => {
    const url = '/api/product?catid=2';
    const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ method: 'GET', url });
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a change to a product at once, whoever made it', async () => {
    const before = await call(app, 'GET', '/api/productdetails?Pid=4');
    await app.db.update(products).set({ name: 'Renamed For The Cache Test', stock: 0 }).where(eq(products.id, 4));
    const after = await call(app, 'GET', '/api/productdetails?Pid=4');
    expect(after.body.data.Name).toBe('Renamed For The Cache Test');
    expect(after.body.data.In_stock).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const list = await call(app, 'GET', `/api/product?catid=${after.body.data.CatId}`);
    expect(list.body.data.map((p: { Name: string }) => p.Name)).toContain('Renamed For The Cache Test');
  });

  it('shows a banner taken down at once', async () => {
    const before = await call(app, 'GET', '/api/bannerlist');
    expect(before.body.data.length).toBeGreaterThan(0);
    await app.db.update(banners).set({ isActive: false }).where(eq(banners.id, before.body.data[0].Banner_Kid));
    const after = await call(app, 'GET', '/api/bannerlist');
    expect(after.body.data.length).toBe(before.body.data.length - 1);
  });

  it('keeps neither refusals nor keyword searches', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/productdetails?Pid=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const searched = await app.inject({ method: 'GET', url: '/api/product?search=honey' });
    expect(searched.statusCode).toBe(200);
    expect(searched.headers.etag).toBeUndefined();
  });
});

describe('which writes change the catalogue (decision 097)', () => {
  const version = async () => Number((await selectRows<{ version: string | number }>(app.db, sql`select version from catalogue_version where id = 1`))[0].version);
  const details = (id: number) => call(app, 'GET', `/api/productdetails?Pid=${id}`);

  it('an order that leaves its products in stock keeps the catalogue and its kept replies', async () => {
    const p = await productWith(app, { stock: 20, maxQty: 5 });
    const before = await details(p.id);
    const at = await version();
    await buy(app, await newShopper(app), [{ id: p.id, qty: 2 }]);
    expect(await stockOf(app, p.id)).toBe(18);
    expect(await version()).toBe(at);
    const after = await details(p.id);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body.data.In_stock).toBe(true);
  });

  it('an order that leaves less than the minimum shows the product out of stock at once, and a cancellation in stock again', async () => {
    const p = await productWith(app, { stock: 5, minQty: 2, maxQty: 5 });
    expect((await details(p.id)).body.data.In_stock).toBe(true);
    const shopper = await newShopper(app);
    const order = await buy(app, shopper, [{ id: p.id, qty: 4 }]);
    expect(await stockOf(app, p.id)).toBe(1);
    expect((await details(p.id)).body.data.In_stock).toBe(false);
    const list = await call(app, 'GET', `/api/product?catid=${p.categoryId}`);
    expect(list.body.data.find((x: { Id: number }) => x.Id === p.id)?.In_stock).toBe(false);
    const cancelled = await call(app, 'POST', '/api/order/cancel', { token: shopper.token, body: { id: order, reason: 'Ordered by mistake' } });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(app, p.id)).toBe(5);
    expect((await details(p.id)).body.data.In_stock).toBe(true);
  });

  it('a stock change alone keeps the catalogue; any other change to a product changes it', async () => {
    const p = await productWith(app, { stock: 30, price: 120, mrp: 150 });
    await details(p.id);
    let at = await version();
    await app.db.update(products).set({ stock: 31, updatedAt: new Date() }).where(eq(products.id, p.id));
    expect(await version()).toBe(at);
    for (const change of [{ pricePaise: 11_000 }, { minQty: 2 }, { image: 'other.svg' }, { popularity: 7 }, { isActive: false }, { stock: 0 }]) {
      await app.db.update(products).set(change).where(eq(products.id, p.id));
      const now = await version();
      expect(now, JSON.stringify(change)).toBeGreaterThan(at);
      at = now;
    }
  });
});

describe('the reply store', () => {
  async function countingServer(version: { n: number }, max = 2) {
    const server = Fastify();
    const replies = new CatalogueReplies({ current: () => version.n }, { maxEntries: max });
    let made = 0;
    server.get('/thing/:id', { ...replies.hooks() }, async (request) => {
      made++;
      return { id: (request.params as { id: string }).id, made };
    });
    await server.ready();
    return { server, replies, made: () => made };
  }

  it('makes a reply again only after the version changes', async () => {
    const version = { n: 1 };
    const { server, made } = await countingServer(version);
    await server.inject('/thing/a');
    await server.inject('/thing/a');
    expect(made()).toBe(1);
    version.n = 2;
    expect((await server.inject('/thing/a')).json()).toEqual({ id: 'a', made: 2 });
    await server.close();
  });

  it('forgets the replies kept longest ago beyond its size', async () => {
    const { server, replies, made } = await countingServer({ n: 1 }, 2);
    for (const id of ['a', 'b', 'c']) await server.inject(`/thing/${id}`);
    expect(replies.size).toBe(2);
    await server.inject('/thing/c');
    expect(made()).toBe(3);
    await server.inject('/thing/a');
    expect(made()).toBe(4);
    await server.close();
  });

  it('keys replies on the query as the route reads it, so junk query keys add no entry', async () => {
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    const replies = new CatalogueReplies({ current: () => 1 });
    let made = 0;
    server.get('/list', { ...replies.hooks(), schema: { querystring: z.object({ page: z.coerce.number().int().min(1).optional() }) } }, async (request) => {
      made++;
      return { page: (request.query as { page?: number }).page ?? null, made };
    });
    await server.ready();
    for (const url of ['/list?page=2', '/list?page=2&a=1', '/list?b=2&page=2', '/list?page=02&c=3', '/list?page=2&a=1&b=2&c=3']) {
      expect((await server.inject(url)).json(), url).toEqual({ page: 2, made: 1 });
    }
    expect(replies.size).toBe(1);
    for (let i = 0; i < 20; i++) await server.inject(`/list?junk${i}=${i}`);
    expect(replies.size).toBe(2);
    expect((await server.inject('/list?page=0')).statusCode).toBe(400);
    expect(replies.size).toBe(2);
    await server.close();
  });

  it('keeps the bodies under its byte budget, forgetting the least recently used first', async () => {
    const server = Fastify();
    const replies = new CatalogueReplies({ current: () => 1 }, { maxBytes: 2500 });
    let made = 0;
    server.get('/big/:id', { ...replies.hooks() }, async (request) => {
      made++;
      return { id: (request.params as { id: string }).id, filler: 'x'.repeat(1000) };
    });
    await server.ready();
    await server.inject('/big/a');
    await server.inject('/big/b');
    expect(replies.size).toBe(2);
    await server.inject('/big/a');
    expect(made).toBe(2);
    await server.inject('/big/c');
    expect(replies.size).toBe(2);
    expect(replies.bytes).toBeLessThanOrEqual(2500);
    await server.inject('/big/a');
    expect(made).toBe(3);
    await server.inject('/big/b');
    expect(made).toBe(4);
    await server.close();
  });
});
