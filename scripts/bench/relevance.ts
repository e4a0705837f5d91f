// Search relevance: the judged queries (apps/api/src/modules/catalog/search/judged-queries.ts) run through the
// product search call of the shop's server on the demo catalogue, as the API suite's relevance gate runs them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls, urlOf } from '@shop/contract/calls';
import { measureRelevance, type Relevance } from '../../apps/api/src/modules/catalog/search/relevance.ts';
import { startServer } from './processes.ts';

export async function measureSearchRelevance(opts: { port: number; log: (line: string) => void }): Promise<Relevance> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-relevance-'));
  try {
    opts.log('relevance: starting the server with the demo shop…');
    const server = await startServer('apps/api/src/server.ts', opts.port, { DATA_DIR: dir });
    try {
      let sent = 0;
      const relevance = await measureRelevance(async (text) => {
        const shopper = ++sent;
        // Each query as from another shopper, so the per-client limit never answers instead of the search.
        const res = await fetch(`${server.url}${urlOf(calls.productSearch, { query: { search: text } })}`, { headers: { 'x-forwarded-for': `198.19.${(shopper >> 8) & 255}.${shopper & 255}` } });
        const body = (await res.json()) as { response: boolean; data: { Name: string }[] | null };
        if (res.status !== 200 || !body.response) throw new Error(`Search '${text}' answered ${res.status}.`);
        return (body.data ?? []).map((p) => p.Name);
      });
      opts.log(`relevance: ${relevance.queries} queries, top-3 ${relevance.top3.toFixed(3)}, MRR ${relevance.mrr.toFixed(3)}, ${relevance.misses.length} misses`);
      return relevance;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
