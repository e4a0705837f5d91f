import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { calls, urlOf } from '@shop/contract/calls';
import { createTestApp } from '../test/test-app.ts';
import { banners } from '../db/schema/index.ts';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One GET (or other method) over real HTTP, with exactly the headers given (fetch would add its own). */
function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const listening = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** Every call the catalogue keeps in memory, with the queries the storefront sends. */
const keptCalls = [
  urlOf(calls.bannerList),
  urlOf(calls.categoryList),
  urlOf(calls.categoryList, { query: { catid: 1 } }),
  urlOf(calls.categoryTree),
  urlOf(calls.homeProducts),
  urlOf(calls.productList, { query: { catid: 1 } }),
  urlOf(calls.productList, { query: { catid: 2, page: 1, pageSize: 9, sort: 'priceAsc' } }),
  urlOf(calls.productList, { query: { page: 2, pageSize: 12 } }),
  urlOf(calls.productBrands, { query: { catid: 1 } }),
  urlOf(calls.productDetails, { query: { Pid: 10 } }),
];
const variants: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
  { 'accept-language': 'hi', 'accept-encoding': 'br' },
];

let app: FastifyInstance;
let early: number;
let fastifyOnly: number;
let fastifySaw = 0;
const fastifyServer = createServer((req, res) => app.routing(req, res));

beforeAll(async () => {
  // Every request drawn for the access log goes through Fastify: none is, here.
  app = await createTestApp({ config: { accessLogSample: 0 } });
  app.addHook('onRequest', (_request, _reply, done) => {
    fastifySaw++;
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  early = (app.server.address() as AddressInfo).port;
  // The same app behind a plain server: every request goes through Fastify.
  fastifyOnly = await listening(fastifyServer);
});
afterAll(async () => {
  fastifyServer.close();
  await app.close();
});

/** Headers that differ between any two replies: the date, and the request's own id (checked for its shape). */
function comparable(answer: Answer) {
  const { date, 'x-request-id': id, ...rest } = answer.headers;
  expect(date).toBeTruthy();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { status: answer.status, headers: rest, body: answer.body.toString('base64') };
}

describe('kept catalogue replies answered before Fastify', () => {
  it('sends every kept call, in every encoding and language and as a 304, exactly as Fastify does', async () => {
    let compared = 0;
    for (const url of keptCalls) {
      for (const headers of variants) {
        const made = await send(fastifyOnly, url, headers);
        expect(made.status, url).toBe(200);
        const kept = await send(fastifyOnly, url, headers);
        const seen = fastifySaw;
        const answered = await send(early, url, headers);
        expect(fastifySaw, `${url} ${JSON.stringify(headers)} went to Fastify`).toBe(seen);
        expect(comparable(answered), `${url} ${JSON.stringify(headers)}`).toEqual(comparable(kept));
        expect(answered.headers.etag).toBe(made.headers.etag);
        // Revalidation, with the reply's ETag and with another.
        for (const tag of [String(made.headers.etag), 'W/"other"']) {
          const revalidated = await send(fastifyOnly, url, { ...headers, 'if-none-match': tag });
          const earlyRevalidated = await send(early, url, { ...headers, 'if-none-match': tag });
          expect(earlyRevalidated.status).toBe(tag === made.headers.etag ? 304 : 200);
          expect(comparable(earlyRevalidated), `${url} ${JSON.stringify(headers)} if-none-match ${tag}`).toEqual(comparable(revalidated));
        }
        expect(fastifySaw).toBe(seen + 2);
        compared += 3;
      }
    }
    expect(compared).toBe(keptCalls.length * variants.length * 3);
  });

  it('leaves to Fastify what it has not kept: other methods, refusals, searches, and a URL the first time', async () => {
    const url = urlOf(calls.bannerList);
    await send(early, url);
    // A URL not asked for before goes to Fastify, which finds its key: the same as the call's without the junk.
    let seen = fastifySaw;
    await send(early, `${url}?junk=1`);
    await send(early, `${url}?junk=1`);
    expect(fastifySaw).toBe(seen + 1);
    for (const [path, method] of [
      [url, 'HEAD'],
      [url, 'POST'],
      [urlOf(calls.productDetails, { query: { Pid: 999999 } }), 'GET'],
      [urlOf(calls.productList, { query: { search: 'honey' } }), 'GET'],
      ['/api/companydetails', 'GET'],
    ] as const) {
      for (let time = 0; time < 2; time++) {
        seen = fastifySaw;
        await send(early, path, {}, method);
        expect(fastifySaw, `${method} ${path}`).toBe(seen + 1);
      }
    }
  });

  it('shows a change to the catalogue at once: a reply no longer current goes to Fastify, which makes it again', async () => {
    const url = urlOf(calls.bannerList);
    await send(early, url);
    const before = JSON.parse((await send(early, url)).body.toString());
    await app.db.update(banners).set({ isActive: false }).where(eq(banners.id, before.data[0].Banner_Kid));
    const seen = fastifySaw;
    const after = JSON.parse((await send(early, url)).body.toString());
    expect(fastifySaw).toBe(seen + 1);
    expect(after.data.length).toBe(before.data.length - 1);
    await send(early, url);
    expect(fastifySaw).toBe(seen + 1);
  });

  it('counts its replies in /metrics under their route and status', async () => {
    const url = urlOf(calls.categoryTree);
    const count = async (status: number) => {
      const text = (await send(early, '/metrics')).body.toString();
      const line = text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_count{method="GET",route="/api/categories",status_code="${status}"}`));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const tag = String((await send(early, url)).headers.etag);
    const [ok, notModified] = [await count(200), await count(304)];
    for (let i = 0; i < 5; i++) await send(early, url);
    for (let i = 0; i < 3; i++) await send(early, url, { 'if-none-match': tag });
    expect(await count(200)).toBe(ok + 5);
    expect(await count(304)).toBe(notModified + 3);
  });
});

describe('the access log of replies answered before Fastify', () => {
  it('logs the share of them its sample asks for, each line as Fastify writes it', async () => {
    const lines: Record<string, any>[] = [];
    const shop = await createTestApp({ demo: false, config: { accessLogSample: 0.5, logLevel: 'info' }, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
    try {
      await shop.listen({ host: '127.0.0.1', port: 0 });
      const port = (shop.server.address() as AddressInfo).port;
      const url = urlOf(calls.categoryTree);
      await send(port, url);
      const ids = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const answer = await send(port, url);
        expect(answer.status).toBe(200);
        ids.add(String(answer.headers['x-request-id']));
      }
      const logged = lines.filter((line) => line.msg === 'request completed' && ids.has(line.reqId));
      // Binomial(200, 0.5): outside 60–140 once in about 10⁸ runs.
      expect(logged.length).toBeGreaterThan(60);
      expect(logged.length).toBeLessThan(140);
      // A refusal is always logged, by Fastify's hook: the early lines have its fields.
      await send(port, '/api/no-such-call');
      const refusal = lines.find((line) => line.req?.url === '/api/no-such-call')!;
      const shape = (line: Record<string, any>) => [Object.keys(line).sort(), Object.keys(line.req).sort(), Object.keys(line.res).sort()];
      for (const line of logged) {
        expect(shape(line)).toEqual(shape(refusal));
        expect(line).toMatchObject({ level: 30, res: { statusCode: 200 }, req: { method: 'GET', url, host: `127.0.0.1:${port}`, remoteAddress: '127.0.0.1' } });
        expect(line.responseTime).toBeGreaterThanOrEqual(0);
      }
    } finally {
      await shop.close();
    }
  });
});
