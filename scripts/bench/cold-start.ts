// Cold start: the server `npm start` runs (apps/api/src/server.ts, embedded PGlite, demo shop), started on a fresh
// data directory, timed from spawn to the first page answered: the HTML when a web build is served, and the home
// page's products. First without the migrated PGlite template (a machine's first start, which makes it), then with
// it, then a restart on the same directory, and where a cold start's time goes (cold-start-phases.ts).
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { calls } from '@shop/contract/calls';
import { templateFile } from '../../apps/api/src/db/pglite-template.ts';
import { root, stopChild, waitFor } from './processes.ts';

export type ColdStart = { firstOnMachine: number; median: number; runs: number[]; restart: number; phases: Record<string, number>; servedWeb: boolean };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeStart(port: number, dataDir: string, webDist: string | undefined): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${calls.homeProducts.path}`, 120_000, child);
    if (webDist) await waitFor(`${base}/`, 10_000, child);
    return performance.now() - started;
  } finally {
    await stopChild(child);
  }
}

async function inFreshDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cold-'));
  try {
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureColdStart(opts: { port: number; runs: number; log: (line: string) => void }): Promise<ColdStart> {
  const builtWeb = join(root, 'apps/web/dist');
  const webDist = process.env.WEB_DIST ?? (existsSync(join(builtWeb, 'server', 'index.js')) ? builtWeb : undefined);
  const template = templateFile(join(root, 'apps/api/src/db/migrations'));
  if (template) rmSync(template, { force: true });
  const firstOnMachine = await inFreshDir((dir) => timeStart(opts.port, dir, webDist));
  opts.log(`first start on this machine (no template yet): ${(firstOnMachine / 1000).toFixed(2)} s`);
  const runs: number[] = [];
  let restart = 0;
  for (let i = 0; i < opts.runs; i++) {
    await inFreshDir(async (dir) => {
      runs.push(await timeStart(opts.port, dir, webDist));
      opts.log(`cold start ${i + 1}: ${(runs[i] / 1000).toFixed(2)} s`);
      if (i === 0) {
        restart = await timeStart(opts.port, dir, webDist);
        opts.log(`restart on the same data: ${(restart / 1000).toFixed(2)} s`);
      }
    });
  }
  const phases = await inFreshDir(async (dir) => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/bench/cold-start-phases.ts', dir], { cwd: root });
    return JSON.parse(stdout.trim().split('\n').pop() as string) as Record<string, number>;
  });
  opts.log(`phases (ms): ${JSON.stringify(Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v)])))}`);
  return { firstOnMachine, median: median(runs), runs, restart, phases, servedWeb: Boolean(webDist) };
}
