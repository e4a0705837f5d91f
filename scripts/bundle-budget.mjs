// The shopper's first page must stay light: the JavaScript the home page loads (React Router's manifest, the entry and
// what it imports, and the modules of the routes that draw the home page with what they import), gzipped, against a
// budget. `npm run check:bundle` prints it from the build; e2e/budget.spec.ts counts what the browser loads, after the
// first paint included, against the same budget.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// React DOM (64 KB) and React Router's runtime (43 KB) come before any shop code; the home page's own code, its
// English texts and TanStack Query bring it to about 183 KB (decision 173, bench/results.md); the banner carousel
// needs no code (CSS scroll snap, decision 055).
export const BUDGET_BYTES = 190 * 1024;
/** The browser's part of the web build. */
export const defaultClient = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist', 'client');
/** The routes that draw the home page, from the root down (apps/web/src/routes.ts). */
const homeRoutes = ['root', 'routes/frame', 'routes/pages', 'routes/home'];

/** React Router's manifest of the build: the entry and each route's module and imports, as the browser gets it. */
function routerManifest(client) {
  const file = readdirSync(join(client, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("The build has no React Router manifest (assets/manifest-*.js).");
  const text = readFileSync(join(client, 'assets', file), 'utf8');
  return { file: `/assets/${file}`, manifest: JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) };
}

export function initialJavaScript(client = defaultClient) {
  const { file, manifest } = routerManifest(client);
  const paths = new Set([file, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of homeRoutes) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The build has no route ${id}.`);
    for (const path of [route.module, ...(route.imports ?? [])]) paths.add(path);
  }
  const files = [...paths].map((path) => {
    const body = readFileSync(join(client, path));
    return { file: path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), budgetBytes: BUDGET_BYTES };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = initialJavaScript(process.argv[2] ?? defaultClient);
  for (const f of result.files) console.log(`${f.file.padEnd(48)} ${kb(f.bytes).padStart(10)} ${kb(f.gzipBytes).padStart(10)} gzipped`);
  const over = result.gzipBytes > result.budgetBytes;
  console.log(`Home page's initial JavaScript: ${kb(result.gzipBytes)} gzipped, budget ${kb(result.budgetBytes)}: ${over ? 'OVER BUDGET' : 'within budget'}`);
  process.exit(over ? 1 : 0);
}
