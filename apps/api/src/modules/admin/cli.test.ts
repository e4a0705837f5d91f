import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/password.ts';
import { parseArgs, runAdminCli } from './cli.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// The embedded database in a temporary DATA_DIR, whatever DATABASE_URL the test run has.
const env = { DATA_DIR: dataDir, NODE_ENV: 'test' } as NodeJS.ProcessEnv;

describe('npm run admin -- create <email>', () => {
  it('reads the e-mail, the password and the name from the command line', () => {
    expect(parseArgs(['create', 'Owner@Example.com', '--password', 'secret-pass', '--name', 'Meera Iyer'])).toEqual({ email: 'owner@example.com', password: 'secret-pass', firstName: 'Meera', lastName: 'Iyer', promote: false });
    expect(parseArgs(['create', 'x@example.com', '--promote']).promote).toBe(true);
    expect(() => parseArgs(['make', 'x@example.com'])).toThrow(/^Usage/);
    expect(() => parseArgs(['create', 'not-an-email'])).toThrow('Please give a valid e-mail address.');
    expect(() => parseArgs(['create', 'x@example.com', '--password'])).toThrow(/--password needs a value/);
  });

  it('creates the admin in the database, then updates the password of the same account', async () => {
    expect(await runAdminCli(['create', 'owner@example.com', '--password', 'first-password'], env)).toMatch(/^Admin account ready: owner@example.com \(member \d+, created\)/);
    expect(await runAdminCli(['create', 'owner@example.com'], { ...env, ADMIN_PASSWORD: 'second-password' })).toContain('password changed). Its earlier sessions were ended.');
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(members).where(eq(members.email, 'owner@example.com'));
      expect(rows).toHaveLength(1);
      expect(rows[0].role).toBe('admin');
      expect(await verifyPassword('second-password', rows[0].passwordHash!)).toBe(true);
    } finally {
      await database.close();
    }
    // Three openings of an embedded database on disk (each checks the migrations) take a while on a busy machine.
  }, 120_000);

  it('refuses a short password without touching the database', async () => {
    await expect(runAdminCli(['create', 'short@example.com', '--password', 'short'], env)).rejects.toThrow('The password must be at least 8 characters.');
  });
});
