import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, memberLogin, useSession, type Session } from './api';
import { adminLogsIn, adminToken } from './demo-accounts';
import { hindi } from './hindi';
import { formatDeliverySlot } from '@shop/contract/format';
import { SHOP_PAGE_SIZE } from '@shop/contract/pages';

// Shopping as people do with the grocery apps they use daily (issue 33), on a phone: a number the rider can call, taps
// that are never lost, nothing wider than the screen.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const password = 'green-cardamom-7';
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
/** Rupees as sentences write them: ₹258, ₹257.50. */
const rupees = (n: number) => (Number.isInteger(n) ? wholeInr : inr).format(n);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A new member signed up through the original call (no mobile number), logged in through the API. */
async function newMember(request: Parameters<typeof callApi>[0], name: string): Promise<{ email: string; session: Session }> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.in`;
  await callApi(request, 'register', { body: { Firstname: name, Lastname: 'Menon', Email: email, Pincode: '560025', Password: password, ConfirmPassword: password } });
  return { email, session: await memberLogin(request, email, password) };
}

test('a home delivery asks in place for a number the rider can call, and the back office can call it', async ({ page, request, browser }) => {
  const { session } = await newMember(request, 'Nila');
  const product = (await callApi(request, 'homeProducts')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1)!;
  await callApi(request, 'addToCart', { body: { productID: product.Id } }, session.token);
  const { stateId, cityId } = await (async () => {
    const states = (await callApi(request, 'stateList')).data;
    const karnataka = states.find((s) => s.name === 'Karnataka')!;
    const cities = (await request.get(`/api/city?id=${karnataka.value}`).then((r) => r.json())) as { Value: number; Text: string }[];
    return { stateId: karnataka.value, cityId: cities.find((c) => c.Text === 'Bengaluru')!.Value };
  })();
  await callApi(request, 'saveAddress', { body: { kid: 0, AddressTitle: 'Home', AddressLine1: '4 Church Street', StateID: stateId, CityID: cityId, PinCode: '560001' } }, session.token);

  await page.goto('/about');
  await useSession(page, session);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Standard Home Delivery/ }).check();
  const ask = page.getByRole('alert').filter({ hasText: 'Add a mobile number the rider can call at the door.' });
  await expect(ask).toBeVisible();
  await ask.getByLabel('Your mobile number').fill('98860 12345');
  await ask.getByRole('button', { name: 'Save number' }).click();
  await expect(ask).toHaveCount(0);
  // Login & Security shows the number kept.
  await page.goto('/orders?activeTab=security');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('98860 12345');

  // The order goes out with the number, which the back office calls with a tap.
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Standard Home Delivery/ }).check();
  await page.locator('input[name="delivery-slot"]:not([disabled])').first().check();
  await page.getByRole('button', { name: 'Place Order' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/Success/);
  const orderId = new URL(page.url()).searchParams.get('orderId');

  const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await adminLogsIn(desk);
  await desk.goto(`/admin/orders/${orderId}`);
  await expect(desk.getByRole('link', { name: '98860 12345' })).toHaveAttribute('href', 'tel:+919886012345');
  await desk.close();
});

test("a visitor's Add to cart is not lost: after logging in the product is in the cart, back where they were", async ({ page, request }) => {
  const { email } = await newMember(request, 'Tara');
  const product = (await callApi(request, 'productList', { query: { page: 2, pageSize: SHOP_PAGE_SIZE } })).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1)!;
  await page.goto('/shop?page=2');
  await page.getByRole('button', { name: `Add to cart: ${product.Name}` }).click();
  const message = toast(page, 'Please log in to add items to your cart.');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/Login');
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/shop?page=2');
  await expect(toast(page, `Added to your cart: ${product.Name}`)).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${product.Name}` })).toBeVisible();
});

/** Holds the app's scripts back until `release` is called, as a slow connection does: the page is the server's HTML till then. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('taps made before the app starts are answered once it runs, and a form sent early never puts what was typed in the address', async ({ page, request }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  // The login form sent with Enter before the app runs: held, not sent the browser's way with the password in the address.
  const { email } = await newMember(request, 'Uma');
  const login = await page.context().newPage();
  const releaseLogin = await holdScripts(login);
  await login.goto('/Login', { waitUntil: 'commit' });
  await login.getByLabel(/^Username/).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByLabel(/^Password/).press('Enter');
  await login.waitForTimeout(500);
  expect(new URL(login.url()).search).toBe('');
  releaseLogin();
  await expect(login).toHaveURL('/');
});

test('sold out is not a dead end: a visitor asks to be told (logging in on the way), sees what is in stock instead, and suggestions say sold out', async ({ page, request }) => {
  const { email } = await newMember(request, 'Mira');
  const all = (await callApi(request, 'productList')).data.filter((p) => p.In_stock && p.StockLeft === null);
  const product = all[all.length - 7];
  const admin = await adminToken(request);
  const stock = (await callApi(request, 'adminProduct', { params: { id: product.Id } }, admin)).data.stock;
  await callApi(request, 'adminAdjustStock', { params: { id: product.Id }, body: { change: -stock, reason: 'Sold out at the counter' } }, admin);
  try {
    await page.goto(`/product/${product.Id}`);
    await expect(page.getByText('Out of stock. Log in to get one e-mail when it is back.')).toBeVisible();
    // What to buy instead: only products in stock, from the same subcategory.
    const instead = page.getByRole('region', { name: /^In stock instead, from / });
    await expect(instead.getByRole('article').first()).toBeVisible();
    await expect(instead.getByRole('button', { name: /^Add to cart: / }).first()).toBeEnabled();
    await expect(instead.getByText('Out of stock')).toHaveCount(0);
    await page.getByRole('link', { name: 'Notify me' }).click();
    await expect(page).toHaveURL('/Login');
    await page.getByLabel(/^Username/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the product, already asked for.
    await expect(page).toHaveURL(`/product/${product.Id}`);
    await expect(page.getByText(`We will e-mail you once when ${product.Name} is back in stock.`)).toBeVisible();

    // The search box's suggestions mark it sold out.
    await page.getByRole('banner').getByRole('button', { name: 'Search for products...' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill(product.Name);
    await expect(dialog.getByRole('option').filter({ hasText: product.Name }).first()).toContainText('Sold out');
  } finally {
    await callApi(request, 'adminAdjustStock', { params: { id: product.Id }, body: { change: stock, reason: 'Restocked' } }, admin);
  }
});

test('signing up asks for the mobile number the rider calls', async ({ page }) => {
  await page.goto('/Sign-Up');
  await page.getByLabel(/^First Name/).fill('Ira');
  await page.getByLabel(/^Last Name/).fill('Das');
  await page.getByLabel(/^Email Address/).fill(`ira.${Date.now()}@example.in`);
  await page.getByLabel(/^Pincode/).fill('560025');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Mobile number is required.')).toBeVisible();
  await page.getByLabel(/^Mobile number/).fill('12345');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Mobile number must be a 10-digit mobile number, such as 98765 43210.')).toBeVisible();
  await page.getByLabel(/^Mobile number/).fill('+91 98450 11223');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/Login');
});

test('the cart says how far free delivery and each offer are, and an offer applies with one tap', async ({ page, request }) => {
  const { session } = await newMember(request, 'Asha');
  const company = (await callApi(request, 'companyDetails')).data[0];
  const cheap = (await callApi(request, 'productList', { query: { page: 1, pageSize: 50 } })).data.filter((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.Price < 200).sort((a, b) => a.Price - b.Price)[0];
  await callApi(request, 'addToCart', { body: { productID: cheap.Id } }, session.token);
  await page.goto('/about');
  await useSession(page, session);
  await page.goto('/cart');
  const more = Math.round((company.FreeDeliveryOver! - cheap.Price) * 100) / 100;
  await expect(page.getByText(`Add more than ${rupees(more)} for free delivery`)).toBeVisible();
  await expect(page.getByText(`Coupon minimums count the price after product discounts: ${rupees(cheap.Price)} in your cart.`)).toBeVisible();

  await page.getByRole('button', { name: 'Offers' }).click();
  const offers = page.getByRole('dialog', { name: 'Offers' });
  // FLAT50 needs ₹399: the cart is short by the difference, said in rupees.
  await expect(offers.getByRole('listitem').filter({ hasText: 'FLAT50' })).toContainText(`Add ${rupees(Math.round((399 - cheap.Price) * 100) / 100)} more to unlock it and save ₹50`);
  await page.keyboard.press('Escape');

  // Enough in the cart: free delivery, and FLAT50 applies from the list.
  const pricier = (await callApi(request, 'productList', { query: { page: 1, pageSize: 50 } })).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.Price >= 400)!;
  await callApi(request, 'addToCart', { body: { productID: pricier.Id } }, session.token);
  await page.reload();
  await expect(page.getByText('Free delivery on this order')).toBeVisible();
  await page.getByRole('button', { name: 'Offers' }).click();
  await offers.getByRole('button', { name: 'Apply coupon FLAT50' }).click();
  await expect(offers).toHaveCount(0);
  await expect(page.getByText('Coupon (FLAT50)')).toBeVisible();
});

test('delivery times in words people use: the product page and the cart say when the earliest slot is, in Hindi too', async ({ page, request, context }) => {
  const product = (await callApi(request, 'homeProducts')).data.find((p) => p.In_stock)!;
  const reach = (await callApi(request, 'pinCode', { query: { pin: '560025' } })).data.Options;
  const standard = reach.find((o) => o.kid === 1)!.Arrives!;
  const express = reach.find((o) => o.kid === 3)!.Arrives!;
  for (const language of ['en', 'hi'] as const) {
    if (language === 'hi') await context.addCookies([{ name: 'Language', value: 'hi', url: test.info().project.use.baseURL! }]);
    const say = (english: string, values: Record<string, string> = {}) => (language === 'hi' ? hindi(english, values) : english.replace(/\{(\w+)\}/g, (_, k: string) => values[k]));
    await page.goto(`/product/${product.Id}`);
    const check = page.getByRole('region', { name: say('Check delivery to your pin code') });
    await check.getByLabel(say('Pin code')).fill('560025');
    await check.getByRole('button', { name: say('Check') }).click();
    const answer = check.getByRole('status');
    await expect(answer).toContainText(say('Earliest slot: {slot}', { slot: formatDeliverySlot(standard.Date, standard.From!, standard.To!, language, standard.Today) }));
    await expect(answer).toContainText(express.Date === express.Today ? say('Arrives today') : say('Arrives tomorrow'));
  }
  // The cart says the same for the pin code chosen (remembered by the check).
  await context.clearCookies({ name: 'Language' });
  const { session } = await newMember(request, 'Gauri');
  await callApi(request, 'addToCart', { body: { productID: product.Id } }, session.token);
  await useSession(page, session);
  await page.goto('/cart');
  await expect(page.getByText('Delivery to 560025')).toBeVisible();
  await expect(page.getByText(`Earliest slot: ${formatDeliverySlot(standard.Date, standard.From!, standard.To!, 'en', standard.Today)}`)).toBeVisible();
});

test.describe('nothing is wider than the phone', () => {
  const pages = ['/', '/shop', '/category', '/category/1', '/subcategory/2', '/product/1', '/search?search=atta', '/cart', '/checkout', '/orders', '/orders?activeTab=myAddresses', '/orders?activeTab=security', '/Contact', '/about', '/privacy', '/Login', '/Sign-Up'];
  for (const language of ['en', 'hi'] as const) {
    for (const width of [360, 390]) {
      test(`at ${width} px in ${language === 'en' ? 'English' : 'Hindi'}, no page scrolls sideways`, async ({ page, request, context }) => {
        await page.setViewportSize({ width, height: 780 });
        const { session } = await newMember(request, `Wide${width}${language}`);
        for (const p of (await callApi(request, 'productList', { query: { page: 1, pageSize: 3 } })).data) await callApi(request, 'addToCart', { body: { productID: p.Id } }, session.token);
        if (language === 'hi') await context.addCookies([{ name: 'Language', value: 'hi', url: test.info().project.use.baseURL! }]);
        await page.goto('/about');
        await useSession(page, session);
        if (language === 'hi') await page.evaluate(() => localStorage.setItem('Language', 'hi'));
        for (const path of pages) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          if (path === '/cart') {
            // The coupon box with a refusal under it, the widest the cart gets.
            const coupon = page.getByRole('textbox', { name: language === 'hi' ? hindi('Coupon code') : 'Coupon code' }).first();
            await coupon.fill('NO-SUCH-COUPON-CODE');
            await page.getByRole('button', { name: language === 'hi' ? hindi('Apply Coupon') : 'Apply Coupon' }).first().click();
            await page.waitForLoadState('networkidle');
          }
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth), innerWidth: window.innerWidth }));
          expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
        }
      });
    }
  }
});
