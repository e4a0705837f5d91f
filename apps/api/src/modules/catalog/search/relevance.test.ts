import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, call } from '../../../test/test-app.ts';
import { products } from '../../../db/schema/index.ts';
import { judgedQueries } from './judged-queries.ts';
import { describeMiss, measureRelevance, relevanceOf } from './relevance.ts';

/** The gate: at least this share of judged queries finds an expected product in the top 3. */
const TOP3_GOAL = 0.95;

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function searchNames(text: string): Promise<string[]> {
  const { status, body } = await call(app, 'GET', `/api/productserach?search=${encodeURIComponent(text)}`);
  expect(status, `search '${text}'`).toBe(200);
  return ((body.data ?? []) as { Name: string }[]).map((p) => p.Name);
}

describe('search relevance on the judged queries', () => {
  it('has at least 80 judged queries, each naming only products of the demo catalogue', async () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(judgedQueries.map((j) => j.query)).size).toBe(judgedQueries.length);
    const names = new Set((await app.db.select({ name: products.name }).from(products)).map((p) => p.name));
    const unknown = judgedQueries.flatMap((j) => j.expected.filter((name) => !names.has(name)).map((name) => `${j.query}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it(`finds an expected product in the top 3 for at least ${TOP3_GOAL * 100}% of them`, async () => {
    const relevance = await measureRelevance(searchNames);
    console.log(
      [
        `Search relevance: ${relevance.queries} judged queries, top-3 hit rate ${relevance.top3.toFixed(3)}, MRR ${relevance.mrr.toFixed(3)}`,
        ...relevance.misses.map((m) => `  miss: ${describeMiss(m)}`),
      ].join('\n'),
    );
    // Fails naming every miss.
    expect(relevance.top3 >= TOP3_GOAL ? [] : relevance.misses.map(describeMiss)).toEqual([]);
  }, 120_000);
});

describe('relevanceOf', () => {
  it('counts hits within the top 3 and the reciprocal rank of the first expected product', () => {
    const judged = (query: string, expected: string[]) => ({ query, kind: 'exact' as const, expected });
    const r = relevanceOf([
      { judged: judged('a', ['A']), names: ['A', 'B'] },
      { judged: judged('b', ['B']), names: ['x', 'y', 'z', 'B'] },
      { judged: judged('c', ['C']), names: [] },
      { judged: judged('d', ['D', 'E']), names: ['x', 'E'] },
    ]);
    expect(r.queries).toBe(4);
    expect(r.top3).toBe(0.5);
    expect(r.mrr).toBeCloseTo((1 + 1 / 4 + 0 + 1 / 2) / 4);
    expect(r.misses.map((m) => m.query)).toEqual(['b', 'c']);
  });
});
