// The shopper's first page must stay light: the JavaScript a browser downloads before the home page can run (the
// entry chunk and every chunk it imports statically, from Vite's build manifest), gzipped, against a budget.
// `npm run check:bundle` prints it; e2e/budget.spec.ts fails the test run when it is over.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 90 * 1024;
export const defaultDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

export function initialJavaScript(dist = defaultDist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest names no entry chunk.');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  const files = [...seen].map((key) => {
    const body = readFileSync(join(dist, manifest[key].file));
    return { file: manifest[key].file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  return { entry: manifest[entry].file, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), budgetBytes: BUDGET_BYTES };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = initialJavaScript(process.argv[2] ?? defaultDist);
  for (const f of result.files) console.log(`${f.file.padEnd(40)} ${kb(f.bytes).padStart(10)} ${kb(f.gzipBytes).padStart(10)} gzipped`);
  const over = result.gzipBytes > result.budgetBytes;
  console.log(`Home page's initial JavaScript: ${kb(result.gzipBytes)} gzipped, budget ${kb(result.budgetBytes)}: ${over ? 'OVER BUDGET' : 'within budget'}`);
  process.exit(over ? 1 : 0);
}
