// `npm run backup` and `npm run restore` (backup-cli.ts; docs/operations.md, decision 212): the whole shop in one
// file (orders, invoices, accounts, uploaded pictures: all of it is in the database), with the schema version in it.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, fsyncSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, pgliteDirOf } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { extensions, pgliteVersion } from './pglite-template.ts';

/** The first line of every backup file; the second is its header (JSON); the database follows. */
const MAGIC = 'SHOP-BACKUP 1';

/** The latest migration applied to a database: its journal tag (null when this code does not know it) and its time stamp. */
export type SchemaVersion = { tag: string | null; when: number };

export type BackupHeader = {
  engine: 'pglite' | 'postgres';
  createdAt: string;
  migration: SchemaVersion;
  /** Rows of the main tables when the backup was made; a restore checks it finds the same. */
  counts: Record<string, number>;
  /** pglite: the data directory as PGlite's dumpDataDir writes it (gzip tar); postgres: pg_dump's custom format. */
  payload: { format: 'pglite-datadir-tgz' | 'pg_dump-custom'; bytes: number; sha256: string };
  versions: { postgres: string; pglite?: string; pgDump?: string };
};

export type Target = { dataDir: string; databaseUrl?: string };

/**
 * The rows a backup counts and a restore checks, as [table, condition]: members and their sessions, orders and their
 * lines, credit notes, pictures, logs. A table the database does not have yet (its migration is later) is not counted.
 */
const COUNTED: Record<string, [table: string, where?: string]> = {
  members: ['members'],
  sessions: ['sessions'],
  orders: ['orders'],
  orderLines: ['order_lines'],
  creditNotes: ['orders', 'credit_note_number is not null'],
  uploads: ['uploads'],
  auditLog: ['audit_log'],
  securityLog: ['security_log'],
};
const countSql = (name: string) => {
  const [table, where] = COUNTED[name];
  return `select count(*) as n from public.${table}${where ? ` where ${where}` : ''}`;
};

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** The migrations this code knows, oldest first (Drizzle's journal). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Refuses a schema this code does not know: one made by a newer version of the shop (or another branch of it). */
export function assertKnownSchema(version: SchemaVersion) {
  const known = knownMigrations();
  const latest = known[known.length - 1];
  if (known.some((m) => m.when === version.when)) return;
  const named = version.tag ?? `one made at ${new Date(version.when).toISOString()}`;
  if (version.when > latest.when) {
    throw new Error(`The backup is of a newer version of the shop (its database is at migration ${named}; this code knows up to ${latest.tag}). Restore it with that version of the shop or a later one.`);
  }
  throw new Error(`The backup's database is at migration ${named}, which this code does not know (it knows up to ${latest.tag}). Restore it with the version of the shop that made it.`);
}

/** Drizzle records each applied migration's journal time stamp; the largest is the schema's version. */
async function appliedMigration(query: Query): Promise<SchemaVersion> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!table?.name) throw new Error('This database has no migrations table: it is not a shop database.');
  const [row] = await query('select max(created_at)::text as "when" from drizzle.__drizzle_migrations');
  if (!row?.when) throw new Error('No migration was ever applied to this database: there is no shop in it.');
  const when = Number(row.when);
  return { tag: knownMigrations().find((m) => m.when === when)?.tag ?? null, when };
}

async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, [table]] of Object.entries(COUNTED)) {
    const [found] = await query(`select to_regclass('public.${table}') is not null as present`);
    if (found.present) counts[name] = Number((await query(countSql(name)))[0].n);
  }
  return counts;
}

function sameCounts(found: Record<string, number>, expected: Record<string, number>) {
  const wrong = Object.keys(expected).filter((name) => name in COUNTED && found[name] !== expected[name]);
  if (wrong.length) {
    throw new Error(`The restored database does not hold what its backup counted (${wrong.map((n) => `${n}: ${found[n]} instead of ${expected[n]}`).join(', ')}).`);
  }
}

/** Writes header and payload to `file` through a temporary name: a backup file is whole, or not there. Readable by its owner only. */
async function writeBackupFile(file: string, header: Omit<BackupHeader, 'payload'>, format: BackupHeader['payload']['format'], payload: Buffer | string) {
  const hash = createHash('sha256');
  let bytes: number;
  if (typeof payload === 'string') {
    await pipeline(createReadStream(payload), hash);
    bytes = statSync(payload).size;
  } else {
    hash.update(payload);
    bytes = payload.length;
  }
  const full: BackupHeader = { ...header, payload: { format, bytes, sha256: hash.digest('hex') } };
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    writeFileSync(partial, `${MAGIC}\n${JSON.stringify(full)}\n`, { mode: 0o600 });
    if (typeof payload === 'string') await pipeline(createReadStream(payload), createWriteStream(partial, { flags: 'a' }));
    else writeFileSync(partial, payload, { flag: 'a' });
    const fd = openSync(partial, 'r+');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return full;
}

/** Reads a backup's header and checks its payload is whole (length and SHA-256) before anything is touched. */
export async function readBackupFile(file: string): Promise<{ header: BackupHeader; offset: number }> {
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const fd = openSync(file, 'r');
  const start = Buffer.alloc(64 * 1024);
  const read = readSync(fd, start, 0, start.length, 0);
  closeSync(fd);
  const text = start.subarray(0, read).toString('latin1');
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  if (text.slice(0, first) !== MAGIC || second < 0) throw new Error(`${file} is not a backup of the shop (it does not start with "${MAGIC}").`);
  const header = JSON.parse(Buffer.from(text.slice(first + 1, second), 'latin1').toString('utf8')) as BackupHeader;
  const offset = second + 1;
  const size = statSync(file).size;
  if (size !== offset + header.payload.bytes) throw new Error(`${file} is cut short or has bytes added (${size - offset} bytes of data, its header says ${header.payload.bytes}).`);
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { start: offset }), hash);
  if (hash.digest('hex') !== header.payload.sha256) throw new Error(`${file} is damaged: its data does not match the checksum in its header.`);
  return { header, offset };
}

// ---- PostgreSQL: pg_dump and pg_restore (Debian's postgresql-client), through psql in one transaction.

/** The major version (and the whole) of an installed PostgreSQL client program. */
function clientVersion(program: 'pg_dump' | 'pg_restore' | 'psql'): { text: string; major: number } {
  const run = spawnSync(program, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(run.stdout ?? '');
  if (run.error || !match) throw new Error(`${program} is not installed (Debian: apt-get install postgresql-client).`);
  return { text: match[2] ? `${match[1]}.${match[2]}` : match[1], major: Number(match[1]) };
}

/** The URL without its password, which goes to the programs in PGPASSWORD instead of their command line (visible in ps). */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

async function serverVersion(client: pg.Client): Promise<{ text: string; major: number }> {
  const { rows } = await client.query<{ server_version: string; server_version_num: string }>(
    "select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num",
  );
  return { text: rows[0].server_version.split(' ')[0], major: Math.floor(Number(rows[0].server_version_num) / 10000) };
}

/** Runs a program to its end; fails with the tail of what it wrote to stderr. */
async function finished(child: ReturnType<typeof spawn>, name: string) {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): ${stderr.trim() || 'no message'}`);
}

async function backupPostgres(databaseUrl: string, file: string): Promise<BackupHeader> {
  const pgDump = clientVersion('pg_dump');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dumpFile = `${file}.${randomBytes(4).toString('hex')}.dump.partial`;
  try {
    const server = await serverVersion(client);
    if (pgDump.major < server.major) throw new Error(`pg_dump ${pgDump.text} cannot dump PostgreSQL ${server.text}: install postgresql-client-${server.major}.`);
    // The counts and the schema version are read in the very snapshot pg_dump dumps, while the shop goes on selling.
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const query: Query = async (text) => (await client.query(text)).rows;
    const migration = await appliedMigration(query);
    const counts = await countRows(query);
    const { url, env } = connectionOf(databaseUrl);
    await finished(spawn('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] }), 'pg_dump');
    await client.query('commit');
    return await writeBackupFile(file, { engine: 'postgres', createdAt: new Date().toISOString(), migration, counts, versions: { postgres: server.text, pgDump: pgDump.text } }, 'pg_dump-custom', dumpFile);
  } finally {
    rmSync(dumpFile, { force: true });
    await client.end();
  }
}

/**
 * Restores into the database of DATABASE_URL, all or nothing: pg_restore writes the backup as SQL, and psql runs it in
 * one transaction, between the removal of what a `--force` replaces and a check that every counted table holds what
 * the backup counted. A failure anywhere leaves the database as it was.
 */
async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<string[]> {
  const { header, offset } = await readBackupFile(file);
  if (header.engine !== 'postgres') throw new Error(`${file} is a backup of an embedded database (PGlite): restore it with DATABASE_URL unset, into a DATA_DIR.`);
  assertKnownSchema(header.migration);
  const pgRestore = clientVersion('pg_restore');
  clientVersion('psql');
  const made = Number(header.versions.pgDump?.split('.')[0]);
  if (pgRestore.major < made) throw new Error(`The backup was written by pg_dump ${header.versions.pgDump}; pg_restore ${pgRestore.text} cannot read it: install postgresql-client-${made}.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let replacing: boolean;
  try {
    const server = await serverVersion(client);
    const source = Number(header.versions.postgres.split('.')[0]);
    if (server.major < source) throw new Error(`The backup is of PostgreSQL ${header.versions.postgres}; this server is ${server.text}, older: restore it into PostgreSQL ${source} or newer.`);
    const [{ others }] = (await client.query<{ others: string }>('select count(*) as others from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows;
    if (Number(others) > 0) throw new Error(`${others} other connection(s) use this database: stop the shop's servers (and anything else connected) first.`);
    const [{ tables }] = (
      await client.query<{ tables: string }>(
        "select count(*) as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'",
      )
    ).rows;
    replacing = Number(tables) > 0;
    if (replacing && !force) throw new Error('The database is not empty. Restore into a new, empty database, or add --force to replace everything in it.');
  } finally {
    await client.end();
  }

  const before = replacing ? 'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n' : '';
  const whole = (value: unknown) => {
    if (!Number.isSafeInteger(value)) throw new Error(`${file} has a damaged header.`);
    return value as number;
  };
  const checks = Object.keys(header.counts)
    .filter((name) => name in COUNTED)
    .map((name) => `(${countSql(name)}) <> ${whole(header.counts[name])} /* ${name} */`);
  checks.push(`(select max(created_at) from drizzle.__drizzle_migrations) <> ${whole(header.migration.when)}`);
  const after = `\ndo $check$ begin if ${checks.join('\n  or ')} then raise exception 'The restored database does not hold what its backup counted: nothing was changed.'; end if; end $check$;\n`;

  const { url, env } = connectionOf(databaseUrl);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const psqlDone = finished(psql, 'psql');
  const restoreDone = finished(restore, 'pg_restore');
  psql.stdin.on('error', () => undefined);
  psql.stdin.write(before);
  restore.stdout.pipe(psql.stdin, { end: false });
  const fed = pipeline(createReadStream(file, { start: offset }), restore.stdin);
  try {
    await Promise.all([fed, restoreDone]);
  } catch (err) {
    // psql never sees the end of the script, so its transaction is never committed.
    psql.kill('SIGTERM');
    await psqlDone.catch(() => undefined);
    throw err;
  }
  psql.stdin.end(after);
  await psqlDone;
  return [
    `Restored ${file} (made ${header.createdAt} of PostgreSQL ${header.versions.postgres}) into ${url}${replacing ? ', replacing what was there' : ''}.`,
    describeBackup(header),
  ];
}

// ---- The embedded database: PGlite's own dump of its data directory.

async function backupPglite(dataDir: string, file: string): Promise<BackupHeader> {
  const dir = pgliteDirOf(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  const unlock = lockDataDir(dataDir, 'the backup');
  try {
    const client = await PGlite.create({ dataDir: dir, extensions });
    try {
      const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      const migration = await appliedMigration(query);
      const counts = await countRows(query);
      const [{ server_version }] = await query('show server_version');
      // Everything written reaches the data files, so the copy does not lean on the write-ahead log.
      await client.exec('checkpoint');
      const payload = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      const versions = { postgres: String(server_version).split(' ')[0], pglite: pgliteVersion() };
      return await writeBackupFile(file, { engine: 'pglite', createdAt: new Date().toISOString(), migration, counts, versions }, 'pglite-datadir-tgz', payload);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores into DATA_DIR/pglite: the backup is loaded and checked in a folder beside it, then put in its place; a
 * database that was there (with --force) is moved aside, not deleted.
 */
async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string[]> {
  const { header, offset } = await readBackupFile(file);
  if (header.engine !== 'pglite') throw new Error(`${file} is a backup of a PostgreSQL server: set DATABASE_URL to the (empty) database to restore it into.`);
  assertKnownSchema(header.migration);
  mkdirSync(resolve(dataDir), { recursive: true });
  const unlock = lockDataDir(dataDir, 'the restore');
  const target = pgliteDirOf(dataDir);
  const staging = `${target}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const occupied = existsSync(target) && readdirSync(target).length > 0;
    if (occupied && !force) throw new Error(`${target} holds a database already. Restore into a new DATA_DIR, or add --force to replace it (it is kept beside, renamed).`);
    let client: PGlite;
    try {
      client = await PGlite.create({ dataDir: staging, extensions, loadDataDir: new Blob([readFileSync(file).subarray(offset)], { type: 'application/gzip' }) });
    } catch (err) {
      throw new Error(`This PGlite (${pgliteVersion()}) could not open the backup, made by PGlite ${header.versions.pglite} (PostgreSQL ${header.versions.postgres}): ${(err as Error).message}`);
    }
    try {
      const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      sameCounts(await countRows(query), header.counts);
      const migration = await appliedMigration(query);
      if (migration.when !== header.migration.when) throw new Error('The restored database is not at the migration its backup names.');
    } finally {
      await client.close();
    }
    const lines = [`Restored ${file} (made ${header.createdAt} by PGlite ${header.versions.pglite}) into ${target}.`, describeBackup(header)];
    if (occupied) {
      const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, aside);
      lines.push(`The database that was there is kept in ${aside}: remove it once the shop runs well.`);
    } else {
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    return lines;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

export function describeBackup(header: BackupHeader): string {
  const c = header.counts;
  return `Schema at migration ${header.migration.tag}: ${c.members} members (${c.sessions} sessions), ${c.orders} orders with their invoices (${c.creditNotes} credit notes), ${c.uploads} uploaded pictures.`;
}

/** Backs up the shop's database (PostgreSQL when databaseUrl is set, else DATA_DIR's embedded one) into one file. */
export function backup(target: Target, file: string): Promise<BackupHeader> {
  return target.databaseUrl ? backupPostgres(target.databaseUrl, file) : backupPglite(target.dataDir, file);
}

/** Restores a backup into an empty database (or, with force, over one); returns what it did, in sentences. */
export function restore(target: Target, file: string, opts: { force: boolean }): Promise<string[]> {
  return target.databaseUrl ? restorePostgres(target.databaseUrl, file, opts.force) : restorePglite(target.dataDir, file, opts.force);
}
