import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/admin-support.ts';
import { call, createTestApp } from '../test/test-app.ts';
import { routes as routeTable } from '@shop/contract/routes';

/** Visitors' API document describes the shop; the back office's is for admins only. */
const app = await createTestApp();
afterAll(() => app.close());
const people = await signIn(app);

type Operation = { tags?: string[]; operationId?: string; summary?: string; security?: Record<string, string[]>[]; responses: Record<string, unknown> };
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string; description?: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
};

/** Every documented route as "METHOD path", as it was registered (":id", not "{id}"). */
const documentedRoutes = () =>
  app.routeCatalog
    .filter((route) => route.method !== 'HEAD' && !(route.schema as { hide?: boolean } | undefined)?.hide && route.url.startsWith('/api/'))
    .map((route) => `${String(route.method)} ${route.url}`);

const shopper = (await call<Document>(app, 'GET', '/docs/json')).body;
const backOffice = (await call<Document>(app, 'GET', '/api/admin/openapi.json', { token: people.admin.token })).body;
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));
const statusesOf = (document: Document, key: string) => Object.keys(operationsOf(document).find((o) => o.key === key)!.operation.responses);

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

  it('the server registers exactly the calls of the route table, each once', () => {
    const registered = documentedRoutes();
    const table = Object.values(routeTable).map((r) => `${r.method} ${r.path}`);
    expect([...registered].sort()).toEqual([...table].sort());
    expect(new Set(table).size).toBe(table.length);
  });

  it('in both documents every operation has a unique operation id, a summary and declared tags', () => {
    const all = [...operationsOf(shopper), ...operationsOf(backOffice)];
    expect(all.length).toBe(documentedRoutes().length);
    const ids = all.map((o) => o.operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter((o) => !o.operation.summary).map((o) => o.key)).toEqual([]);
    for (const document of [shopper, backOffice]) {
      const declared = new Map((document.tags ?? []).map((t) => [t.name, t.description]));
      const used = new Set(operationsOf(document).flatMap((o) => o.operation.tags ?? []));
      expect(operationsOf(document).filter((o) => !o.operation.tags?.length).map((o) => o.key)).toEqual([]);
      expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
      expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
    }
  });

  it('calls that need a token declare the bearer scheme, and really answer 401 without one; the others declare none', async () => {
    for (const document of [shopper, backOffice]) expect(document.components?.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    for (const { key, operation } of [...operationsOf(shopper), ...operationsOf(backOffice)]) {
      const [method, path] = key.split(' ');
      const url = path.replace('{id}', '1');
      const res = await app.inject({ method: method as 'GET', url, ...(method !== 'GET' && { payload: {} }), remoteAddress: '198.51.100.20' });
      if (operation.security?.length) {
        expect(operation.security, key).toEqual([{ bearerAuth: [] }]);
        // A member check that runs as a preHandler (after validation) lets an invalid query or body be answered first.
        expect([401, 400], `${key} without a token`).toContain(res.statusCode);
      } else {
        expect(operation.security, key).toEqual([]);
        expect(res.json().msg, `${key} without a token`).not.toBe('Authorization token is missing.');
      }
    }
  });

  it('every operation documents its refusals: 400, 500 and 503 always, 401 with a token, 403 in the back office, 429 with a rate limit', () => {
    for (const { key, operation } of operationsOf(shopper)) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, key).toEqual(expect.arrayContaining(['200', '400', '500', '503']));
      if (operation.security?.length) expect(statuses, key).toContain('401');
    }
    for (const { key } of operationsOf(backOffice)) expect(statusesOf(backOffice, key), key).toEqual(expect.arrayContaining(['200', '400', '401', '403', '500', '503']));
    expect(statusesOf(shopper, 'POST /api/login')).toEqual(['200', '400', '401', '403', '413', '415', '429', '500', '503']);
    expect(statusesOf(shopper, 'GET /api/productdetails')).toEqual(['200', '304', '400', '404', '500', '503']);
    expect(statusesOf(backOffice, 'PUT /api/admin/coupons/{id}')).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500', '503']);
  });
});
