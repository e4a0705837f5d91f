// What each layer under the shop costs: the catalogue calls answered by a bare node:http server writing the same
// bytes (the ceiling of any Node server here), by the same server writing the shop's headers too, by Fastify alone, with request logging, with the security headers,
// and by the shop itself in its production configuration (access log at info, one ordinary request in ten). Each server runs in its own process
// and is loaded from outside by autocannon with 32 connections, the servers taking turns round by round. Besides requests per second, each run records the
// server process's CPU time per request (from /proc): on a 2-core machine autocannon takes one core, so the fastest
// servers are held back by the load generator and requests per second understate how far apart the layers are;
// the CPU time per request is the server's own cost, whatever else the machine is doing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer, type Server } from './processes.ts';
import { calls, urlOf } from '@shop/contract/calls';
import { measuredCalls as throughputCalls } from './throughput.ts';

/**
 * The catalogue calls measured here: the throughput section's, plus the other calls the catalogue answers from memory
 * (categories, the category tree, banners, brands, a paged category page). Search and suggestions are left out: their
 * per-client limits (240 and 480 a minute, client-limits.ts) refuse one load generator's requests at once.
 */
const measuredCalls = [
  ...throughputCalls,
  ...([
    [calls.categoryList, undefined],
    [calls.categoryTree, undefined],
    [calls.bannerList, undefined],
    [calls.productBrands, { catid: 1 }],
    [calls.productList, { catid: 1, page: 1, pageSize: 9 }],
  ] as const).map(([call, query]) => {
    const url = urlOf(call, { query });
    return { call: `${call.method} ${url}`, url };
  }),
];

/**
 * Per call: requests per second and the server process's CPU time per request in µs (all its threads), each the
 * median of the rounds; and the shares of the bare server's (its requests per second divided by the bare server's,
 * the bare server's CPU time divided by this one's), each the median of the rounds' shares.
 */
export type LayerRow = { layer: string; rps: Record<string, number>; cpu: Record<string, number>; share: Record<string, number>; cpuShare: Record<string, number> };

/**
 * How many times each server is loaded with each call. The servers take turns within a round, so a change in what
 * else the machine runs (on this shared machine the bare server's own figure moves 2× within minutes) weighs on all
 * of them alike, and each round's shares compare servers measured seconds apart, not minutes.
 */
const ROUNDS = 3;

const layers = [
  { layer: 'bare', label: 'node:http writing the bytes (the ceiling)' },
  { layer: 'same', label: 'node:http writing the same reply: the shop’s headers too (a fresh request id each)' },
  { layer: 'fastify', label: 'Fastify, nothing registered' },
  { layer: 'logging', label: '+ the access log (pino, one request in ten, refusals and slow ones always)' },
  { layer: 'headers', label: '+ the security headers of a JSON reply (set as one ready object)' },
] as const;

/** The CPU time a process has used so far, in clock ticks (1/100 s on Linux), user and system, all threads. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function load(url: string, seconds: number, pid: number): Promise<{ rps: number; cpu: number }> {
  const before = cpuTicks(pid);
  const result = await autocannon({ url, duration: seconds, connections: 32, pipelining: 1 });
  const ticks = cpuTicks(pid) - before;
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts.`);
  return { rps: result.requests.average, cpu: (ticks * 10_000) / result.requests.total };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every server loaded with every call, round by round (each round: every server in turn, after a warm-up). */
async function measureServers(servers: Server[], seconds: number): Promise<Omit<LayerRow, 'layer'>[]> {
  const out = servers.map(() => ({ rps: {}, cpu: {}, share: {}, cpuShare: {} }) as Omit<LayerRow, 'layer'>);
  for (const c of measuredCalls) {
    for (const server of servers) await load(`${server.url}${c.url}`, 1, server.child.pid!);
    const rounds: { rps: number; cpu: number }[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measured = [];
      for (const server of servers) measured.push(await load(`${server.url}${c.url}`, seconds, server.child.pid!));
      rounds.push(measured);
    }
    servers.forEach((_, i) => {
      out[i].rps[c.call] = median(rounds.map((r) => r[i].rps));
      out[i].cpu[c.call] = median(rounds.map((r) => r[i].cpu));
      out[i].share[c.call] = median(rounds.map((r) => r[i].rps / r[0].rps));
      out[i].cpuShare[c.call] = median(rounds.map((r) => r[0].cpu / r[i].cpu));
    });
  }
  return out;
}

export async function measureLayers(opts: { port: number; seconds: number; log: (line: string) => void }): Promise<{ calls: string[]; rows: LayerRow[]; seconds: number }> {
  // The shop first: its replies are the bytes every layer below writes.
  const shop = await startServer('scripts/bench/server.ts', opts.port, { DATA_DIR: 'memory://', LOG_LEVEL: 'info' });
  const servers: Server[] = [];
  try {
    const bodies: Record<string, string> = {};
    const headers: Record<string, Record<string, string>> = {};
    for (const c of measuredCalls) {
      // As autocannon asks: no encoding, no language.
      const res = await fetch(`${shop.url}${c.url}`, { headers: { 'accept-encoding': 'identity' } });
      bodies[c.url] = await res.text();
      headers[c.url] = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name)));
    }
    const folder = mkdtempSync(join(tmpdir(), 'shop-bench-'));
    writeFileSync(join(folder, 'bodies.json'), JSON.stringify(bodies));
    writeFileSync(join(folder, 'headers.json'), JSON.stringify(headers));
    const env = { BENCH_BODIES: join(folder, 'bodies.json'), BENCH_HEADERS: join(folder, 'headers.json') };
    for (const [i, { layer }] of layers.entries()) servers.push(await startServer('scripts/bench/layers-server.ts', opts.port + 1 + i, { LAYER: layer, ...env }));
    // Bare first (every share is of its figures), the shop last.
    const measured = await measureServers([...servers, shop], opts.seconds);
    const rows = [...layers.map((l) => l.label), 'the shop (production configuration)'].map((layer, i) => ({ layer, ...measured[i] }));
    for (const row of rows) opts.log(`${row.layer}: ${Object.values(row.rps).map((v) => Math.round(v)).join(' / ')} req/s, ${Object.values(row.cpu).map((v) => v.toFixed(1)).join(' / ')} µs CPU per request`);
    return { calls: measuredCalls.map((c) => c.call), rows, seconds: opts.seconds };
  } finally {
    await Promise.all([shop, ...servers].map((server) => server.stop()));
  }
}
