// The web app's production build (apps/web/dist): stale when any of its sources is newer than the built index.html.
// `npm start` and `npm run bench:web` build it first when it is missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
export const webDist = join(web, 'dist');
const built = join(webDist, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when apps/web/dist is missing or older than the web app's sources, public files or the contract. */
export function webBuildIsStale() {
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'public')),
    newestMtime(join(root, 'packages/contract/src')),
    ...['index.html', 'vite.config.ts', 'package.json'].map((file) => statSync(join(web, file)).mtimeMs),
  );
  return statSync(built).mtimeMs < sources;
}

/** Builds the web app when its build is missing or stale; returns false when the build failed. */
export function ensureWebBuild(log = console.log) {
  if (!webBuildIsStale()) return true;
  log('Building the web app…');
  return spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;
}
