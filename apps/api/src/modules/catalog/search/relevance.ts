import { judgedQueries, type JudgedQuery } from './judged-queries.ts';

/** Only the first this many results count as a hit. */
export const HIT_DEPTH = 3;

export type RelevanceMiss = { query: string; kind: JudgedQuery['kind']; expected: readonly string[]; got: string[] };

export type Relevance = {
  /** How many judged queries were run. */
  queries: number;
  /** Share of queries with an expected product among the first HIT_DEPTH results. */
  top3: number;
  /** Mean over the queries of 1 / rank of the first expected product (0 when none is in the results). */
  mrr: number;
  /** The queries with no expected product in the first HIT_DEPTH results, with what came first instead. */
  misses: RelevanceMiss[];
};

/** Top-3 hit rate, MRR and the misses of judged queries, given each query's result names in order. */
export function relevanceOf(runs: readonly { judged: JudgedQuery; names: readonly string[] }[]): Relevance {
  let hits = 0;
  let reciprocal = 0;
  const misses: RelevanceMiss[] = [];
  for (const { judged, names } of runs) {
    const rank = names.findIndex((name) => judged.expected.includes(name)) + 1;
    if (rank > 0) reciprocal += 1 / rank;
    if (rank > 0 && rank <= HIT_DEPTH) hits++;
    else misses.push({ query: judged.query, kind: judged.kind, expected: judged.expected, got: names.slice(0, HIT_DEPTH) });
  }
  const n = runs.length;
  return { queries: n, top3: n ? hits / n : 0, mrr: n ? reciprocal / n : 0, misses };
}

/** Runs every judged query through `search` (the product names it answers, best first) and measures the answers. */
export async function measureRelevance(search: (text: string) => Promise<readonly string[]>, queries: readonly JudgedQuery[] = judgedQueries): Promise<Relevance> {
  const runs: { judged: JudgedQuery; names: readonly string[] }[] = [];
  for (const judged of queries) runs.push({ judged, names: await search(judged.query) });
  return relevanceOf(runs);
}

/** One line per miss: the query, what it should find, what came first instead. */
export const describeMiss = (m: RelevanceMiss) => `'${m.query}' (${m.kind}): expected one of ${m.expected.slice(0, 3).join(', ')}${m.expected.length > 3 ? '…' : ''}; top 3 were ${m.got.length ? m.got.join(', ') : 'nothing'}`;
