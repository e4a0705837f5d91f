/**
 * `npm run admin -- create <email> [--password <password>] [--name "First Last"] [--promote]`
 * Creates the shop's admin account, or sets an admin's password (ending its sessions); a shopper's account becomes
 * admin only with --promote. The password comes from
 * --password, else ADMIN_PASSWORD, else it is asked for (hidden) on the terminal. Works on the database the server
 * uses: DATABASE_URL when set, otherwise the embedded one in DATA_DIR (stop the server first: only one process can
 * open an embedded database).
 */
import { stdin, stdout } from 'node:process';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { emailPattern } from '@shop/contract';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { ensureAdmin } from '../auth/index.ts';

export const usage = `Usage: npm run admin -- create <email> [--password <password>] [--name "First Last"] [--promote]
  The password may also come from ADMIN_PASSWORD, or is asked for when left out.
  --promote makes an existing shopper's account an administrator (refused without it).
  Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./.data).`;

const emailSchema = z.string().trim().toLowerCase().regex(emailPattern, { error: 'Please give a valid e-mail address.' });
const passwordSchema = z.string().min(8, { error: 'The password must be at least 8 characters.' }).max(200, { error: 'The password is too long.' });

export type CliArgs = { email: string; password?: string; firstName: string; lastName: string; promote: boolean };

/** Reads the command line; throws an Error whose message is meant for the person at the terminal. */
export function parseArgs(argv: string[]): CliArgs {
  const [command, email, ...rest] = argv;
  if (command !== 'create' || !email || email.startsWith('--')) throw new Error(usage);
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  let password: string | undefined;
  let name = 'Shop Admin';
  let promote = false;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    if (flag === '--promote') {
      promote = true;
      continue;
    }
    const value = rest[i + 1];
    if ((flag === '--password' || flag === '--name') && value === undefined) throw new Error(`${flag} needs a value.\n${usage}`);
    if (flag === '--password') password = value;
    else if (flag === '--name') name = value.trim() || name;
    else throw new Error(`Unknown option ${flag}.\n${usage}`);
    i++;
  }
  const [firstName, ...last] = name.split(/\s+/);
  return { email: parsed.data, password, firstName, lastName: last.join(' ') || 'Admin', promote };
}

/** Asks for a password on the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (c === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        value = c === '\u007f' || c === '\b' ? value.slice(0, -1) : value + c;
      }
    };
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function resolvePassword(args: CliArgs, env: NodeJS.ProcessEnv): Promise<string> {
  const given = args.password ?? env.ADMIN_PASSWORD;
  let password = given;
  if (password === undefined) {
    if (!stdin.isTTY) throw new Error('No password given: use --password, ADMIN_PASSWORD, or run this in a terminal to be asked.');
    password = await askHidden('Password for the admin (at least 8 characters): ');
    const again = await askHidden('The same password again: ');
    if (again !== password) throw new Error('The two passwords differ. Nothing was changed.');
  }
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0].message);
  return checked.data;
}

/** Runs the command; returns the line to print on success. */
export async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const args = parseArgs(argv);
  const password = await resolvePassword(args, env);
  const config = loadConfig({ ...env, ADMIN_PASSWORD: undefined, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { id, outcome, disabled } = await ensureAdmin(database.db, args.email, password, { firstName: args.firstName, lastName: args.lastName, promote: args.promote });
    const ended = outcome === 'password changed' || outcome === 'promoted' ? ' Its earlier sessions were ended.' : '';
    const warning = disabled ? ' The account is disabled: enable it in the back office (People) before it can log in.' : '';
    return `Admin account ready: ${args.email} (member ${id}, ${outcome}).${ended}${warning} Log in at /Login with the password and the code mailed to it, then open /admin.`;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminCli(process.argv.slice(2))
    .then((line) => {
      console.log(line);
      process.exit(0);
    })
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
