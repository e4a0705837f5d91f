import { expect, test } from './fixtures';
import { initialJavaScript } from '../scripts/bundle-budget.mjs';

// The JavaScript budget of the shopper's first page (issue 7): the entry chunk and what it imports statically, gzipped.
test('the home page starts with at most 90 KB of gzipped JavaScript', () => {
  const { files, gzipBytes, budgetBytes } = initialJavaScript();
  const listing = files.map((f) => `${f.file}: ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
  expect(gzipBytes, `initial JavaScript ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${listing})`).toBeLessThanOrEqual(budgetBytes);
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
