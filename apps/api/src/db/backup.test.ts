import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { members, orders, securityLog, uploads } from './schema/index.ts';
import { seedDemoShop, seedReferenceData } from './seed/index.ts';
import { call } from '../test/test-app.ts';
import { multipartFile, samplePng, signIn } from '../test/admin-support.ts';
import { buy, newShopper, productWith } from '../test/shop.ts';
import { knownMigrations, readBackupFile, restore, backup, type BackupHeader, type Target } from './backup.ts';
import { lockFileOf } from './data-dir-lock.ts';
import { openDatabase, pgliteDirOf } from './client.ts';
import { extensions } from './pglite-template.ts';
import { PGlite } from '@electric-sql/pglite';

/**
 * `npm run backup` and `npm run restore` (docs/operations.md#backups): a shop with orders, invoices, a credit note, an
 * uploaded picture and logins is backed up, restored into a fresh place and started, and everything is found again.
 * On the embedded database without DATABASE_URL, on that PostgreSQL server with it (each target a new database).
 */
const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const serverUrl = process.env.DATABASE_URL;
const engine = serverUrl ? 'postgres' : 'pglite';
const work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const dropped: (() => Promise<void>)[] = [];

/** A place for a shop's database: a new DATA_DIR, and on PostgreSQL a new, empty database. */
async function newTarget(label: string): Promise<Target> {
  const dataDir = join(work, label);
  if (!serverUrl) return { dataDir };
  const name = `shop_backup_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropped.push(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

const startShop = (target: Target) => buildApp(testConfig({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }));

/** Runs `npm run <script> -- <args>` in the repository with the target's DATA_DIR or DATABASE_URL, as an owner would. */
async function npmRun(script: 'backup' | 'restore', target: Target, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  return { code, output };
}

/** A copy of a backup with its header changed and its data as it was (so its checksum still holds). */
function withHeader(file: string, change: (header: BackupHeader) => void): string {
  const bytes = readFileSync(file);
  const first = bytes.indexOf(10);
  const second = bytes.indexOf(10, first + 1);
  const header = JSON.parse(bytes.subarray(first + 1, second).toString('utf8')) as BackupHeader;
  change(header);
  const copy = join(work, `changed-${randomBytes(3).toString('hex')}.backup`);
  writeFileSync(copy, Buffer.concat([bytes.subarray(0, first + 1), Buffer.from(JSON.stringify(header)), bytes.subarray(second)]));
  return copy;
}

const latest = knownMigrations().at(-1)!;

/**
 * The statements that undo a migration's schema changes (added columns, constraints, tables and indexes), latest
 * first; its data changes need no undoing for a database that is only read back. A statement it does not know fails
 * the test, to be taught here.
 */
function undoOf(tag: string): string {
  const text = readFileSync(join(repoRoot, 'apps/api/src/db/migrations', `${tag}.sql`), 'utf8');
  const statements = text.split(/--> statement-breakpoint|;\s*\n/).map((st) => st.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
  return statements
    .map((st) => {
      let m: RegExpExecArray | null;
      if ((m = /^ALTER TABLE ("[^"]+") ADD COLUMN ("[^"]+")/i.exec(st))) return `alter table ${m[1]} drop column ${m[2]}`;
      if ((m = /^ALTER TABLE ("[^"]+") ADD CONSTRAINT ("[^"]+")/i.exec(st))) return `alter table ${m[1]} drop constraint ${m[2]}`;
      if ((m = /^CREATE TABLE (?:IF NOT EXISTS )?("[^"]+")/i.exec(st))) return `drop table ${m[1]} cascade`;
      if ((m = /^CREATE TRIGGER ("?\w+"?) .*? ON ("?\w+"?)/is.exec(st))) return `drop trigger if exists ${m[1]} on ${m[2]}`;
      if ((m = /^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?("[^"]+")/i.exec(st))) return `drop index if exists ${m[1]}`;
      if (/^(UPDATE|INSERT|DELETE)\b/i.test(st)) return null;
      throw new Error(`undoOf does not know how to undo: ${st.slice(0, 80)}`);
    })
    .filter((st): st is string => st !== null)
    .reverse()
    .join('; ');
}
const file = join(work, 'shop.backup');
let source: Target;
let before: {
  shopper: { email: string; password: string; token: string };
  sessionToken: string;
  orderIds: number[];
  invoiceName: string;
  creditNoteName: string;
  picture: string;
  pictureBytes: Buffer;
  counts: { members: number; securityRows: number };
};

beforeAll(async () => {
  source = await newTarget('source');
  const app = await startShop(source);
  try {
    await seedReferenceData(app.db);
    await seedDemoShop(app.db);
    const { admin } = await signIn(app);
    const shopper = await newShopper(app);
    const a = await productWith(app, { price: 150, stock: 20 });
    const b = await productWith(app, { price: 80, stock: 20 });
    const kept = await buy(app, shopper, [{ id: a.id, qty: 2 }]);
    const cancelled = await buy(app, shopper, [{ id: b.id, qty: 1 }]);
    expect((await call(app, 'POST', '/api/order/cancel', { token: shopper.token, body: { id: cancelled } })).status).toBe(200);
    const login = await call(app, 'POST', '/api/login', { body: { UserName: shopper.email, Password: shopper.password, RememberMe: true } });
    expect(login.status).toBe(200);
    const { payload, headers } = multipartFile(await samplePng(), 'ghee.png', 'image/png');
    const uploaded = await app.inject({ method: 'POST', url: '/api/admin/uploads?kind=product', payload, headers: { ...headers, authorization: `Bearer ${admin.token}` } });
    expect(uploaded.statusCode).toBe(200);
    const picture = uploaded.json().data.image as string;
    const fileName = async (url: string) => String((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${shopper.token}` } })).headers['content-disposition']);
    await app.securityLog.settled();
    before = {
      shopper,
      sessionToken: login.body.data.token,
      orderIds: [kept, cancelled],
      invoiceName: await fileName(`/api/invoice?id=${kept}`),
      creditNoteName: await fileName(`/api/creditnote?id=${cancelled}`),
      picture,
      pictureBytes: (await app.inject({ method: 'GET', url: picture })).rawPayload,
      counts: {
        members: (await app.db.select({ n: count() }).from(members))[0].n,
        securityRows: (await app.db.select({ n: count() }).from(securityLog))[0].n,
      },
    };
    expect(before.invoiceName).toMatch(/Invoice INV\d{4}-\d{6}\.pdf/);
    expect(before.creditNoteName).toMatch(/Credit note CN\d{4}-\d{6}\.pdf/);
  } finally {
    await app.close();
  }
}, 120_000);

afterAll(async () => {
  for (const drop of dropped) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${engine})`, () => {
  it('npm run backup writes one file naming the schema version, and npm run restore brings the whole shop back in a fresh place', async () => {
    const made = await npmRun('backup', source, file);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(`Schema at migration ${latest.tag}`);
    const { header } = await readBackupFile(file);
    expect(header).toMatchObject({ engine, migration: { tag: latest.tag, when: latest.when }, payload: { format: engine === 'postgres' ? 'pg_dump-custom' : 'pglite-datadir-tgz' } });
    expect(header.counts).toMatchObject({ members: before.counts.members, orders: expect.any(Number), creditNotes: 1, uploads: 2, securityLog: before.counts.securityRows });
    expect(header.counts.orders).toBeGreaterThanOrEqual(2);

    const fresh = await newTarget('fresh');
    const restored = await npmRun('restore', fresh, file);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Schema at migration ${latest.tag}`);

    const app = await startShop(fresh);
    try {
      // The member's session goes on (the same AUTH_SECRET), and the password logs in again.
      const mine = await call(app, 'GET', '/api/myorderlist', { token: before.sessionToken });
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      const listed = JSON.stringify(mine.body.data);
      for (const id of before.orderIds) expect(listed).toContain(String(id));
      const login = await call(app, 'POST', '/api/login', { body: { UserName: before.shopper.email, Password: before.shopper.password, RememberMe: false } });
      expect(login.status).toBe(200);
      const pdf = async (url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${before.shopper.token}` } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        return String(res.headers['content-disposition']);
      };
      expect(await pdf(`/api/invoice?id=${before.orderIds[0]}`)).toBe(before.invoiceName);
      expect(await pdf(`/api/creditnote?id=${before.orderIds[1]}`)).toBe(before.creditNoteName);
      const picture = await app.inject({ method: 'GET', url: before.picture });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(before.pictureBytes)).toBe(true);
      expect((await app.db.select({ n: count() }).from(uploads))[0].n).toBe(2);
      expect((await app.db.select({ n: count() }).from(securityLog))[0].n).toBeGreaterThanOrEqual(before.counts.securityRows);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('never restores over a shop without --force; with it, replaces the shop whole', async () => {
    const target = await newTarget('occupied');
    await restore(target, file, { force: false });
    const app = await startShop(target);
    const [extra] = await app.db.insert(members).values({ firstName: 'Later', lastName: 'Member', email: `later-${randomBytes(3).toString('hex')}@example.com` }).returning({ id: members.id });
    await app.close();

    await expect(npmRun('restore', target, file)).resolves.toMatchObject({ code: 1, output: expect.stringMatching(/^Nothing was restored: .*(not empty|holds a database already).*--force/m) });
    await expect(restore(target, file, { force: false })).rejects.toThrow(/--force/);
    const lines = await restore(target, file, { force: true });
    expect(lines.join('\n')).toMatch(engine === 'pglite' ? /kept in .*pglite\.before-restore-/ : /replacing what was there/);
    if (engine === 'pglite') expect(readdirSync(target.dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);

    const again = await startShop(target);
    try {
      expect(await again.db.select().from(members).where(eq(members.id, extra.id))).toEqual([]);
      expect((await again.db.select({ n: count() }).from(members))[0].n).toBe(before.counts.members);
      expect((await again.db.select({ n: count() }).from(orders))[0].n).toBe((await readBackupFile(file)).header.counts.orders);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('refuses a backup of a newer schema than this code knows, and one of a schema it never knew, touching nothing', async () => {
    const target = await newTarget('newer');
    const newer = withHeader(file, (h) => (h.migration = { tag: '0999_from_the_future', when: latest.when + 86_400_000 }));
    await expect(restore(target, newer, { force: true })).rejects.toThrow(
      `The backup is of a newer version of the shop (its database is at migration 0999_from_the_future; this code knows up to ${latest.tag}). Restore it with that version of the shop or a later one.`,
    );
    const unknown = withHeader(file, (h) => (h.migration = { tag: null, when: latest.when - 1 }));
    await expect(restore(target, unknown, { force: true })).rejects.toThrow(/which this code does not know/);
    const cli = await npmRun('restore', target, newer);
    expect(cli).toMatchObject({ code: 1, output: expect.stringContaining('Nothing was restored: The backup is of a newer version of the shop') });
    if (engine === 'pglite') expect(existsSync(join(target.dataDir, 'pglite'))).toBe(false);
    else {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
      await client.end();
      expect(rows[0].n).toBe(0);
    }
  }, 60_000);

  it('backs up a database of an older schema (code updated, shop not started yet); the restored one is migrated at start', async () => {
    const older = await newTarget('older');
    await restore(older, file, { force: false });
    // Undo the latest migration by hand, as the database was before this version of the code.
    const downgrade = `${undoOf(latest.tag)}; delete from drizzle.__drizzle_migrations where created_at = ${latest.when}`;
    if (older.databaseUrl) {
      const client = new pg.Client({ connectionString: older.databaseUrl });
      await client.connect();
      await client.query(downgrade);
      await client.end();
    } else {
      const client = await PGlite.create({ dataDir: pgliteDirOf(older.dataDir), extensions });
      await client.exec(downgrade);
      await client.close();
    }
    const olderFile = join(work, 'older.backup');
    const header = await backup(older, olderFile);
    const previous = knownMigrations().at(-2)!;
    expect(header.migration).toEqual({ tag: previous.tag, when: previous.when });
    expect(header.counts.orders).toBeGreaterThanOrEqual(2);

    const fresh = await newTarget('olderfresh');
    expect((await restore(fresh, olderFile, { force: false })).join('\n')).toContain(`Schema at migration ${previous.tag}`);
    const app = await startShop(fresh);
    try {
      // Started, the shop applied the latest migration again and kept the data.
      const applied = await app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations where created_at = ${latest.when}`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
      expect((await app.db.select({ n: count() }).from(orders))[0].n).toBe(header.counts.orders);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a damaged, cut or foreign file before touching anything', async () => {
    const target = await newTarget('damaged');
    const bytes = readFileSync(file);
    const flipped = join(work, 'flipped.backup');
    const copy = Buffer.from(bytes);
    copy[copy.length - 100] ^= 0xff;
    writeFileSync(flipped, copy);
    await expect(restore(target, flipped, { force: true })).rejects.toThrow(/is damaged: its data does not match the checksum/);
    const cut = join(work, 'cut.backup');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 10));
    await expect(restore(target, cut, { force: true })).rejects.toThrow(/is cut short or has bytes added/);
    const foreign = join(work, 'foreign.backup');
    writeFileSync(foreign, 'PGDMP not ours');
    await expect(restore(target, foreign, { force: true })).rejects.toThrow(/is not a backup of the shop/);
    await expect(restore(target, join(work, 'missing.backup'), { force: true })).rejects.toThrow(/There is no file/);
    const other = withHeader(file, (h) => (h.engine = engine === 'pglite' ? 'postgres' : 'pglite'));
    await expect(restore(target, other, { force: true })).rejects.toThrow(engine === 'pglite' ? /backup of a PostgreSQL server/ : /backup of an embedded database/);
  }, 60_000);

  if (engine === 'pglite') {
    it('never opens an embedded database another process holds: the server, a backup or a restore', async () => {
      // Process 1 is always running: a lock it held would be live.
      const lock = lockFileOf(source.dataDir);
      writeFileSync(lock, JSON.stringify({ pid: 1, boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() }));
      try {
        await expect(backup(source, join(work, 'while-held.backup'))).rejects.toThrow(/is in use by process 1 .*so the backup cannot open it/);
        await expect(restore(source, file, { force: true })).rejects.toThrow(/is in use by process 1 .*so the restore cannot open it/);
        await expect(openDatabase({ dataDir: source.dataDir })).rejects.toThrow(/so this process cannot open it/);
        expect(existsSync(join(work, 'while-held.backup'))).toBe(false);
      } finally {
        rmSync(lock, { force: true });
      }
      // A lock left by a process that is gone (or by the machine before a restart) is taken over.
      writeFileSync(lock, JSON.stringify({ pid: 1, boot: 'an-earlier-boot' }));
      const database = await openDatabase({ dataDir: source.dataDir });
      expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
      await database.close();
      expect(existsSync(lock)).toBe(false);
    }, 60_000);
  } else {
    it('leaves the database as it was when a restore fails, and refuses while the shop is connected', async () => {
      const target = await newTarget('atomic');
      await restore(target, file, { force: false });
      const app = await startShop(target);
      await app.db.insert(members).values({ firstName: 'Still', lastName: 'Here', email: 'still-here@example.com' });
      await expect(restore(target, file, { force: true })).rejects.toThrow(/other connection\(s\) use this database: stop the shop's servers/);
      await app.close();
      // A backup whose count does not match what it restores: the check at the end of the transaction undoes it all.
      const wrong = withHeader(file, (h) => (h.counts.orders += 1));
      await expect(restore(target, wrong, { force: true })).rejects.toThrow(/The restored database does not hold what its backup counted: nothing was changed/);
      const again = await startShop(target);
      try {
        expect(await again.db.select({ email: members.email }).from(members).where(eq(members.email, 'still-here@example.com'))).toHaveLength(1);
      } finally {
        await again.close();
      }
    }, 120_000);
  }
});
