// The web app's production build (apps/web/dist: client/ for the browser, server/ for drawing pages): stale when any
// of its sources is newer than the built server entry. `npm start`, the tests and the benchmarks build it first when
// it is missing or stale; run as a script, it does just that.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
export const webDist = join(web, 'dist');
const built = join(webDist, 'server', 'index.js');

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
  if (!existsSync(built) || !existsSync(join(webDist, 'client'))) return true;
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'public')),
    newestMtime(join(root, 'packages/contract/src')),
    ...['react-router.config.ts', 'vite.config.ts', 'lingui.config.ts', 'package.json'].map((file) => statSync(join(web, file)).mtimeMs),
  );
  return statSync(built).mtimeMs < sources;
}

// A production build whoever asks (the test runner sets NODE_ENV=test, which would build React's development copy).
const build = ['npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } }];

/** Builds the web app when its build is missing or stale; returns false when the build failed. */
export function ensureWebBuild(log = console.log) {
  if (!webBuildIsStale()) return true;
  log('Building the web app…');
  return spawnSync(...build).status === 0;
}

/** Starts building the web app (whether stale or not) and returns the build's process. */
export function startWebBuild() {
  return spawn(...build);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(ensureWebBuild() ? 0 : 1);
