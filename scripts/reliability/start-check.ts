// Starts the built shop on the Node that runs this script (CI runs it on Node 24 from the npm registry) and checks
// that it serves: the home page, a catalogue call, and a demo shopper's login with the password its first start wrote.
// Writes vitest-start-node<major>.json into $CI_RESULTS_DIR, counted in CI's closing line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '@shop/contract/calls';
import { ensureWebBuild, webDist } from '../web-build.mjs';
import { Report } from './report.ts';

const major = process.versions.node.split('.')[0];
const report = new Report(`start-node${major}`);
const port = 3290;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
const demoFile = join(dataDir, 'demo-accounts.txt');

// The embedded database, whatever the CI's environment says.
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
// As `npm start` does: build the web app when it is missing or stale (CI's browser tests normally built it already).
const built = await report.check('the web app is built', () => {
  if (!ensureWebBuild()) throw new Error('the web build failed');
});
if (!built) {
  report.write();
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
let exited = false;
server.on('exit', () => (exited = true));

async function waitForServer() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}${calls.companyDetails.path}`)).ok) return;
    } catch {
      // not listening yet
    }
    if (exited) throw new Error('the shop stopped while starting');
    if (Date.now() > deadline) throw new Error('the shop did not start within 90 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

try {
  if (await report.check(`the shop starts on Node ${process.versions.node}`, waitForServer)) {
    await report.check('serves the storefront', async () => {
      const res = await fetch(`${base}/`);
      const html = await res.text();
      if (!res.ok || !html.includes('Our Bestseller Products')) throw new Error(`home page answered ${res.status}`);
    });
    await report.check('answers catalogue calls from the demo shop', async () => {
      const body = (await (await fetch(`${base}${calls.categoryList.path}`)).json()) as { data: unknown[] };
      if (!Array.isArray(body.data) || body.data.length < 8) throw new Error('fewer than 8 categories');
    });
    await report.check('lets the demo shopper in with the password the first start wrote', async () => {
      const line = readFileSync(demoFile, 'utf8').split('\n').find((l) => l.includes(' asha@annapurna.example '));
      const password = line?.trim().split(/\s+/).at(-1);
      const res = await fetch(`${base}${calls.passwordLogin.path}`, { method: calls.passwordLogin.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: 'asha@annapurna.example', Password: password, RememberMe: 'false' }) });
      if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  report.write();
}
process.exit(report.failed ? 1 : 0);
