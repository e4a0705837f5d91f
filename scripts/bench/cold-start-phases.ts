// Where a cold start's time goes, step by step as the server takes them, in fresh data directories under the folder
// given as the first argument. Prints one JSON object of milliseconds (run by scripts/bench/cold-start.ts).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { calls } from '@shop/contract/calls';

const scratch = resolve(process.argv[2]);
const time = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await step();
  return [value, performance.now() - started];
};
const freshDir = (name: string) => {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'pglite'), { recursive: true });
  return dir;
};

const [modules, importMs] = await time(async () => {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }, schema, client, seed, app, config] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('../../apps/api/src/db/schema/index.ts'),
    import('../../apps/api/src/db/client.ts'),
    import('../../apps/api/src/db/seed/index.ts'),
    import('../../apps/api/src/app.ts'),
    import('../../apps/api/src/config.ts'),
  ]);
  return { PGlite, pg_trgm, drizzle, migrate, schema, client, seed, app, config };
});

// The long way, as on a machine's first start: PGlite's initdb, then every migration.
const [raw, initdbMs] = await time(() => modules.PGlite.create({ dataDir: join(freshDir('raw'), 'pglite'), extensions: { pg_trgm: modules.pg_trgm } }));
const [, migrateMs] = await time(() => modules.migrate(modules.drizzle(raw, { schema: modules.schema }) as never, { migrationsFolder: resolve('apps/api/src/db/migrations') }));
await raw.close();

// The server's way: from the migrated template (made here first if this machine has none yet).
await (await modules.client.openDatabase({ dataDir: freshDir('template-maker') })).close();
const [database, templateOpenMs] = await time(() => modules.client.openDatabase({ dataDir: freshDir('server') }));
const [, referenceMs] = await time(() => modules.seed.seedReferenceData(database.db));
const [, demoMs] = await time(() => modules.seed.seedDemoShop(database.db));
const config = modules.config.loadConfig({ DATA_DIR: join(scratch, 'server'), LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01' });
const [app, appMs] = await time(() => modules.app.buildApp(config, { database }));
const [, firstPageMs] = await time(() => app.inject({ method: calls.homeProducts.method, url: calls.homeProducts.path }));
await app.close();
await database.close();
console.log(JSON.stringify({ importMs, initdbMs, migrateMs, templateOpenMs, referenceMs, demoMs, appMs, firstPageMs }));
