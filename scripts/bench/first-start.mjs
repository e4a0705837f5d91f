// First start: times `npm start` in a checkout (a fresh clone after `npm ci`, say) from the command to the first page
// answered (GET / → 200, HTML), several runs, with the machine's load average beside each.
//
//   node scripts/bench/first-start.mjs [--dir <checkout>] [--runs 3] [--port 3270] [--mode fresh|empty|existing]
//
// --mode fresh (default): as a fresh clone's first start: no web build (apps/web/dist), no data directory (.data) and
//   no migrated PGlite template (node_modules/.cache/shop-pglite), each removed before every run.
// --mode empty: the web build and the template kept, an empty data directory.
// --mode existing: everything kept (a restart; run once in another mode first).
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: new URL('../..', import.meta.url).pathname },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3270' },
    mode: { type: 'string', default: 'fresh' },
  },
});
const dir = resolve(args.dir);
const port = Number(args.port);
if (!['fresh', 'empty', 'existing'].includes(args.mode)) throw new Error(`--mode must be fresh, empty or existing, not ${args.mode}`);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function pageAnswered() {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    const html = await res.text();
    return res.status === 200 && /^<!DOCTYPE html>/i.test(html.trimStart());
  } catch {
    return false;
  }
}

async function timeStart() {
  if (await pageAnswered()) throw new Error(`Something already answers on port ${port}`);
  if (args.mode !== 'existing') rmSync(join(dir, '.data'), { recursive: true, force: true });
  if (args.mode === 'fresh') {
    rmSync(join(dir, 'apps/web/dist'), { recursive: true, force: true });
    rmSync(join(dir, 'node_modules/.cache/shop-pglite'), { recursive: true, force: true });
  }
  const loadBefore = load();
  const started = performance.now();
  const startedAt = Date.now();
  // Its own process group, so npm, start.mjs, the build and the server stop together.
  const child = spawn('npm', ['start'], { cwd: dir, detached: true, stdio: 'ignore', env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' } });
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    while (!(await pageAnswered())) {
      if (exited) throw new Error('`npm start` exited before answering');
      if (performance.now() - started > 180_000) throw new Error('no page after 180 s');
      await sleep(100);
    }
    // When the web build and the demo shop were done (their files' times), from the command.
    const doneAt = (file) => (existsSync(join(dir, file)) && statSync(join(dir, file)).mtimeMs > startedAt ? `${((statSync(join(dir, file)).mtimeMs - startedAt) / 1000).toFixed(1)} s` : '-');
    const steps = `web build done ${doneAt('apps/web/dist/server/index.js')}, demo shop loaded ${doneAt('.data/demo-accounts.txt')}`;
    return { seconds: (performance.now() - started) / 1000, loadBefore, loadAfter: load(), steps };
  } finally {
    if (!exited) {
      process.kill(-child.pid, 'SIGTERM');
      for (let waited = 0; !exited && waited < 15_000; waited += 100) await sleep(100);
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    }
  }
}

const times = [];
for (let run = 1; run <= Number(args.runs); run++) {
  const { seconds, loadBefore, loadAfter, steps } = await timeStart();
  times.push(seconds);
  console.log(`${args.mode} start ${run}: ${seconds.toFixed(1)} s (${steps}; load average before ${loadBefore}, after ${loadAfter})`);
  await sleep(2_000);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`${args.mode}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s, ${sorted[0].toFixed(1)}–${sorted.at(-1).toFixed(1)} s over ${times.length} runs`);
