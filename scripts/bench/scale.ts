// How search and the catalogue pages grow with the catalogue: one throwaway PostgreSQL database filled step by step
// by scripts/seed-large.ts (10,000 → 1,00,000 → 10,00,000 products by default), and at each size the shop's server
// started on it and timed one request at a time through HTTP: searches of every kind, category pages and the shop
// page (all products), each request a different page or sort so the reply cache does not answer it.
import pg from 'pg';
import { calls, urlOf } from '@shop/contract/calls';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';
import { productSorts } from '@shop/contract';
import { runScript, startServer } from './processes.ts';
import { queryKinds, searchPath, throwawayDatabase, timeRequests, type Timing } from './search-latency.ts';

export type ScalePoint = { products: number; seedSeconds: number; databaseBytes: number; search: Timing; category: Timing; shop: Timing };

/** The category pages' size in the web app (SubCategoryPage). */
const CATEGORY_PAGE_SIZE = 9;

/** `count` different catalogue pages: categories (or the whole shop), pages and sorts spread out, none twice. */
function pagePaths(count: number, categoryIds: number[], pageSize: number): string[] {
  const paths: string[] = [];
  for (let i = 0; paths.length < count; i++) {
    const sort = productSorts[i % productSorts.length];
    const catid = categoryIds.length ? categoryIds[i % categoryIds.length] : undefined;
    const page = 1 + ((i * 7) % 40);
    paths.push(urlOf(calls.productList, { query: { ...(catid !== undefined && { catid }), page, pageSize, sort } }));
  }
  return [...new Set(paths)];
}

async function readDatabase(url: string): Promise<{ bytes: number; categoryIds: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const size = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    // Top-level categories and subcategories alike: a shopper opens both.
    const categories = await client.query<{ id: number }>('select id from categories where is_active order by id');
    return { bytes: Number(size.rows[0].bytes), categoryIds: categories.rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

export async function measureScale(opts: { sizes: number[]; port: number; postgresUrl: string; requests: number; log: (line: string) => void }): Promise<ScalePoint[]> {
  const database = await throwawayDatabase(opts.postgresUrl);
  const env = { DATABASE_URL: database.url };
  const points: ScalePoint[] = [];
  const searches = Object.values(queryKinds).flat().map(searchPath);
  try {
    for (const products of opts.sizes) {
      opts.log(`scale: filling PostgreSQL up to ${products.toLocaleString('en-IN')} products…`);
      const seedStarted = performance.now();
      await runScript('scripts/seed-large.ts', ['--products', String(products)], env);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const { bytes, categoryIds } = await readDatabase(database.url);
      const server = await startServer('apps/api/src/server.ts', opts.port, env);
      try {
        const search = await timeRequests(server.url, searches, opts.requests, 90);
        const category = await timeRequests(server.url, pagePaths(opts.requests + 50, categoryIds, CATEGORY_PAGE_SIZE), opts.requests, 90);
        const shop = await timeRequests(server.url, pagePaths(opts.requests + 50, [], SHOP_PAGE_SIZE), opts.requests, 90);
        points.push({ products, seedSeconds, databaseBytes: bytes, search, category, shop });
        opts.log(`scale ${products}: search p95 ${search.p95.toFixed(1)} ms, category page p95 ${category.p95.toFixed(1)} ms, shop page p95 ${shop.p95.toFixed(1)} ms`);
      } finally {
        await server.stop();
      }
    }
    return points;
  } finally {
    await database.drop();
  }
}
