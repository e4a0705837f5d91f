import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the shop's schema uses; every PGlite opened on its data must load them. */
export const extensions = { pg_trgm };

/** The installed PGlite's version: a template made by another version is never used. */
export function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** node_modules/.cache/shop-pglite/<PGlite version>-<hash of the migrations>.tar, or undefined without node_modules. */
export function templateFile(migrationsFolder: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'node_modules')) && dirname(dir) !== dir) dir = dirname(dir);
  if (!existsSync(join(dir, 'node_modules'))) return undefined;
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('_journal.json')) hash.update(name).update(readFileSync(path));
  }
  return join(dir, 'node_modules', '.cache', 'shop-pglite', `${pgliteVersion()}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function saveTemplate(client: PGlite, file: string) {
  const dump = await client.dumpDataDir('none');
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  // Several processes may make the template at once; each renames a whole file, so readers never see half of one.
  renameSync(partial, file);
}

/**
 * Opens PGlite on `dataDir` (undefined: in memory), migrated. A new database costs PGlite's initdb, seconds of
 * WebAssembly: the first one made on this machine for the installed PGlite and the current migrations is kept as a
 * template, and later new databases (a fresh data directory, each test file's in-memory database) start as a copy.
 */
export async function openPglite(dataDir: string | undefined, migrationsFolder: string, migrate: (client: PGlite) => Promise<void>): Promise<PGlite> {
  const isNew = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  if (!isNew) {
    const client = await PGlite.create({ dataDir, extensions });
    await migrate(client);
    return client;
  }
  let file: string | undefined;
  try {
    file = templateFile(migrationsFolder);
  } catch {
    file = undefined;
  }
  if (file && existsSync(file)) {
    try {
      return await PGlite.create({ dataDir, extensions, loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      // A damaged template: start again from an empty directory, the long way.
      if (dataDir) {
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
      }
    }
  }
  const client = await PGlite.create({ dataDir, extensions });
  await migrate(client);
  if (file) await saveTemplate(client, file).catch(() => undefined);
  return client;
}
