// Throughput of the catalogue calls against a static-JSON ceiling: the same server answering a prebuilt reply of
// the same bytes (scripts/bench/server.ts). Each call and its ceiling are measured back to back, after a warm-up.
import { calls, urlOf, type Call, type QueryValues } from '@shop/contract/calls';
import autocannon, { type Result } from 'autocannon';
import { startServer } from './processes.ts';

export type ThroughputRow = { call: string; bytes: number; rps: number; ceilingRps: number; ratio: number; p50: number; p99: number };

const measuredCall = (name: string, call: Call, query?: QueryValues) => {
  const url = urlOf(call, { query });
  return { name, call: `${call.method} ${url}`, url };
};

/** The calls measured, with the demo shop's ids (a fresh in-memory database gives the same ids every time). */
export const measuredCalls = [
  measuredCall('category', calls.productList, { catid: 1 }),
  measuredCall('details', calls.productDetails, { Pid: 10 }),
  measuredCall('home', calls.homeProducts),
];

const ROUNDS = 4;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function load(url: string, seconds: number, connections: number) {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts.`);
  return result;
}

export async function measureThroughput(opts: { port: number; seconds: number; connections: number; log: (line: string) => void }): Promise<ThroughputRow[]> {
  const server = await startServer('scripts/bench/server.ts', opts.port, {
    DATA_DIR: 'memory://',
    BENCH_PREBUILD: measuredCalls.map((c) => `${c.name}=${c.url}`).join(' '),
  });
  try {
    const rows: ThroughputRow[] = [];
    for (const c of measuredCalls) {
      const live = `${server.url}${c.url}`;
      const ceiling = `${server.url}/__bench/static/${c.name}`;
      const bytes = (await (await fetch(live)).arrayBuffer()).byteLength;
      const ceilingBytes = (await (await fetch(ceiling)).arrayBuffer()).byteLength;
      if (bytes !== ceilingBytes) throw new Error(`The ceiling for ${c.call} has ${ceilingBytes} bytes, the call ${bytes}.`);
      await load(live, 2, opts.connections);
      await load(ceiling, 2, opts.connections);
      // Rounds alternate which side goes first, so a busy moment of the machine weighs on both sides alike.
      const measured: Result[] = [];
      const top: Result[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const pair = round % 2 ? [ceiling, live] : [live, ceiling];
        for (const url of pair) (url === live ? measured : top).push(await load(url, opts.seconds / ROUNDS, opts.connections));
      }
      const rps = mean(measured.map((r) => r.requests.average));
      const ceilingRps = mean(top.map((r) => r.requests.average));
      const row = {
        call: c.call,
        bytes,
        rps,
        ceilingRps,
        ratio: rps / ceilingRps,
        p50: mean(measured.map((r) => r.latency.p50)),
        p99: mean(measured.map((r) => r.latency.p99)),
      };
      opts.log(`${c.call}: ${Math.round(row.rps)} req/s, ceiling ${Math.round(row.ceilingRps)} req/s, ratio ${row.ratio.toFixed(2)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await server.stop();
  }
}
