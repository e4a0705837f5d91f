import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { defaultDist, initialJavaScript } from '../scripts/bundle-budget.mjs';

// The JavaScript budget of the shopper's first page (issue 7): the entry chunk and what it imports statically, gzipped.
test('the home page starts with at most 90 KB of gzipped JavaScript', () => {
  const { files, gzipBytes, budgetBytes } = initialJavaScript();
  const listing = files.map((f) => `${f.file}: ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
  expect(gzipBytes, `initial JavaScript ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${listing})`).toBeLessThanOrEqual(budgetBytes);
});

// Chromium compiles the entry whole while it downloads when its first line says so (decision 171), in every copy the
// server may send.
test('the entry chunk asks Chromium to compile it whole, in its plain, brotli and gzip copies', () => {
  const entry = join(defaultDist, initialJavaScript().entry);
  for (const text of [readFileSync(entry), brotliDecompressSync(readFileSync(`${entry}.br`)), gunzipSync(readFileSync(`${entry}.gz`))]) {
    expect(text.toString('utf8').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  }
});

test('the home page loads only start.js, then its initial JavaScript, until the app has taken the drawn page over', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The server drew the page (decision 164); start.js fetches the app after its first paint, and goto returns once the
  // app has taken the page over (fixtures.ts).
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const initial = initialJavaScript().files.map((f) => `/${f.file}`);
  // The carousel's code may follow at once: it loads when the page is idle.
  expect(scripts.filter((script) => !script.includes('embla-carousel')).sort()).toEqual(['/start.js', ...initial].sort());
  await expect(page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('heading').first()).toBeVisible();
});
