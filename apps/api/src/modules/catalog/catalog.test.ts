import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, call } from '../../test/test-app.ts';
import { categories } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('catalogue', () => {
  it('lists top-level categories with the contract field names', async () => {
    const { status, body } = await call(app, 'GET', '/api/productcat');
    expect(status).toBe(200);
    expect(body.response).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(Object.keys(body.data[0]).sort()).toEqual(['CatName', 'HindiName', 'ParentId', 'PictureName', 'catid']);
    expect(body.data.every((c: { ParentId: number | null }) => c.ParentId === null)).toBe(true);
  });

  it('lists the subcategories of a category', async () => {
    const cats = await call(app, 'GET', '/api/productcat');
    const first = cats.body.data[0];
    const { body } = await call(app, 'GET', `/api/productcat?catid=${first.catid}`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c: { ParentId: number }) => c.ParentId === first.catid)).toBe(true);
  });

  it('lists the whole category tree in one call, each subcategory under an active category', async () => {
    const top = await call(app, 'GET', '/api/productcat');
    const { status, body } = await call(app, 'GET', '/api/categories');
    expect(status).toBe(200);
    expect(Object.keys(body.data[0]).sort()).toEqual(['CatName', 'HindiName', 'ParentId', 'PictureName', 'catid']);
    const roots = body.data.filter((c: { ParentId: number | null }) => c.ParentId === null);
    expect(roots.map((c: { catid: number }) => c.catid)).toEqual(top.body.data.map((c: { catid: number }) => c.catid));
    const first = top.body.data[0];
    const subs = await call(app, 'GET', `/api/productcat?catid=${first.catid}`);
    const inTree = body.data.filter((c: { ParentId: number | null }) => c.ParentId === first.catid);
    expect(inTree).toEqual(subs.body.data);
    const rootIds = new Set(roots.map((c: { catid: number }) => c.catid));
    expect(body.data.every((c: { ParentId: number | null }) => c.ParentId === null || rootIds.has(c.ParentId))).toBe(true);
  });

  it('hides the subcategories of a hidden category from the tree', async () => {
    const top = await call(app, 'GET', '/api/productcat');
    const hidden = top.body.data[0].catid;
    await app.db.update(categories).set({ isActive: false }).where(eq(categories.id, hidden));
    try {
      const { body } = await call(app, 'GET', '/api/categories');
      expect(body.data.some((c: { catid: number; ParentId: number | null }) => c.catid === hidden || c.ParentId === hidden)).toBe(false);
    } finally {
      await app.db.update(categories).set({ isActive: true }).where(eq(categories.id, hidden));
    }
  });

  it('refuses a catid that is not a number with a clear message', async () => {
    const { status, body } = await call(app, 'GET', '/api/productcat?catid=abc');
    expect(status).toBe(400);
    expect(body).toEqual({ response: false, msg: 'catid must be a number.', data: null });
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await call(app, 'GET', '/api/product?catid=999999');
    expect(status).toBe(404);
    expect(body.response).toBe(false);
  });

  it('gives product details by Pid and 404 for an unknown one', async () => {
    const list = await call(app, 'GET', '/api/product');
    const id = list.body.data[0].Id;
    const ok = await call(app, 'GET', `/api/productdetails?Pid=${id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ Id: id, discountper: ok.body.data.disper });
    const missing = await call(app, 'GET', '/api/productdetails?Pid=424242');
    expect(missing.status).toBe(404);
    const bad = await call(app, 'GET', '/api/productdetails');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/Pid/);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await call(app, 'GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body.response).toBe(false);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz with the database reachable, and echoes a request id', async () => {
    const health = await call(app, 'GET', '/healthz');
    expect(health.status).toBe(200);
    const ready = await call(app, 'GET', '/readyz', { headers: { 'x-request-id': 'abc-123' } });
    expect(ready.status).toBe(200);
    expect(ready.body.msg).toBe('ready');
    expect(ready.headers['x-request-id']).toBe('abc-123');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in a query with a clear message', async () => {
    const { status, body } = await call(app, 'GET', '/api/productserach?search=rice%00');
    expect(status).toBe(400);
    expect(body.msg).toBe('Text must not contain NUL characters.');
  });
});
