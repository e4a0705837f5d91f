import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { members } from '../schema/index.ts';
import type { DemoAccount } from './index.ts';

/** Where the first start writes the demo accounts' passwords: DEMO_ACCOUNTS_FILE, else DATA_DIR/demo-accounts.txt (none in memory). */
export function demoAccountsFile(config: { dataDir: string; demoAccountsFile?: string }): string | undefined {
  if (config.demoAccountsFile) return resolve(config.demoAccountsFile);
  return config.dataDir.startsWith('memory://') ? undefined : join(resolve(config.dataDir), 'demo-accounts.txt');
}

/** The text printed once and kept in the file: who, which password, and how to change it. */
export function demoAccountsText(accounts: DemoAccount[]): string {
  return [
    'Demo accounts of this shop (random passwords, made when the demo shop was loaded; shown only this once):',
    ...accounts.map((a) => `  ${a.role === 'admin' ? 'back office' : 'shopper    '}  ${a.email}  ${a.password}`),
    'Change them: log in and use "Change password" on the account page, or `npm run admin -- create <email>` for the admin.',
    'An administrator logs in with the password, then a code mailed to the address.',
    '',
  ].join('\n');
}

/** A demo account's password, read back from the file `demoAccountsText` wrote (for journeys and benchmarks). */
export function demoPasswordIn(file: string, email: string): string {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.includes(` ${email} `));
  const password = line?.trim().split(/\s+/).at(-1);
  if (!password) throw new Error(`${email} is not in ${file}`);
  return password;
}

/** Writes the demo passwords to a file only its owner can read (0600). */
export function writeDemoAccounts(file: string, accounts: DemoAccount[]) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, demoAccountsText(accounts), { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Active accounts that still have the first password the demo seed gave them. */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const rows = await db.select({ email: members.email }).from(members).where(and(eq(members.demoPassword, true), eq(members.status, 1)));
  return rows.map((r) => r.email ?? '');
}
