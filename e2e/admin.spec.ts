import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { uploadsPath } from '@shop/contract/calls';
import { callApi, emptyCart } from './api';
import { adminLogsIn, adminToken, ASHA, demoPassword } from './demo-accounts';
import { waitForMail } from './mail-sink';

// The shop owner's journey: log in, add a product with a picture, see it in the shop, ship a shopper's order of it,
// and the shopper sees Shipped in My Orders and gets the mail. The shopper's cart and order go through the API (the
// buying journeys cover those screens); everything the admin does goes through the back office's screens.

const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwQlDInIQOBNLuo9LKqAh8OBZ86t7zj+Yh0Kh8tCkLOf4GTCGQuWhSVnOITQDLRQqD03KgkMBxqqOKdeYH72fZjPQQqHy0KQsOBRgrOrYp1F4AZgXXMTQRMalAAAAAElFTkSuQmCC',
  'base64',
);
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Logs in through the login screen, which then goes back where the visitor came from (home by default). */
async function logIn(page: Page, email: string, password: string, landing = '/') {
  if (new URL(page.url(), 'http://x').pathname !== '/Login') await page.goto('/Login');
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

test('the admin adds a product with a picture, a shopper orders it, the admin ships it, and the shopper sees Shipped and gets the mail', async ({ browser, request }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogsIn(admin);
  expect(await admin.evaluate(() => localStorage.getItem('Role'))).toBe('admin');
  // The phone's menu offers the back office to an admin too.
  const phone = await adminContext.newPage();
  await phone.setViewportSize({ width: 390, height: 800 });
  await phone.goto('/');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('dialog').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await phone.close();
  // The header's account menu leads to the back office.
  await admin.getByRole('banner').getByRole('button', { name: /^Account/ }).click();
  await admin.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(admin).toHaveURL('/admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // A new product, with a picture uploaded and resized by the server.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await admin.getByRole('link', { name: 'New product' }).click();
  const name = `Kodo Millet ${Date.now().toString(36)}`;
  await admin.getByLabel(/^Name/).fill(name);
  await admin.getByLabel(/^Brand/).fill('Annapurna');
  await admin.getByLabel(/^Pack size/).fill('500 g');
  await admin.getByLabel(/^Subcategory/).selectOption({ index: 1 });
  await admin.getByLabel(/^Origin/).fill('Karnataka, India');
  await admin.getByLabel(/^Selling price/).fill('149');
  await admin.getByLabel(/^MRP/).fill('180');
  await expect(admin.getByText('The shop shows 17% off.')).toBeVisible();
  await admin.getByLabel(/^Net quantity/).fill('500 g');
  await expect(admin.getByText('The shop shows ₹0.30 per g.')).toBeVisible();
  await expect(admin.getByLabel(/^Manufacturer, packer or importer/)).toHaveValue(/^Packed by Annapurna Organics Private Limited, 14, Residency Road/);
  await admin.getByLabel(/^HSN code/).fill('1008');
  await admin.getByLabel(/^GST rate/).selectOption('5');
  // A food goes on sale with its label: the shop's FSSAI licence is filled in, no allergens declared.
  await expect(admin.getByLabel(/^FSSAI licence of the brand owner/)).toHaveValue(/^\d{14}$/);
  await admin.getByLabel(/^Ingredients/).fill('Foxtail millet (100%)');
  await admin.getByLabel(/^Per$/).selectOption('100g');
  for (const [label, value] of [['Energy (kcal)', '351'], ['Protein (g)', '12.3'], ['Carbohydrate (g)', '60.9'], ['Total sugars (g)', '0.5'], ['Added sugars (g)', '0'], ['Total fat (g)', '4.3'], ['Saturated fat (g)', '0.6'], ['Trans fat (g)', '0'], ['Sodium (mg)', '4']]) {
    await admin.getByLabel(label, { exact: true }).fill(value);
  }
  await admin.getByLabel(/^Maximum per order/).fill('5');
  await admin.getByLabel(/^Stock/).fill('12');
  await admin.locator('input[type="file"]').setInputFiles({ name: 'kodo-millet.png', mimeType: 'image/png', buffer: picture });
  await expect(admin.getByLabel('or the path of a picture on the site')).toHaveValue(new RegExp(`^${escapeRegExp(uploadsPath)}products/[\\w-]+-800\\.webp$`));
  await admin.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(admin, `${name} was added to the shop.`)).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const productId = Number(new URL(admin.url()).pathname.split('/').pop());

  // It is in the shop at once, with its picture.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/product/${productId}`);
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(shopper.locator(`img[src^="${uploadsPath}products/"]`).first()).toBeVisible();
  await expect(shopper.getByRole('region', { name: 'Product declarations' })).toContainText('5 % (HSN 1008), included in the price');

  // The shopper logs in and orders two (store pickup); her account menu has no way to the back office.
  await logIn(shopper, ASHA, demoPassword(ASHA));
  await shopper.getByRole('banner').getByRole('button', { name: /^Account/ }).click();
  await expect(shopper.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await expect(shopper.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await shopper.keyboard.press('Escape');
  const token = (await shopper.evaluate(() => localStorage.getItem('authToken')))!;
  await emptyCart(request, token);
  await callApi(request, 'addToCart', { body: { productID: productId, Qty: 2 } }, token);
  const quote = await callApi(request, 'reviewOrder', { query: { did: 2 } }, token);
  const saved = await callApi(request, 'placeOrder', { body: { orderData: quote } }, token);
  const tranId = saved.TranID;

  // The admin finds the order, sees the stock taken, and ships it with a note.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: /^Orders/ }).click();
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(tranId);
  await admin.getByRole('link', { name: tranId }).click();
  await expect(admin.getByRole('heading', { name: `Order ${tranId}` })).toBeVisible();
  await expect(admin.getByRole('link', { name })).toBeVisible();
  await admin.getByRole('button', { name: 'Mark as Shipped' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(/^Note for the customer/).fill('Ready at the counter from 5 pm.');
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(toast(admin, `Order ${tranId} is now Shipped. The customer will be told by e-mail.`)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect(admin.getByText('Ready at the counter from 5 pm.')).toBeVisible();

  // The shopper sees Shipped in My Orders and finds the mail in the inbox.
  await shopper.goto('/orders');
  const card = shopper.getByRole('listitem').filter({ has: shopper.getByRole('heading', { name: tranId }) });
  await expect(card).toContainText('Shipped');
  const mail = await waitForMail((m) => m.to.includes('asha@annapurna.example') && m.subject === `Your order ${tranId} is on its way`);
  expect(mail.text).toContain('Ready at the counter from 5 pm.');
  expect(mail.text).toContain(`${name} (500 g)`);

  // The stock left is 10, in the back office too.
  await admin.goto(`/admin/products/${productId}`);
  await expect(admin.getByRole('region', { name: 'Stock' })).toContainText('10');
});

test("the admin gives a product a Hindi name and texts, and a shopper reading the shop in Hindi sees it", async ({ browser, request }) => {
  // A product of its own (through the API; the journey above covers creating one on screen).
  const token = await adminToken(request);
  const categories = await callApi(request, 'adminCategories', undefined, token);
  const sub = categories.data.find((c) => c.parentId !== null)!;
  const name = `Barnyard Millet ${Date.now().toString(36)}`;
  const { data: created } = await callApi(
    request,
    'adminCreateProduct',
    {
      body: {
        name, brand: 'Annapurna', packSize: '500 g', categoryId: sub.id, price: 99, mrp: 120, minQty: 1, maxQty: 5, stock: 20, popularity: 0,
        shortDescription: '', description: '', origin: 'Uttarakhand, India', image: '/images/products/kodo-millet.svg', isActive: true,
        netQuantity: '500 g', countryOfOrigin: 'India', manufacturer: 'Packed by Annapurna Organics, 14, Residency Road, Bengaluru 560025',
        bestBefore: '9 months from packing', foodType: 'veg', hsn: '1008', gstRate: 5,
        ingredients: 'Barnyard millet (100%)', allergens: [], fssaiLicence: '11224999000487',
        nutrition: { Per: '100g', EnergyKcal: 342, ProteinG: 6.2, CarbohydrateG: 65.5, TotalSugarsG: 0.5, AddedSugarsG: 0, TotalFatG: 2.2, SaturatedFatG: 0.4, TransFatG: 0, SodiumMg: 3 },
      },
    },
    token,
  );
  expect(created.hindiName).toBeNull();

  // The back office (in English) takes the Hindi name in Devanagari, refusing Latin letters alone.
  const admin = await (await browser.newContext()).newPage();
  await adminLogsIn(admin);
  await admin.goto(`/admin/products/${created.id}`);
  const field = admin.getByLabel(/^Hindi name/);
  await expect(field).toHaveAttribute('lang', 'hi');
  await field.fill('Sanwa');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Hindi name must be written in Devanagari, such as हल्दी पाउडर.')).toBeVisible();
  await field.fill('सांवा बाजरा');
  // Its summary, description and origin in Hindi beside the English ones (decision 116).
  await expect(admin.getByLabel('Hindi description')).toHaveAttribute('lang', 'hi');
  await admin.getByLabel('Hindi summary').fill('व्रत में खाया जाने वाला हल्का अनाज।');
  await admin.getByLabel('Hindi description').fill('सांवा जल्दी पकता है। खिचड़ी और खीर के लिए।');
  await admin.getByLabel('Hindi origin').fill('उत्तराखंड, भारत');
  const saved = admin.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/products/${created.id}`));
  await admin.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await admin.reload();
  await expect(admin.getByLabel(/^Hindi name/)).toHaveValue('सांवा बाजरा');
  await expect(admin.getByLabel('Hindi description')).toHaveValue('सांवा जल्दी पकता है। खिचड़ी और खीर के लिए।');

  // The storefront's reply carries it at once (its kept reply refreshed), and the shop in Hindi shows it; in English,
  // the English name as before.
  const details = await callApi(request, 'productDetails', { query: { Pid: created.id } });
  expect(details.data.HindiName).toBe('सांवा बाजरा');
  const shopperContext = await browser.newContext();
  await shopperContext.addInitScript(() => localStorage.setItem('Language', 'hi'));
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/${created.id}`);
  await expect(shopper.getByRole('heading', { name: 'सांवा बाजरा', level: 1 })).toBeVisible();
  await expect(shopper.getByRole('main')).toContainText('सांवा जल्दी पकता है। खिचड़ी और खीर के लिए।');
  await expect(shopper.getByRole('main')).toContainText('उत्तराखंड, भारत');
  const english = await (await browser.newContext()).newPage();
  await english.goto(`/product/${created.id}`);
  await expect(english.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a visitor who opens /admin is asked to log in, and a shopper is then told it is for administrators', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL('/Login');
  await logIn(page, ASHA, demoPassword(ASHA), '/admin/orders');
  await expect(page.getByRole('heading', { name: 'This page is for the shop administrators only.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
});

test('the home page does not download the back office or its chart library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    expect(source, url).not.toContain('This page is for the shop administrators only.');
    expect(source, url).not.toContain('recharts-wrapper');
    // A message of the back office's product form, from its own part of the contract.
    expect(source, url).not.toContain('Please choose a subcategory');
  }
});

test('the back office opens on the work at 1280 px: the picking list on the next day with orders, the dashboard and the delivery settings without clipping', async ({ browser, request }) => {
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await office.newPage();
  try {
    await adminLogsIn(page);
    const token = await adminToken(request);
    const dashboard = (await callApi(request, 'adminDashboard', {}, token)).data;
    await page.goto('/admin');
    // Orders past their day are named as overdue; otherwise the count waiting to ship.
    if (dashboard.overdueCount > 0) await expect(page.getByRole('link', { name: new RegExp(`^Overdue ${dashboard.overdueCount} of`) })).toBeVisible();
    else await expect(page.getByRole('link', { name: new RegExp(`^Waiting to ship ${dashboard.pendingCount}`) })).toBeVisible();

    // The picking list opens on the day the server picks: the first from today with orders to pick.
    const next = (await callApi(request, 'adminPickingList', { query: {} }, token)).data;
    await page.goto('/admin/picking');
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(next.day);
    if (next.overdue.length) await expect(page.getByRole('region', { name: /overdue/ })).toContainText(next.overdue[0].tranId);

    // The delivery settings fit: nothing wider than the window, no button cut off by its box.
    for (const path of ['/admin', '/admin/delivery', '/admin/picking', '/admin/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1280);
      const clipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main button, main a'))
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || e.scrollWidth > e.clientWidth + 1);
          })
          .map((e) => e.textContent?.trim()),
      );
      expect(clipped, `${path}: buttons cut off`).toEqual([]);
    }
  } finally {
    await office.close();
  }
});
