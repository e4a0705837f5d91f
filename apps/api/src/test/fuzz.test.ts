import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/index.ts';
import { issueToken } from '../modules/session/index.ts';
import { createTestApp } from './test-app.ts';
import { installWriteCounter } from './write-counter.ts';

/** How many hostile requests one CI run sends in all, spread over every API call. */
const TOTAL_INPUTS = Number(process.env.FUZZ_INPUTS ?? 10_000);

let app: FastifyInstance;
let memberToken: string;
let adminToken: string;
let writes: () => Promise<number>;

beforeAll(async () => {
  app = await createTestApp();
  const idOf = async (email: string) => (await app.db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0].id;
  memberToken = await issueToken(app.db, app.keys.session, await idOf('asha@annapurna.example'), 1);
  adminToken = await issueToken(app.db, app.keys.session, await idOf('admin@annapurna.example'), 1);
  writes = await installWriteCounter(app.db);
});
afterAll(async () => {
  await app?.close();
});

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom("' or 1=1 --", '"; drop table products; --', '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', '${{7*7}}', 'NaN', 'Infinity', '-1', '0', '1e309', '9'.repeat(40), '&|!():*', '\\', '🙂🛒', 'आलू', '   '),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1, 2, 3, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1e308));
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Objects using the call's own field names (so validation is reached field by field) plus stray fields. */
function inputFor(keys: string[]) {
  const known = keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }) : fc.constant({});
  return fc.tuple(known, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
}

function toQuery(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return params.toString();
}

function apiRoutes(): RouteOptions[] {
  // Logout takes no input and would revoke the sweep's own tokens, leaving every later call to answer 401.
  return app.routeCatalog.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/logout' && !String(r.method).includes('HEAD') && !r.url.includes('*') && !r.url.includes(':'));
}

describe('every call survives hostile input', () => {
  it('counts writes, so the no-write check below can fail', async () => {
    const before = await writes();
    await app.db.update(members).set({ mobile: '9000000000' }).where(eq(members.email, 'asha@annapurna.example'));
    expect(await writes()).toBe(before + 1);
  });

  it('answers random and hostile queries and bodies with a 4xx envelope or a success, never a 5xx or a stack trace, and refusals write nothing', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const runsPerRoute = Math.max(20, Math.ceil(TOTAL_INPUTS / routes.length));
    let sent = 0;
    for (const route of routes) {
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as 'GET' | 'POST';
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
      const isAdmin = route.url.startsWith('/api/admin');
      await fc.assert(
        fc.asyncProperty(inputFor(shapeKeys(schema.querystring)), inputFor(shapeKeys(schema.body)), fc.constantFrom('none', 'member', 'admin'), async (query, body, who) => {
          sent++;
          const token = who === 'member' ? memberToken : who === 'admin' || isAdmin ? adminToken : undefined;
          const before = await writes();
          const res = await app.inject({
            method,
            url: `${route.url}?${toQuery(query)}`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(method === 'GET' ? {} : { payload: body }),
          });
          const context = `${method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          expect(res.body, context).not.toMatch(/\bat .+\.(ts|js):\d+|"stack"/);
          if (res.statusCode >= 400) {
            const json = res.json();
            expect(json.response, context).toBe(false);
            expect(typeof json.msg, context).toBe('string');
            expect(json.msg.length, context).toBeGreaterThan(0);
            expect(await writes(), `a refused request wrote to the database: ${context}`).toBe(before);
          }
        }),
        { numRuns: runsPerRoute },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(Math.min(TOTAL_INPUTS, routes.length * runsPerRoute));
  }, 600_000);
});
