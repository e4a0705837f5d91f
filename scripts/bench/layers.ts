// What each layer under the shop costs: the catalogue calls answered by a bare node:http server writing the same
// bytes (the ceiling of any Node server here), by Fastify alone, with request logging, with the security headers,
// and by the shop itself in its production configuration (access log at info, one ordinary request in ten). Each server runs in its own process
// and is loaded from outside by autocannon with 32 connections.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './processes.ts';
import { measuredCalls } from './throughput.ts';

export type LayerRow = { layer: string; rps: Record<string, number> };

const layers = [
  { layer: 'bare', label: 'node:http writing the bytes (the ceiling)' },
  { layer: 'fastify', label: 'Fastify, nothing registered' },
  { layer: 'logging', label: '+ the access log (pino, one request in ten, refusals and slow ones always)' },
  { layer: 'headers', label: '+ the security headers (worked out once by helmet)' },
] as const;

async function rps(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, duration: seconds, connections: 32, pipelining: 1 });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts.`);
  return result.requests.average;
}

async function measureServer(server: { url: string }, seconds: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const c of measuredCalls) {
    await rps(`${server.url}${c.url}`, 1);
    out[c.call] = await rps(`${server.url}${c.url}`, seconds);
  }
  return out;
}

export async function measureLayers(opts: { port: number; seconds: number; log: (line: string) => void }): Promise<{ calls: string[]; rows: LayerRow[] }> {
  const rows: LayerRow[] = [];
  // The shop first: its replies are the bytes every layer below writes.
  const shop = await startServer('scripts/bench/server.ts', opts.port, { DATA_DIR: 'memory://', LOG_LEVEL: 'info' });
  const bodies: Record<string, string> = {};
  try {
    for (const c of measuredCalls) bodies[c.url] = await (await fetch(`${shop.url}${c.url}`)).text();
    rows.push({ layer: 'the shop (production configuration)', rps: await measureServer(shop, opts.seconds) });
  } finally {
    await shop.stop();
  }
  const file = join(mkdtempSync(join(tmpdir(), 'shop-bench-')), 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  for (const { layer, label } of layers) {
    const server = await startServer('scripts/bench/layers-server.ts', opts.port, { LAYER: layer, BENCH_BODIES: file });
    try {
      rows.unshift({ layer: label, rps: await measureServer(server, opts.seconds) });
    } finally {
      await server.stop();
    }
    opts.log(`${label}: ${Object.values(rows[0].rps).map((v) => Math.round(v)).join(' / ')} req/s`);
  }
  // Bare first, the shop last.
  const order = [...layers.map((l) => l.label), rows.find((r) => r.layer.startsWith('the shop'))!.layer];
  rows.sort((a, b) => order.indexOf(a.layer) - order.indexOf(b.layer));
  return { calls: measuredCalls.map((c) => c.call), rows };
}
