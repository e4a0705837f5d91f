// `npm run bench:web`: Lighthouse's mobile audit (performance, accessibility and SEO) of the home page, the shop page,
// a demo product's page, and the cart and checkout of a logged-in demo shopper with two products in the cart, served
// by the production server, written to bench/web.md and printed.
//   --runs N      Lighthouse runs per page; every figure is the median (default 3)
//   --save DIR    also keep each page's median run as a full Lighthouse report (DIR/<page>.report.json and .html)
//   --url URL     audit a shop already running there (such as one behind nginx) instead of starting one; the cart
//                 and checkout need SHOPPER_EMAIL and SHOPPER_PASSWORD of a member there (else they are left out)
//   --out FILE    where the report goes (default bench/web.md)
//   --pages A,B   only these pages, by name (such as "Checkout,Checkout in Hindi"); the report then holds only them
// Without --url it builds the web app first when apps/web/dist is missing or stale, then starts the production server.
// Exit code 0 when every page was measured, whether or not the goals are met; 1 when something could not be measured.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { ProductListReply } from '@shop/contract';
import { calls } from '@shop/contract/calls';
import { memberPageCookieName, memberPagePaths } from '@shop/contract/member-page-cookie';
import { demoPasswordIn } from '../../apps/api/src/db/seed/demo-accounts.ts';
import { findChromium } from '../find-chromium.mjs';
import { ensureWebBuild } from '../web-build.mjs';
import { root, startServer, type Server } from './processes.ts';
import { probeTextLayout } from './text-layout-probe.ts';
import { figuresOf, renderWebReport, resultTable, summarise, type PageResult, type RunFigures } from './web-report.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, save: { type: 'string' }, url: { type: 'string' }, out: { type: 'string', default: 'bench/web.md' }, pages: { type: 'string' } } });
const runsPerPage = Number(args.runs);
if (!Number.isInteger(runsPerPage) || runsPerPage < 1 || runsPerPage > 15) throw new Error('--runs must be a whole number from 1 to 15.');
const log = (line: string) => console.error(`[bench:web] ${line}`);
const DEMO_SHOPPER = 'asha@annapurna.example';

/** The flags the brief of this benchmark fixes; chrome-launcher adds its own (no extensions, no first-run UI...). */
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('No free port.'))));
    });
  });
}

let chromiumVersion: string | undefined;

/** A logged-in member as the login screens leave it in the browser: the session keys of local storage. */
type Storage = Record<string, string>;

/**
 * One Lighthouse run in a fresh Chromium: default config (mobile emulation, simulated throttling), two categories.
 * With `storage`, the page's origin gets those local storage keys first (a member's login), and Lighthouse is told
 * to keep them: it still clears the caches, so the page loads cold as for any other run.
 */
async function auditOnce(url: string, storage?: Storage): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags, logLevel: 'silent' });
  try {
    // The user agent says 156.0.0.0; the browser's own endpoint gives the full version.
    chromiumVersion ??= ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser.replace(/^(Headless)?Chrome\//, 'Chromium ');
    if (storage) await storeInBrowser(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'], disableStorageReset: Boolean(storage) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** Writes local storage keys for `origin` in the browser on `port` (a blank page of the origin, then closed). */
async function storeInBrowser(port: number, origin: string, storage: Storage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A file that runs no script: only its origin matters.
    await page.goto(`${origin}/favicon.svg`);
    // Runs in the page, where `localStorage` is the page's (this script is typed for Node, hence globalThis).
    await page.evaluate((entries) => {
      const store = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      for (const [key, value] of entries) store.setItem(key, value);
    }, Object.entries(storage));
    const domain = new URL(origin).hostname;
    // A device that chose its language also has the cookie the storefront sets with it (decision 161).
    if (storage.Language) await browser.setCookie({ name: 'Language', value: storage.Language, domain, path: '/' });
    // A logged-in member's browser has the cookies of the member's pages the storefront sets at login (decision 169).
    if (storage.authToken) await browser.setCookie(...memberPagePaths.map((path) => ({ name: memberPageCookieName, value: storage.authToken, domain, path, sameSite: 'Strict' as const })));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** A run that fails (Chromium or Lighthouse giving up on a busy machine) is tried once more before the benchmark gives up. */
async function audit(url: string, storage?: Storage): Promise<Result> {
  try {
    return await auditOnce(url, storage);
  } catch (e) {
    log(`${url}: ${(e as Error).message}; trying once more`);
    return auditOnce(url, storage);
  }
}


/** Logs the member in through the API, fills the cart with two products, and answers the browser's session keys. */
async function shopperSession(origin: string, email: string, password: string, productIds: number[]): Promise<Storage> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ data: Record<string, unknown> }>;
  };
  const { data } = await post(calls.passwordLogin.path, { UserName: email, Password: password, RememberMe: 'false' });
  if (typeof data.token !== 'string') throw new Error(`${email} was asked for a mailed login code.`);
  const token = data.token;
  for (const productID of productIds) await post(calls.addToCart.path, { productID }, token);
  const cart = (await (await fetch(origin + calls.cartDetails.path, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[] };
  if (cart.data.length < productIds.length) throw new Error(`The cart holds ${cart.data.length} lines after adding ${productIds.length} products.`);
  return { authToken: token, MemberName: String(data.MemberName), MemberID: String(data.MemberID), MemberMob: String(data.MemberMob ?? ''), Status: String(data.Status), Role: 'member' };
}

const startedAt = new Date();
let server: Server | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-web-'));
try {
  let origin: string;
  if (args.url) {
    origin = new URL(args.url).origin;
    log(`auditing the shop at ${origin}`);
  } else {
    if (!ensureWebBuild(log)) throw new Error('The web app did not build (npm run build -w apps/web).');
    const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
    log(`starting the production server on port ${port} (data in ${dataDir})`);
    server = await startServer('apps/api/src/server.ts', port, { DATA_DIR: dataDir }, calls.homeProducts.path);
    origin = server.url;
  }
  const home = (await (await fetch(`${origin}${calls.homeProducts.path}`)).json()) as ProductListReply;
  const product = home.data[0];
  if (!product) throw new Error('The demo shop has no products on its home page.');
  const inStock = home.data.filter((p) => p.In_stock).slice(0, 2);
  if (inStock.length < 2) throw new Error('The demo shop has fewer than two products in stock on its home page.');

  // The demo shopper (its password from the file the server wrote), or the member named for a shop at --url.
  const email = args.url ? process.env.SHOPPER_EMAIL : DEMO_SHOPPER;
  const password = args.url ? process.env.SHOPPER_PASSWORD : demoPasswordIn(join(dataDir, 'demo-accounts.txt'), DEMO_SHOPPER);
  const storage = email && password ? await shopperSession(origin, email, password, inStock.map((p) => p.Id)) : undefined;
  if (!storage) log('no shopper to log in (SHOPPER_EMAIL, SHOPPER_PASSWORD): the cart and checkout are left out');

  const allPages: { name: string; path: string; storage?: Storage }[] = [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/shop' },
    { name: 'Product', path: `/product/${product.Id}` },
    ...(storage ? [{ name: 'Cart', path: '/cart', storage }, { name: 'Checkout', path: '/checkout', storage }] : []),
    // The same pages read in Hindi (the device's choice in its storage): its messages chunk and Devanagari font load too.
    { name: 'Home in Hindi', path: '/', storage: { Language: 'hi' } },
    { name: 'Product in Hindi', path: `/product/${product.Id}`, storage: { Language: 'hi' } },
    ...(storage ? [{ name: 'Checkout in Hindi', path: '/checkout', storage: { ...storage, Language: 'hi' } }] : []),
  ];
  const only = args.pages?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !allPages.some((p) => p.name === name)) ?? [];
  if (unknown.length) throw new Error(`No page named ${unknown.join(', ')}: the pages are ${allPages.map((p) => p.name).join(', ')}.`);
  const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;
  const runs = new Map<string, { figures: RunFigures; lhr: Result }[]>(pages.map((p) => [p.name, []]));
  for (let i = 1; i <= runsPerPage; i++) {
    for (const page of pages) {
      const lhr = await audit(origin + page.path, page.storage);
      if (page.storage?.authToken && new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}: the member was not logged in.`);
      const figures = figuresOf(lhr);
      runs.get(page.name)?.push({ figures, lhr });
      log(`${page.name} run ${i}/${runsPerPage}: performance ${figures.performance}, accessibility ${figures.accessibility}, SEO ${figures.seo}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`);
    }
  }
  const results: PageResult[] = pages.map((p) => summarise(p.name, p.path, runs.get(p.name) ?? []));
  const textLayout = await probeTextLayout(findChromium(), chromeFlags);
  log(`first layout of 300 boxes: ${textLayout.boxesMs.toFixed(1)} ms; with a line of text in each: ${textLayout.textMs.toFixed(1)} ms`);

  const first = results[0].medianRun;
  const report = renderWebReport({
    startedAt,
    pages: results,
    runsPerPage,
    origin,
    server: args.url ? origin : undefined,
    productName: `${product.Name} (${product.Pack_Size})`,
    textLayout,
    versions: { chromium: chromiumVersion ?? first.environment.hostUserAgent, lighthouse: first.lighthouseVersion, benchmarkIndex: first.environment.benchmarkIndex },
  });
  const file = resolve(root, args.out);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, report);
  if (args.save) {
    const dir = resolve(args.save);
    mkdirSync(dir, { recursive: true });
    for (const page of results) {
      const name = page.name.toLowerCase();
      writeFileSync(join(dir, `${name}.report.json`), JSON.stringify(page.medianRun, null, 2));
      writeFileSync(join(dir, `${name}.report.html`), generateReport(page.medianRun, 'html'));
    }
    log(`median runs saved in ${dir}`);
  }
  console.log(resultTable(results).join('\n'));
  log(`written to ${file}`);
} catch (e) {
  log(`could not measure: ${(e as Error).stack ?? (e as Error).message}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
