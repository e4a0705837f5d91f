// npm run backup -- [file]            the shop's database into one file (default: shop-<date and time>.backup)
// npm run restore -- <file> [--force] a backup into an empty database; --force replaces a shop that is there
// Which database: DATABASE_URL (PostgreSQL) when set, else DATA_DIR's embedded one, as the server reads them.
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backup, describeBackup, restore } from './backup.ts';

const usage = 'Usage: npm run backup -- [file]   |   npm run restore -- <file> [--force]';
const [command, ...args] = process.argv.slice(2);
const force = args.includes('--force');
// npm runs scripts in the repository's folder: a file named on the command line is where the owner stood (INIT_CWD).
const files = args.filter((a) => a !== '--force').map((a) => (a.startsWith('-') ? a : resolve(process.env.INIT_CWD ?? process.cwd(), a)));
const unknown = files.filter((a) => a.startsWith('-'));

async function main(): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || unknown.length || files.length > 1 || (command === 'backup' && force)) {
    console.error(unknown.length ? `Unknown option ${unknown.join(', ')}. ${usage}` : usage);
    return 2;
  }
  let target;
  try {
    const config = loadConfig();
    target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  if (command === 'backup') {
    const file = files[0] ?? resolve(process.env.INIT_CWD ?? process.cwd(), `shop-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.backup`);
    try {
      const header = await backup(target, file);
      console.log(`Backed up the ${header.engine === 'postgres' ? `PostgreSQL ${header.versions.postgres} database` : 'embedded database'} into ${file} (${(header.payload.bytes / 1024 / 1024).toFixed(1)} MB).`);
      console.log(describeBackup(header));
      console.log('It holds personal data and password hashes: keep it where only the shop owner can read it, and a copy off this machine.');
      return 0;
    } catch (err) {
      console.error(`The backup failed: ${(err as Error).message}`);
      return 1;
    }
  }
  if (!files[0]) {
    console.error(usage);
    return 2;
  }
  try {
    for (const line of await restore(target, files[0], { force })) console.log(line);
    console.log(
      'Start the shop: it migrates an older backup to this version at start. Logins stay valid where AUTH_SECRET (or DATA_DIR/auth-secret) is the same as before; otherwise members log in again.',
    );
    return 0;
  } catch (err) {
    console.error(`Nothing was restored: ${(err as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
