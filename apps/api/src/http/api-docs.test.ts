import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/admin-support.ts';
import { call, createTestApp } from '../test/test-app.ts';

/** Visitors' API document describes the shop; the back office's is for admins only. */
const app = await createTestApp();
afterAll(() => app.close());
const people = await signIn(app);

type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, { tags?: string[] }>>; tags?: { name: string }[] };

describe('API documents', () => {
  it('the public one at /docs lists the shopper calls and no back office call', async () => {
    const res = await call<Document>(app, 'GET', '/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toContain('/api/product');
    expect(paths).toContain('/api/ordersave');
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('/api/admin');
    const tags = Object.values(res.body.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? []));
    expect(tags.filter((t) => t.startsWith('admin'))).toEqual([]);
    const yaml = await app.inject({ method: 'GET', url: '/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).not.toContain('/api/admin');
  });

  it('an admin gets the back office document, with only back office calls', async () => {
    const res = await call<Document>(app, 'GET', '/api/admin/openapi.json', { token: people.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    expect(paths).toContain('/api/admin/orders');
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !p.startsWith('/api/admin/'))).toEqual([]);
  });

  it('a member gets 403 and a visitor 401 for the back office document', async () => {
    const member = await call(app, 'GET', '/api/admin/openapi.json', { token: people.member.token });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ response: false, msg: 'This page is for the shop administrators only.', data: null });
    expect((await call(app, 'GET', '/api/admin/openapi.json')).status).toBe(401);
  });
});
