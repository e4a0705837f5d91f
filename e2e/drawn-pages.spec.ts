import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi } from './api';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';

// Every page comes drawn by the server with React Router's framework mode (decision 173): readable without the app's
// code, and taken over by React's hydration without a second fetch of its data, a skeleton, or a copy of anything.

// A mark left on the window survives a move within the app and is gone after a page load: how a test tells a link the
// app handled from one the browser followed.
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/**
 * Records any element taken out of the page's body while React takes the drawn page over: hydrating attaches to what
 * the server drew and never draws it again (a mismatch would). The take-over ends when the root marks the page ready;
 * what changes after (checkout's billing form arriving) is the app at work. Returns the reader.
 */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromBody: string[] }).removedFromBody = removed;
    new MutationObserver((records) => {
      if (document.documentElement.dataset.ready !== undefined) return;
      for (const record of records)
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && record.target instanceof Element && record.target.closest('body')) removed.push(node.outerHTML.slice(0, 120));
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedFromBody: string[] }).removedFromBody);
}

/** Follows the page's calls of the API from here on; `quiet()` waits until none has been in flight for `quietMs`. */
function apiCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) [inFlight, lastChange] = [inFlight + 1, Date.now()];
  });
  const ended = (request: Request) => {
    if (isApi(request)) [inFlight, lastChange] = [inFlight - 1, Date.now()];
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { quiet: (quietMs = 750) => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { timeout: 10_000, intervals: [100] }).toBe(true) };
}

/** Console errors and page errors (a hydration mismatch is one), from here on. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('React runs the page, not a stand-in: React DOM has the document, under React Router', async ({ page }) => {
  const errors = errorsOf(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
  expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: object }).__reactRouterContext)).toBe('object');
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.some((text) => /preact/i.test(text))).toBe(false);
  expect(errors).toEqual([]);
});

test('without JavaScript, the home, shop, category, product and search pages show their products and prices', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const bestsellers = page.getByRole('region', { name: 'Our Bestseller Products' });
  await expect(bestsellers.getByRole('heading').first()).toBeVisible();
  await expect(bestsellers.getByText(/₹\d/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
  // The banners scroll without the app, and a banner swiped to answers a tap: none is inert.
  await expect(page.locator('[aria-roledescription="slide"]').nth(1)).toBeAttached();
  await expect(page.locator('[aria-roledescription="slide"][inert]')).toHaveCount(0);
  const first = bestsellers.locator('a[href^="/product/"]').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/product\/\d+$/);

  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main li article')).toHaveCount(SHOP_PAGE_SIZE);
  // The pager is a link: the next page of products, without the app.
  await page.getByRole('link', { name: 'Page 2', exact: true }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('main li article').first()).toBeVisible();

  await page.goto('/category');
  const category = page.locator('main a[href^="/subcategory/"]').first();
  await expect(category).toBeVisible();
  await page.goto((await category.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main li article').first()).toBeVisible();

  await page.goto('/search?search=atta');
  await expect(page.locator('main li article').first()).toContainText(/atta/i);
  await context.close();
});

test('without JavaScript, the shop says what is needed, a form never puts its fields in the address, and the search page searches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await page.goto('/Login');
  const notice = page.getByText('Please turn on JavaScript in your browser to add to your cart, log in and order.');
  await expect(notice).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('nobody@example.in');
  const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
  await passwordField.fill('a-secret-Passw0rd');
  await passwordField.press('Enter');
  // Sent as a POST, answered by the same page again: the address never held the fields.
  await expect(page).toHaveURL('/Login');
  await expect(notice).toBeVisible();
  expect(sent.filter((url) => /secret|nobody/.test(decodeURIComponent(url)))).toEqual([]);

  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search for products' }).fill('atta');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?search=atta');
  await expect(page.locator('main li article').first()).toContainText(/atta/i);
  await context.close();
});

test('the app takes a drawn page over with its data: no call made again, one header, links moving within the app', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const errors = errorsOf(page);
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
  await markWindow(page);
  await page.getByRole('link', { name: 'View all' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await windowStayed(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('React hydrates a drawn page, keeping every element the server drew, and every part answers', async ({ page }) => {
  const removedFromRoot = await watchTakeOver(page);
  const errors = errorsOf(page);

  // Returns once React has taken the page over (fixtures.ts).
  await page.goto('/');
  expect(await removedFromRoot()).toEqual([]);
  // The footer's links move within the app.
  await markWindow(page);
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await windowStayed(page)).toBe(true);

  await page.goto('/shop');
  expect(await removedFromRoot()).toEqual([]);
  // The toolbar's sort choice goes into the address.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: L-H' });
  await expect(page).toHaveURL(/sort=/);

  const href = await page.locator('main li article a[href^="/product/"]').first().getAttribute('href');
  await page.goto(href!);
  expect(await removedFromRoot()).toEqual([]);
  await page.getByRole('textbox', { name: 'Pin code' }).fill('12');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Please enter a 6-digit pin code, e.g. 560001.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a card of the drawn shop page opens its product within the app', async ({ page }) => {
  await page.goto('/shop');
  await markWindow(page);
  const name = await page.locator('main li article h3').first().innerText();
  await page.locator('main li article a').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await windowStayed(page)).toBe(true);
});

test("a member's cart and checkout come drawn for that member after a login, taken over without calling again, and not after logout", async ({ page, context }) => {
  const email = `drawn.${Date.now()}@example.in`;
  const password = 'green-cardamom-7';
  await callApi(page.request, 'register', { body: { Firstname: 'Kavya', Lastname: 'Menon', Email: email, Mobile: '98450 12345', Pincode: '560025', Password: password, ConfirmPassword: password } });
  const product = (await callApi(page.request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1)!;

  // The login goes on to the home page, whose header asks for the cart and whose Buy again block for the member's
  // past products: settled before the cart page's calls are counted. The move home is the app's, which no load state
  // follows: the Buy again answer says the home page is drawn, then no call may be in flight.
  const homeDrawn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/buyagain');
  const api = apiCalls(page);

  // The login screen stores the session and writes the cookies of the member's pages, for those paths alone.
  await page.goto('/Login');
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const cookies = (await context.cookies()).filter((c) => c.name === 'MemberPage');
  expect(cookies.map((c) => [c.path, c.value, c.sameSite, c.httpOnly]).sort()).toEqual([
    ['/cart', token, 'Strict', false],
    ['/checkout', token, 'Strict', false],
  ]);
  await callApi(page.request, 'addToCart', { body: { productID: product.Id } }, token!);
  await page.waitForURL('/');
  await homeDrawn;
  await api.quiet();

  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const errors = errorsOf(page);
  const removedFromRoot = await watchTakeOver(page);
  for (const path of ['/cart', '/checkout']) {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, path).toContain(product.Name);
    expect(html).not.toContain(token!);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(await removedFromRoot(), path).toEqual([]);
  }
  // Checkout asks for the slots and pin code; the cart, options and addresses came with the page, and the cart page's
  // stock refresh and cart too.
  for (const drawn of ['/api/cartdetails', '/api/CurrentStockbyProductUpdatecart', '/api/shipingdetails', '/api/shipingoption']) expect(calls, drawn).not.toContain(drawn);

  // Taken over: the page answers taps. Store pickup chosen, and the order's total follows.
  await page.getByRole('radio', { name: /Store Pickup/ }).check();
  await expect(page.getByRole('radio', { name: /Store Pickup/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Pick up from our store' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: /Increase quantity/ }).filter({ visible: true }).first().click();
  await expect.poll(async () => (await callApi(page.request, 'cartDetails', {}, token!)).data[0]?.qty).toBe(2);

  // Logging out clears the cookies with the session: the cart is no one's page then.
  await page.goto('/');
  await page.getByRole('button', { name: /Account of Kavya/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(async () => (await context.cookies()).filter((c) => c.name === 'MemberPage')).toEqual([]);
  expect(errors).toEqual([]);
});
