// `npm start`: builds the web app when its build is missing or older than its sources, then serves the shop.
//
// On a fresh clone the build takes about 20 s and a new database (migrations, the demo shop and its past) about 9 s
// more, each mostly on one core: so when both are to be done, the database is prepared beside the build
// (apps/api/src/prepare.ts, which holds the data directory's lock while it runs) and the server starts on ready
// data once both are done. What the preparation prints (the demo accounts' passwords) is shown after the build's log.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startWebBuild, webBuildIsStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const api = join(root, 'apps/api');
const env = { NODE_ENV: 'production', DATA_DIR: join(root, '.data'), ...process.env };
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => running.forEach((child) => child.kill(signal)));

/** Resolves to the child's exit code once it has exited. */
const finished = (child) => {
  running.add(child);
  return new Promise((done) => child.on('exit', (code) => (running.delete(child), done(code ?? 1))));
};
const runApi = (file, stdio) => spawn(process.execPath, ['--import', 'tsx', file], { cwd: api, stdio, env });

if (webBuildIsStale()) {
  // A new embedded database (PostgreSQL's is left to the server: there is no cheap way to tell it is empty).
  const newDatabase = !env.DATABASE_URL && !existsSync(join(resolve(api, env.DATA_DIR), 'pglite', 'PG_VERSION'));
  console.log(newDatabase ? 'Building the web app, and meanwhile loading the demo shop into a new database…' : 'Building the web app…');
  const preparing = newDatabase && runApi('src/prepare.ts', ['ignore', 'pipe', 'pipe']);
  const output = [];
  if (preparing) for (const stream of [preparing.stdout, preparing.stderr]) stream.on('data', (chunk) => output.push(chunk));
  const [built, prepared] = await Promise.all([finished(startWebBuild()), preparing ? finished(preparing) : 0]);
  process.stdout.write(Buffer.concat(output));
  if (built !== 0 || prepared !== 0) process.exit(1);
}

const server = runApi('src/server.ts', 'inherit');
process.exit(await finished(server));
