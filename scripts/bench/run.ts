// `npm run bench`: the API benchmarks, run on this machine over loopback, written to bench/results.md.
//   --products N      catalogue size for the search latency (default 100000)
//   --seconds N       autocannon time per catalogue call and per ceiling (default 20)
//   --requests N      timed searches per kind of query (default 400)
//   --scale a,b,c     catalogue sizes of the scale curve (default 10000,100000,1000000)
//   --only a,b        some of: throughput, layers, postgres, pglite, scale, coldstart, relevance, mixed (default all);
//                     the sections not measured keep their figures from the bench/results.md already there
//   --shoppers N      concurrent shoppers of the mixed load (default 200)
//   --mixed-seconds N measured time of the mixed load, after a 15 s warm-up (default 60)
// PostgreSQL: a throwaway database on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// created and dropped here. Ports: BENCH_PORT and the next six (default 3172); the mixed load's two API processes
// and nginx on BENCH_MIXED_PORT and the next two (default 3500), its rate limits in Redis on BENCH_REDIS_URL (default
// redis://127.0.0.1:6379/10, a database of its own: its limiter keys are removed afterwards).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureColdStart, type ColdStart } from './cold-start.ts';
import { root } from './processes.ts';
import { keepUnmeasured, renderResults } from './report.ts';
import { measureSearchRelevance } from './relevance.ts';
import type { Relevance } from '../../apps/api/src/modules/catalog/search/relevance.ts';
import { measureSearch, type SearchRun } from './search-latency.ts';
import { measureLayers } from './layers.ts';
import { measureScale, type ScalePoint } from './scale.ts';
import { measureMixedLoad, type MixedLoadRun } from './mixed-load.ts';
import { measureThroughput, type ThroughputRow } from './throughput.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    requests: { type: 'string', default: '400' },
    scale: { type: 'string', default: '10000,100000,1000000' },
    only: { type: 'string', default: 'throughput,layers,postgres,pglite,scale,coldstart,relevance,mixed' },
    shoppers: { type: 'string', default: '200' },
    'mixed-seconds': { type: 'string', default: '60' },
  },
});
const products = Number(args.products);
const seconds = Number(args.seconds);
const requests = Number(args.requests);
const only = new Set(args.only.split(','));
const scaleSizes = args.scale.split(',').map(Number);
if (scaleSizes.some((n, i) => !Number.isInteger(n) || n < 1 || n > 5_000_000 || (i > 0 && n <= scaleSizes[i - 1]))) {
  throw new Error('--scale must list growing whole numbers of products, each at most 5,000,000.');
}
const shoppers = Number(args.shoppers);
const mixedSeconds = Number(args['mixed-seconds']);
for (const [name, value, max] of [['products', products, 1_000_000], ['seconds', seconds, 300], ['requests', requests, 10_000], ['shoppers', shoppers, 254], ['mixed-seconds', mixedSeconds, 600]] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max}.`);
}
const port = Number(process.env.BENCH_PORT ?? 3172);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.error(`[bench] ${line}`);

const startedAt = new Date();
let throughput: ThroughputRow[] | undefined;
let layers: Awaited<ReturnType<typeof measureLayers>> | undefined;
const searches: SearchRun[] = [];
let scale: ScalePoint[] | undefined;
let coldStart: ColdStart | undefined;
let relevance: Relevance | undefined;
let mixed: MixedLoadRun | undefined;
const skipped: string[] = [];
const failures: string[] = [];

async function step(name: string, run: () => Promise<void>) {
  if (!only.has(name)) return;
  try {
    await run();
  } catch (e) {
    failures.push(`${name}: ${(e as Error).message}`);
    log(`${name} failed: ${(e as Error).message}`);
  }
}

await step('throughput', async () => {
  throughput = await measureThroughput({ port, seconds, connections: 10, log });
});
await step('layers', async () => {
  layers = await measureLayers({ port: port + 5, seconds: Math.min(seconds, 10), log });
});
await step('postgres', async () => {
  searches.push(await measureSearch({ engine: 'PostgreSQL', products, port: port + 1, postgresUrl, requests, log }));
});
await step('pglite', async () => {
  searches.push(await measureSearch({ engine: 'PGlite', products, port: port + 2, postgresUrl, requests, log }));
});
await step('scale', async () => {
  scale = await measureScale({ sizes: scaleSizes, port: port + 6, postgresUrl, requests, log });
});
await step('coldstart', async () => {
  coldStart = await measureColdStart({ port: port + 3, runs: 3, log });
});
await step('relevance', async () => {
  relevance = await measureSearchRelevance({ port: port + 4, log });
});

await step('mixed', async () => {
  const outcome = await measureMixedLoad({
    port: Number(process.env.BENCH_MIXED_PORT ?? 3500),
    shoppers,
    seconds: mixedSeconds,
    warmupSeconds: 15,
    postgresUrl,
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10',
    log,
  });
  if ('skipped' in outcome) {
    log(`mixed skipped: ${outcome.skipped}`);
    skipped.push(`mixed load: ${outcome.skipped}`);
  } else mixed = outcome.run;
});

mkdirSync(join(root, 'bench'), { recursive: true });
const file = join(root, 'bench/results.md');
const fresh = renderResults({ startedAt, throughput, layers, searches, scale, coldStart, relevance, mixed, skipped, failures, settings: { products, seconds, requests } });
writeFileSync(file, existsSync(file) ? keepUnmeasured(fresh, readFileSync(file, 'utf8')) : fresh);
log(`written to ${file}`);
if (failures.length) process.exitCode = 1;
