// Search latency at a large catalogue: fills a throwaway database with scripts/seed-large.ts, starts the shop's
// server on it and times the product search call (calls.productSearch) one request at a time (as a shopper waits for
// it), per kind of query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { calls, urlOf } from '@shop/contract/calls';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { searchProducts } from '../../apps/api/src/modules/catalog/search/service.ts';
import { createDatabase } from '../reliability/harness.ts';
import { runScript, startServer } from './processes.ts';

export const queryKinds = {
  exact: ['basmati rice', 'honey', 'turmeric powder', 'toor dal', 'coconut oil', 'green tea', 'almonds', 'ghee'],
  typo: ['basmti', 'tumeric', 'hony', 'panner', 'almnds', 'cocnut oil', 'jagery', 'corriander'],
  hinglish: ['aloo', 'pyaaz', 'atta', 'dahi', 'haldi', 'chawal', 'jeera', 'kali mirch', 'sarson ka tel', 'badam'],
} as const;
export type QueryKind = keyof typeof queryKinds;

export type Latency = { kind: QueryKind; requests: number; p50: number; p95: number; max: number };
export type SearchRun = { engine: 'PostgreSQL' | 'PGlite'; products: number; seedSeconds: number; latencies: Latency[]; plan?: string[] };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export type Timing = { requests: number; p50: number; p95: number; max: number };

/**
 * Times `count` GET requests one at a time (as a shopper waits for each), going round `paths` after a warm-up round
 * of them, stopping early after `maxSeconds`. Each request comes as from another shopper (the server believes
 * X-Forwarded-For from loopback), so a per-client limit is not what is timed. Any answer but 200 fails the run.
 */
export async function timeRequests(baseUrl: string, paths: readonly string[], count: number, maxSeconds: number): Promise<Timing> {
  let sent = 0;
  const get = async (path: string) => {
    const shopper = ++sent;
    const res = await fetch(`${baseUrl}${path}`, { headers: { 'x-forwarded-for': `198.18.${(shopper >> 8) & 255}.${shopper & 255}` } });
    const body = (await res.json()) as { response: boolean };
    if (res.status !== 200 || !body.response) throw new Error(`${path} answered ${res.status}.`);
  };
  for (const path of paths.slice(0, 50)) await get(path);
  const times: number[] = [];
  const deadline = performance.now() + maxSeconds * 1000;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    const started = performance.now();
    await get(paths[i % paths.length]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

export const searchPath = (q: string) => urlOf(calls.productSearch, { query: { search: q } });

/** Times `count` sequential searches of one kind (after a warm-up round), stopping early after `maxSeconds`. */
async function timeSearches(baseUrl: string, kind: QueryKind, count: number, maxSeconds: number): Promise<Latency> {
  return { kind, ...(await timeRequests(baseUrl, queryKinds[kind].map(searchPath), count, maxSeconds)) };
}

/** A database created on the PostgreSQL server at `postgresUrl` for one run, and dropped by `drop`. */
export const throwawayDatabase = (postgresUrl: string) => createDatabase('shop_bench', postgresUrl);

/** The plans PostgreSQL chose for one search's statements, to show they are answered from indexes. */
async function explainSearch(databaseUrl: string, text: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const statements: { query: string; params: unknown[] }[] = [];
    const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => statements.push({ query, params }) } });
    await searchProducts(db as never, text);
    const lines: string[] = [];
    for (const s of statements) {
      const result = await pool.query(`explain (analyze, costs off, timing off) ${s.query}`, s.params);
      lines.push(`-- ${s.query.replace(/\s+/g, ' ').slice(0, 110)}…`, ...result.rows.map((r: Record<string, string>) => r['QUERY PLAN']), '');
    }
    return lines;
  } finally {
    await pool.end();
  }
}

export async function measureSearch(opts: {
  engine: 'PostgreSQL' | 'PGlite';
  products: number;
  port: number;
  postgresUrl: string;
  requests: number;
  log: (line: string) => void;
}): Promise<SearchRun> {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let databaseUrl: string | undefined;
  if (opts.engine === 'PostgreSQL') {
    const database = await throwawayDatabase(opts.postgresUrl);
    databaseUrl = database.url;
    env = { DATABASE_URL: databaseUrl };
    cleanUp = database.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
    env = { DATA_DIR: dir };
    cleanUp = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    opts.log(`${opts.engine}: filling a throwaway database with ${opts.products.toLocaleString('en-IN')} products…`);
    const seedStarted = performance.now();
    await runScript('scripts/seed-large.ts', ['--products', String(opts.products)], env);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const server = await startServer('apps/api/src/server.ts', opts.port, env);
    const latencies: Latency[] = [];
    try {
      for (const kind of Object.keys(queryKinds) as QueryKind[]) {
        const latency = await timeSearches(server.url, kind, opts.requests, 60);
        opts.log(`${opts.engine} ${kind}: p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms (${latency.requests} requests)`);
        latencies.push(latency);
      }
    } finally {
      await server.stop();
    }
    const plan = databaseUrl ? await explainSearch(databaseUrl, 'basmati rice') : undefined;
    return { engine: opts.engine, products: opts.products, seedSeconds, latencies, plan };
  } finally {
    await cleanUp();
  }
}
