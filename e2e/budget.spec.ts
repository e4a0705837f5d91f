import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { BUDGET_BYTES, initialJavaScript } from '../scripts/bundle-budget.mjs';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The JavaScript budget of the shopper's first page (decision 173): what the home page loads, gzipped.
test('the home page loads what the build says, within its budget, the scripts after its first paint included', async ({ page }) => {
  const loaded = new Map<string, number>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => void loaded.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Whatever the page loads when the browser is idle comes within 3 s (whenIdle's limit, lib/deferred.ts).
  await page.waitForTimeout(3_000);
  await Promise.all(bodies);
  const total = [...loaded.values()].reduce((sum, bytes) => sum + bytes, 0);
  const listing = [...loaded].map(([file, bytes]) => `${file}: ${kb(bytes)}`).join(', ');
  expect(total, `the home page loaded ${kb(total)} of gzipped JavaScript (${listing})`).toBeLessThanOrEqual(BUDGET_BYTES);
  // The build's count (npm run check:bundle) is all the browser loads: nothing more comes after the first paint.
  const first = initialJavaScript().files.map((f) => f.file);
  expect([...loaded.keys()].filter((file) => !first.includes(file))).toEqual([]);
});
