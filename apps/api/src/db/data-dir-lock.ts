import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One process at a time on an embedded database: PGlite opens a folder another process has open without a word, and
 * two of them writing it would damage it. The server, `npm run backup` and `npm run restore` each hold
 * DATA_DIR/pglite.lock while they use DATA_DIR/pglite; it names the process and this boot of the machine, so a lock
 * left by a process that died (or by the machine before a restart) is taken over.
 */
type Holder = { pid: number; boot: string };

const bootId = () => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const lockFileOf = (dataDir: string) => join(resolve(dataDir), 'pglite.lock');

/** Takes the embedded database's lock for this process; returns its release. Throws, naming the holder, while another process holds it. */
export function lockDataDir(dataDir: string, what: string): () => void {
  const file = lockFileOf(dataDir);
  const me: Holder = { pid: process.pid, boot: bootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
          if (holder.pid === me.pid) rmSync(file, { force: true });
        } catch {
          // Gone already: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: Holder | undefined;
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    } catch {
      holder = undefined;
    }
    if (holder && holder.pid !== process.pid && holder.boot === me.boot && alive(holder.pid)) {
      throw new Error(
        `The embedded database in ${resolve(dataDir)} is in use by process ${holder.pid} (the shop, a backup or a restore), so ${what} cannot open it. Stop that process first; if no such process runs, remove ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take ${file}: another process took it at the same moment. Try again.`);
}
