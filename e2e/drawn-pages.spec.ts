import { expect, test } from './fixtures';

// The public pages come drawn by the server (decision 164): readable without the app's code, and taken over by the app
// without a second fetch of their data, a skeleton, or a copy of anything.

test('without JavaScript, the home, shop and product pages show their products and prices', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const bestsellers = page.getByRole('region', { name: 'Our Bestseller Products' });
  await expect(bestsellers.getByRole('heading').first()).toBeVisible();
  await expect(bestsellers.getByText(/₹\d/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
  const first = bestsellers.locator('a[href^="/product/"]').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/product\/\d+$/);

  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main li article')).toHaveCount(10);
  await context.close();
});

test('the app takes a drawn page over with its data: no call made again, one header, links moving within the app', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Returns once the app has taken the page over (fixtures.ts).
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('heading').first()).toBeVisible();
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.locator('main .animate-pulse')).toHaveCount(0);
  // The drawn page's calls came with it.
  for (const drawn of ['/api/homePageproductlist', '/api/bannerlist', '/api/productcat', '/api/companydetails']) expect(calls, drawn).not.toContain(drawn);

  // The app runs the page: a link moves within it, without loading the page again.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('link', { name: 'View all' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('a card of the drawn shop page opens its product within the app', async ({ page }) => {
  await page.goto('/shop');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const name = await page.locator('main li article h3').first().innerText();
  await page.locator('main li article a').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
