// The shop's own server for the benchmarks (run by scripts/bench/run.ts): buildApp with the configuration from the
// environment, the demo shop when the database is empty, plus one route the real server does not have:
// GET /__bench/static/:name answers a reply prebuilt at start (the same bytes a catalogue call gave), through the
// same Fastify instance, hooks and plugins. It is the ceiling the catalogue calls are compared with.
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { seedDemoShopIfEmpty, seedReferenceData } from '../../apps/api/src/db/seed/index.ts';

const config = loadConfig();
const app = await buildApp(config);
await seedReferenceData(app.db);
await seedDemoShopIfEmpty(app.db);

const prebuilt = new Map<string, string>();
app.get<{ Params: { name: string } }>('/__bench/static/:name', { schema: { hide: true } }, async (request, reply) => {
  const body = prebuilt.get(request.params.name);
  if (body === undefined) return reply.status(404).send({ response: false, msg: 'No such prebuilt reply.', data: null });
  return reply.type('application/json; charset=utf-8').send(body);
});

// BENCH_PREBUILD: name=url pairs, separated by spaces, answered once now and kept as they are.
for (const pair of (process.env.BENCH_PREBUILD ?? '').split(' ').filter(Boolean)) {
  const name = pair.slice(0, pair.indexOf('='));
  const url = pair.slice(pair.indexOf('=') + 1);
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  prebuilt.set(name, res.body);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('bench server ready');
