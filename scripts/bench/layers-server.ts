// The layers under the shop, each in its own process, for `npm run bench -- --only layers` (layers.ts): each answers
// the catalogue calls' prebuilt replies (BENCH_BODIES: a JSON file of path → body) with the same bytes.
//   LAYER=bare      node:http writing the bytes: the ceiling of any Node server on this machine
//   LAYER=same      the same, with the headers the shop sends (BENCH_HEADERS: path → headers) and a request id each
//   LAYER=fastify   a Fastify server with nothing registered
//   LAYER=logging   + the access log as the shop writes it in production (access-log.ts: one line, one request in ten,
//                   batched to standard output by log-destination.ts)
//   LAYER=headers   + the security headers of a JSON reply, as the shop sets them (apps/api/src/http/security-headers.ts)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify, { LogController } from 'fastify';
import { batchedStdout } from '../../apps/api/src/http/log-destination.ts';
import { registerAccessLog } from '../../apps/api/src/http/access-log.ts';
import { apiSecurityHeaders } from '../../apps/api/src/http/security-headers.ts';

const layer = process.env.LAYER ?? 'bare';
const port = Number(process.env.PORT);
const bodies = new Map<string, string>(Object.entries(JSON.parse(readFileSync(String(process.env.BENCH_BODIES), 'utf8')) as Record<string, string>));
bodies.set('/healthz', '{"response":true,"msg":"ok","data":null}');
const json = 'application/json; charset=utf-8';

if (layer === 'bare' || layer === 'same') {
  // Ready bytes, as the shop keeps its replies: writing a string would spend time encoding it on every request.
  const ready = new Map([...bodies].map(([url, body]) => [url, Buffer.from(body)]));
  const shopHeaders = layer === 'same' ? (JSON.parse(readFileSync(String(process.env.BENCH_HEADERS), 'utf8')) as Record<string, Record<string, string>>) : {};
  createServer((request, response) => {
    const url = request.url ?? '';
    const body = ready.get(url);
    if (body === undefined) return response.writeHead(404).end();
    const own = shopHeaders[url];
    response.writeHead(200, own ? { ...own, 'x-request-id': randomUUID(), 'content-length': body.length } : { 'content-type': json, 'content-length': body.length }).end(body);
  }).listen(port, '127.0.0.1');
} else {
  // The logging layer logs as the shop does in production: one access line per request, sampled.
  const app = Fastify({ logger: layer === 'fastify' ? false : { level: 'info', stream: batchedStdout() }, logController: new LogController({ disableRequestLogging: true }) });
  if (layer !== 'fastify') registerAccessLog(app, 0.1, () => false);
  if (layer === 'headers') {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(apiSecurityHeaders);
      done();
    });
  }
  app.get('/*', async (request, reply) => {
    const body = bodies.get(request.url);
    if (body === undefined) return reply.status(404).send();
    return reply.type(json).send(body);
  });
  await app.listen({ port, host: '127.0.0.1' });
}
