import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { callApi, emptyCart, memberLogin } from './api';
import { ASHA, demoPassword } from './demo-accounts';
import type { OrderDetails } from '@shop/contract';
import { hindiCityName, hindiStateName } from '@shop/contract/india-hindi';
import { chooseHindiBeforeLoad, englishLeftOn, englishSentenceCount, hindi } from './hindi';

// The shop in Hindi on a phone (issue 18): a visitor switches in the phone menu, browses and searches in Devanagari;
// the demo member logs in, fills the cart and checks out, all in Hindi. On each screen no English sentence of the
// storefront or the server is left, and axe finds no serious or critical violation. Texts are found through the
// storefront's own Hindi catalogues, so the journeys hold whatever the translation says.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const blocking = new Set(['serious', 'critical']);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The screen in Hindi only, and accessible: no English sentence, no serious or critical axe violation. */
async function checkHindiScreen(page: Page, where: string) {
  // Scrolled to the end, where the footer loads its parts as they come near; then back to the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await englishLeftOn(page), `${where}: English sentences on a page in Hindi`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags).analyze();
  const found = violations.filter((v) => blocking.has(v.impact ?? '')).map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `${where}: serious or critical accessibility violations in Hindi`).toEqual([]);
}

test('a visitor switches to Hindi in the phone menu, browses, and searches in Devanagari', async ({ page, request }) => {
  const bestseller = (await callApi(request, 'homeProducts')).data[0];
  expect(bestseller.HindiName, 'the demo catalogue has Hindi names').toBeTruthy();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('article').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'हिंदी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('dialog').getByRole('link', { name: hindi('Home'), exact: true })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: hindi('Close menu') }).click();

  const bestsellers = page.getByRole('region', { name: hindi('Our Bestseller Products') });
  await expect(bestsellers.getByText(bestseller.HindiName!, { exact: true }).first()).toBeVisible();
  await checkHindiScreen(page, 'home');
  // The shop's own words in the footer in Hindi too, when it has written them (issue 33).
  const company = (await callApi(request, 'companyDetails')).data[0];
  expect(company.HindiAbout, 'the demo shop has its about text in Hindi').toBeTruthy();
  await expect(page.getByRole('contentinfo')).toContainText(company.HindiAbout!);
  await expect(page.getByRole('contentinfo')).not.toContainText(company.About);

  // The choice stays on this device.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(await page.evaluate(() => localStorage.getItem('Language'))).toBe('hi');

  // Search in Devanagari: the suggestion and the results show the Hindi name.
  await page.getByRole('banner').getByRole('button', { name: hindi('Search for products...') }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('हल्दी');
  await expect(dialog.getByRole('option').filter({ hasText: 'हल्दी पाउडर' }).first()).toBeVisible();
  await dialog.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/search\?search=/);
  const result = page.getByRole('main').getByRole('article').filter({ has: page.getByText('हल्दी पाउडर', { exact: true }) }).first();
  await expect(result).toBeVisible();
  await checkHindiScreen(page, 'search results');

  await result.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'हल्दी पाउडर' })).toBeVisible();
  // The summary, description and origin in Hindi (decision 116), the declared country too; none of the English ones.
  const haldi = (await callApi(request, 'productDetails', { query: { Pid: Number(/\/product\/(\d+)/.exec(page.url())![1]) } })).data;
  expect([haldi.HindiShortDescription, haldi.HindiDescription, haldi.HindiOrigin], 'the demo catalogue describes Haldi Powder in Hindi').toEqual([expect.any(String), expect.any(String), expect.any(String)]);
  const description = page.getByRole('tabpanel', { name: hindi('Description') });
  await expect(description).toContainText(haldi.HindiShortDescription!);
  await expect(description).toContainText(haldi.HindiDescription!);
  await expect(page.getByRole('main')).toContainText(haldi.HindiOrigin!);
  await expect(page.getByRole('region', { name: hindi('Product declarations') })).toContainText('भारत');
  // Its shelf life is said in Hindi ("24 months from manufacture").
  if (haldi.BestBefore) await expect(page.getByRole('region', { name: hindi('Product declarations') })).not.toContainText(haldi.BestBefore);
  for (const english of [haldi.ShortDescription, haldi.Description, haldi.Origin]) await expect(page.getByRole('main')).not.toContainText(english);
  await checkHindiScreen(page, 'product page');

  // The category pages name the categories in Hindi.
  const category = (await callApi(request, 'categoryTree')).data.find((c) => c.ParentId === null && c.HindiName)!;
  await page.goto(`/category/${category.catid}`);
  await expect(page.getByRole('heading', { level: 1, name: category.HindiName! })).toBeVisible();
  await checkHindiScreen(page, 'category page');
});

test('the demo member logs in, fills the cart and checks out in Hindi; the account takes the device’s language', async ({ page, request }) => {
  const session = await memberLogin(request, ASHA, demoPassword(ASHA));
  await emptyCart(request, session.token);
  await callApi(request, 'setLanguage', { body: { language: 'en' } }, session.token);
  // Enough of it to reach FLAT50's minimum order (₹399), so the cart shows a coupon.
  const forCoupon = (p: { Price: number }) => Math.ceil(400 / p.Price);
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.HindiName && forCoupon(p) <= p.OrderMaximumQuantity);
  expect(product, 'a product with a Hindi name can be bought').toBeTruthy();
  let orderId: number | null = null;
  try {
    await chooseHindiBeforeLoad(page);
    await page.goto('/Login');
    await page.getByLabel(hindi('Username'), { exact: false }).first().fill(ASHA);
    await page.getByLabel(hindi('Password'), { exact: false }).first().fill(demoPassword(ASHA));
    await page.getByRole('button', { name: hindi('Login'), exact: true }).click();
    await expect(page).toHaveURL('/');
    const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    // The device chose Hindi, so the account (and its mails) follows it.
    await expect.poll(async () => (await callApi(request, 'accountSecurity', {}, token)).data.Language).toBe('hi');

    await page.goto(`/product/${product!.Id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.HindiName! })).toBeVisible();
    await page.getByRole('main').getByRole('button').filter({ hasText: hindi('Add to cart') }).first().click();
    await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
    await callApi(request, 'changeQuantity', { query: { pid: product!.Id, qty: forCoupon(product!) } }, token);
    const coupon = (await callApi(request, 'applyCoupon', { body: { code: 'FLAT50' } }, token)).data!;
    expect(coupon.HindiDescription, 'the demo coupon has a Hindi description').toBeTruthy();

    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(product!.HindiName!, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    // The coupon's description in Hindi (decision 154), not its English one.
    await expect(page.getByRole('main').getByText(coupon.HindiDescription!, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(coupon.description)).toHaveCount(0);
    await checkHindiScreen(page, 'cart');
    await page.getByRole('main').getByRole('button', { name: hindi('Proceed Checkout') }).filter({ visible: true }).first().click();

    await expect(page).toHaveURL('/checkout');
    await page.getByRole('radio', { name: /स्टोर से पिकअप/ }).check();
    await expect(page.getByRole('button', { name: hindi('Place Order') }).filter({ visible: true }).first()).toBeEnabled();
    await checkHindiScreen(page, 'checkout');
    await page.getByRole('button', { name: hindi('Place Order') }).filter({ visible: true }).first().click();

    await expect(page.getByRole('heading', { name: hindi('Congratulations on Your Order!') })).toBeVisible();
    orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    await checkHindiScreen(page, 'order placed');

    await page.goto(`/orders?order=${orderId}`);
    const main = page.getByRole('main');
    await expect(main.getByText(product!.HindiName!, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    // The order's words come from the server in Hindi (decision 119): its status and the note of its history.
    await expect(main.getByText('लंबित', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('list', { name: hindi('Order history') }).getByText('ऑर्डर हो गया', { exact: true })).toBeVisible();
    await checkHindiScreen(page, 'the order');

    // An order delivered to Asha's home: its status and the address's city and state in Hindi (decision 118).
    let delivered: { id: number; address: NonNullable<OrderDetails['Address']> } | undefined;
    for (const o of (await callApi(request, 'orderList', {}, token)).data.filter((o) => o.StatusCode === 3)) {
      const details = (await callApi(request, 'orderDetails', { query: { id: o.id } }, token)).data;
      if (details.Address) delivered = { id: o.id, address: details.Address };
      if (delivered) break;
    }
    expect(delivered, 'the demo history has an order delivered to an address').toBeTruthy();
    const { address } = delivered!;
    expect(hindiCityName(address.city)).not.toBe(address.city);
    await page.goto(`/orders?order=${delivered!.id}`);
    await expect(main.getByText('डिलीवर हो गया', { exact: true }).first()).toBeVisible();
    await expect(main.getByText(`${hindiCityName(address.city)}, ${hindiStateName(address.state)} ${address.pinCode}`)).toBeVisible();
    await expect(main.getByText(address.city)).toHaveCount(0);
    await checkHindiScreen(page, 'a delivered order');

    // The address book and the address form's choices name the places in Hindi; the values sent stay the ids.
    const [home] = (await callApi(request, 'addressList', {}, token)).data;
    await page.goto('/orders?activeTab=myAddresses');
    await expect(main.getByText(`${hindiCityName(home.CityName)}, ${hindiStateName(home.StateName)} ${home.PinCode}`).first()).toBeVisible();
    await checkHindiScreen(page, 'address book');
    await main.getByRole('button', { name: hindi('Add New Address') }).click();
    const form = page.getByRole('dialog');
    const state = form.getByRole('combobox', { name: hindi('State') });
    await expect(state.getByRole('option', { name: 'कर्नाटक', exact: true })).toHaveCount(1);
    await state.selectOption({ label: 'कर्नाटक' });
    await expect(form.getByRole('combobox', { name: hindi('City') }).getByRole('option', { name: 'बेंगलुरु', exact: true })).toHaveCount(1);
    await form.getByRole('button', { name: hindi('Cancel'), exact: true }).click();
  } finally {
    if (orderId) await callApi(request, 'cancelOrder', { body: { id: orderId, reason: 'Hindi journey test order' } }, session.token);
    await callApi(request, 'setLanguage', { body: { language: 'en' } }, session.token);
    await callApi(request, 'removeCoupon', {}, session.token);
    await emptyCart(request, session.token);
  }
});

test('a member whose account reads Hindi gets Hindi on a new device after logging in', async ({ page, request }) => {
  const session = await memberLogin(request, ASHA, demoPassword(ASHA));
  await callApi(request, 'setLanguage', { body: { language: 'hi' } }, session.token);
  try {
    await page.goto('/Login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    // The check the Hindi screens pass finds the English ones: it looks for hundreds of sentences, and finds some here.
    expect(englishSentenceCount).toBeGreaterThan(300);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect((await englishLeftOn(page)).length).toBeGreaterThan(0);
    await page.getByLabel(/^Username/).fill(ASHA);
    await page.getByLabel(/^Password/).fill(demoPassword(ASHA));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('region', { name: hindi('Our Bestseller Products') })).toBeVisible();
  } finally {
    await callApi(request, 'setLanguage', { body: { language: 'en' } }, session.token);
  }
});
