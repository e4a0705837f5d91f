// Drawn pages under load (issue 32): the shop's production server, started from a checkout of the repository (this
// one by default, or `--repo DIR` for another commit's, built there), answers 200 distinct product pages at 16
// connections for 20 s (autocannon, HTML as a browser asks for it), then 200 cart pages for two members drawn at once,
// each checked to be its own member's. Prints one Markdown row per run for bench/results.md.
//   node --import tsx scripts/bench/pages.ts [--repo DIR] [--label TEXT] [--seconds 20] [--connections 16]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    repo: { type: 'string', default: resolve(new URL('../..', import.meta.url).pathname) },
    label: { type: 'string', default: 'this commit' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3390' },
  },
});
const base = `http://127.0.0.1:${args.port}`;
const secret = 'bench-secret-bench-secret-bench-secret-01';

function start(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-pages-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(args.repo, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: args.port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_SECRET: secret, DEMO_ACCOUNTS_FILE: join(dataDir, 'demo.txt'), ACCESS_LOG_SAMPLE: '0' },
  });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((ready, fail) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/companydetails`)).ok) return ready(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return fail(new Error('The server did not start.'));
      setTimeout(poll, 500);
    };
    void poll();
  });
}

const json = async (path: string, init?: RequestInit): Promise<any> => (await fetch(base + path, init)).json();

/** A new member with one product in the cart: their token and name. */
async function member(first: string, productId: number) {
  const email = `${first.toLowerCase()}.${Date.now()}@bench.example`;
  const password = 'bench-password-1';
  await json('/api/memberregistraion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Firstname: first, Lastname: 'Bench', Email: email, Pincode: '560025', Password: password, ConfirmPassword: password }) });
  const login = await json('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: email, Password: password, RememberMe: 'false' }) });
  const token = login.data.token as string;
  await json('/api/addtocart', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ productID: productId }) });
  return { token, first };
}

const server = await start();
try {
  const products = (await json('/api/product?page=1&pageSize=300')).data as { Id: number; Name: string }[];
  const urls = products.slice(0, 200).map((p) => `/product/${p.Id}`);
  const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  // One round to warm every page once, as a shop that has been open a while has.
  for (const url of urls) await fetch(base + url, { headers });
  let next = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: base,
        connections: Number(args.connections),
        duration: Number(args.seconds),
        requests: [{ method: 'GET', headers, setupRequest: (request: { path: string }) => ({ ...request, path: urls[next++ % urls.length] }) }],
      },
      (err, res) => (err ? fail(err) : done(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  times.sort((x, y) => x - y);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);

  // Two members' carts drawn at once: each page names its own member only.
  const [a, b] = await Promise.all([member('Aparna', products[0].Id), member('Bhaskar', products[1].Id)]);
  const cookie = (token: string) => `MemberPage=${token}`;
  let mixed = 0;
  const checks = Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b));
  for (let i = 0; i < checks.length; i += 16) {
    await Promise.all(
      checks.slice(i, i + 16).map(async (who) => {
        const html = await (await fetch(`${base}/cart`, { headers: { cookie: cookie(who.token) } })).text();
        const other = who === a ? b : a;
        if (!html.includes(who.first) || html.includes(other.first)) mixed++;
      }),
    );
  }
  console.log('| run | pages | pages/s | p50 ms | p95 ms | p99 ms | errors | carts drawn for the wrong member |');
  console.log(`| ${args.label} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${errors} | ${mixed} of 200 |`);
} finally {
  server.kill('SIGTERM');
}
