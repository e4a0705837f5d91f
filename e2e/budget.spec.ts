import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { BUDGET_BYTES, initialJavaScript } from '../scripts/bundle-budget.mjs';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The JavaScript budget of the shopper's first page (decision 173): what the home page loads, gzipped.
test('the home page loads what the build says, within its budget, the scripts after its first paint included', async ({ page }) => {
  const loaded = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    loaded.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const total = [...loaded.values()].reduce((sum, bytes) => sum + bytes, 0);
  const listing = [...loaded].map(([file, bytes]) => `${file}: ${kb(bytes)}`).join(', ');
  expect(total, `the home page loaded ${kb(total)} of gzipped JavaScript (${listing})`).toBeLessThanOrEqual(BUDGET_BYTES);
  // The build's count (npm run check:bundle) is what the browser loads first; only the carousel's code comes later.
  const first = initialJavaScript().files.map((f) => f.file);
  expect([...loaded.keys()].filter((file) => !first.includes(file)).map((file) => file.replace(/-[\w-]+\.js$/, ''))).toEqual(['/assets/embla-carousel.esm']);
});
