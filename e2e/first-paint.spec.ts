import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// index.html draws the header's bar and word mark before the app's code runs (decision 137); the app's header then
// takes its place. These tests hold the two together: where the first paint put the word mark, the app puts it too.

type Box = { x: number; y: number; width: number; height: number };

/** The word mark's picture and name, and the bar's height, in the header on the page. */
async function header(page: Page, selector: string) {
  const bar = page.locator(selector).first();
  const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox()) as Box;
  return {
    // The word mark: its picture (the only 40 x 40 drawing) and the shop's name beside it.
    mark: await box(bar.locator('svg[viewBox="0 0 40 40"]').first()),
    name: await box(bar.locator('svg[viewBox="0 0 40 40"] + span > span').first()),
    height: (await box(bar)).height,
  };
}

const near = (a: Box, b: Box) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1;

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`on a ${device}, the header drawn before the app runs is where the app draws it`, async ({ browser }) => {
    // Without the app's code: what index.html alone paints.
    const bare = await browser.newContext({ viewport, isMobile: device === 'phone' });
    const before = await bare.newPage();
    await before.route('**/*.js', (route) => route.abort());
    await before.goto('/about');
    const first = await header(before, 'header[data-first-paint]');
    await bare.close();

    const context = await browser.newContext({ viewport, isMobile: device === 'phone' });
    const page = await context.newPage();
    // A page the app draws in the browser (the public catalogue pages come drawn by the server: drawn-pages.spec.ts).
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app's header replaced the first paint.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    // The app's header is taller (the search bar and the delivery pin code under the bar on a phone), so only the
    // mark and the name are compared, and the bar's height.
    const app = await header(page, 'header');
    expect(near(first.mark, app.mark), `mark ${JSON.stringify(first.mark)} vs ${JSON.stringify(app.mark)}`).toBe(true);
    expect(near(first.name, app.name), `name ${JSON.stringify(first.name)} vs ${JSON.stringify(app.name)}`).toBe(true);
    expect(app.height).toBeGreaterThanOrEqual(first.height);
    await context.close();
  });
}

test('the login screen, shown without the header, has no first paint of it', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/Login');
  await expect(page.locator('header')).toHaveCount(0);
});
