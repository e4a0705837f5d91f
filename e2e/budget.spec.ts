import { expect, test } from '@playwright/test';
import { initialJavaScript } from '../scripts/bundle-budget.mjs';

// The JavaScript budget of the shopper's first page (issue 7): the entry chunk and what it imports statically, gzipped.
test('the home page starts with at most 90 KB of gzipped JavaScript', () => {
  const { files, gzipBytes, budgetBytes } = initialJavaScript();
  const listing = files.map((f) => `${f.file}: ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
  expect(gzipBytes, `initial JavaScript ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${listing})`).toBeLessThanOrEqual(budgetBytes);
});

test('the home page loads only its initial JavaScript before the page has rendered', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const initial = initialJavaScript().files.map((f) => `/${f.file}`);
  expect(scripts.sort()).toEqual([...initial].sort());
  await expect(page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('heading').first()).toBeVisible();
});
