import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { appStarted } from './fixtures';
import { callApi, emptyCart, memberLogin, type Session } from './api';
import { ASHA, demoPassword } from './demo-accounts';

// Accessibility: every storefront screen, on a desktop and on a phone, analysed by axe-core once its content (not its
// skeletons) is shown, plus the header's search dialog and the phone's menu while open. A screen fails on any
// violation axe rates serious or critical against WCAG 2.0/2.1 A and AA and axe's best practices; the message lists
// each rule, its impact, what it asks for and the elements it found. Screens for a member use one login (an API
// login made once per worker, handed to each page as its local storage), a cart with one line, and a placed order.

// WCAG 2.0 and 2.1 A and AA, axe's best practices, and the two rules Lighthouse's accessibility score adds to them:
// target size (WCAG 2.2 AA) and a visible label that is part of the accessible name (an experimental rule in axe).
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const extraRules = { 'label-content-name-mismatch': { enabled: true } };
const blocking = new Set(['serious', 'critical']);

/** Real ids for the screens that show one category, subcategory or product. */
type Catalogue = { categoryId: number; subcategoryId: number; productId: number };
/** The demo member, logged in once, with a line in the cart and one placed order. */
type Member = { session: Session; successPath: string; orderId: number; upiSuccessPath: string; upiOrderId: number };

type Device = { name: string; options: Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'> };
/** One tab per device for a visitor and one for the member, kept for the worker's life so screens load from a warm cache. */
type Tabs = { open(device: Device, member?: Session): Promise<Page> };

const test = base.extend<object, { catalogue: Catalogue; member: Member; tabs: Tabs }>({
  tabs: [
    async ({ browser }, use, workerInfo) => {
      const opened = new Map<string, Promise<Page>>();
      const contexts: BrowserContext[] = [];
      const origin = new URL(workerInfo.project.use.baseURL!).origin;
      await use({
        open(device, member) {
          const key = `${device.name} ${member?.token ?? 'visitor'}`;
          let page = opened.get(key);
          if (!page) {
            // Animations off, so axe reads colours as they are once a dialog has opened, not halfway through its fade.
            const storageState = member && {
              cookies: [],
              origins: [{ origin, localStorage: Object.entries({ authToken: member.token, MemberName: member.MemberName, MemberID: String(member.MemberID), MemberMob: member.MemberMob, Status: String(member.Status) }).map(([name, value]) => ({ name, value })) }],
            };
            page = browser.newContext({ ...device.options, baseURL: origin, reducedMotion: 'reduce', storageState }).then((context) => {
              contexts.push(context);
              return context.newPage();
            });
            opened.set(key, page);
          }
          return page;
        },
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
  catalogue: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const categories = (await callApi(request, 'categoryTree')).data;
      const sub = categories.find((c) => c.ParentId !== null);
      const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock);
      await request.dispose();
      expect(sub && product, 'the catalogue has a subcategory and a product in stock').toBeTruthy();
      await use({ categoryId: sub!.ParentId!, subcategoryId: sub!.catid, productId: product!.Id });
    },
    { scope: 'worker' },
  ],
  member: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const session = await memberLogin(request, ASHA, demoPassword(ASHA));
      const token = session.token;
      const [ordered, inCart] = (await callApi(request, 'productList')).data.filter((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 2).slice(0, 2);
      expect(ordered && inCart, 'two products can be bought').toBeTruthy();

      // An order for store pickup, placed as the checkout screen places it, for the success page and My Orders.
      await emptyCart(request, token);
      await callApi(request, 'addToCart', { body: { productID: ordered.Id, Qty: 1 } }, token);
      const pickup = (await callApi(request, 'deliveryOptions', {}, token)).data.find((o) => !o.needsAddress);
      expect(pickup, 'a delivery option needs no address').toBeTruthy();
      const placement = await callApi(request, 'reviewOrder', { query: { did: pickup!.kid, saddid: 0 } }, token);
      const saved = await callApi(request, 'placeOrder', { body: { orderData: placement } }, token);
      const params = new URLSearchParams({ msg: saved.msg, orderId: String(saved.data), paybleAmount: String(saved.paybleAmount), TotalAmount: String(saved.TotalAmount), TranID: saved.TranID });

      // A second one paid by UPI, awaiting its payment: the success page shows its payment request.
      await callApi(request, 'addToCart', { body: { productID: ordered.Id, Qty: 1 } }, token);
      const upiPlacement = await callApi(request, 'reviewOrder', { query: { did: pickup!.kid, saddid: 0, pay: 'upi' } }, token);
      const upi = await callApi(request, 'placeOrder', { body: { orderData: upiPlacement } }, token);
      const upiParams = new URLSearchParams({ msg: upi.msg, orderId: String(upi.data), paybleAmount: String(upi.paybleAmount), TotalAmount: String(upi.TotalAmount), TranID: upi.TranID, pay: 'upi' });

      // Then one line in the cart for the cart and checkout screens.
      await callApi(request, 'addToCart', { body: { productID: inCart.Id, Qty: 1 } }, token);
      await use({ session, successPath: `/Success?${params}`, orderId: saved.data, upiSuccessPath: `/Success?${upiParams}`, upiOrderId: upi.data });

      // Leave the demo member as found: the orders cancelled (their stock returned), the cart empty.
      await callApi(request, 'cancelOrder', { body: { id: saved.data, reason: 'Accessibility test order' } }, token);
      await callApi(request, 'cancelOrder', { body: { id: upi.data, reason: 'Accessibility test order' } }, token);
      await emptyCart(request, token);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * Waits until the screen shows its content: the route's own sign, then (scrolled to the end, where the footer loads its
 * subscribe box and pictures load as they come near) no skeleton and nothing marked busy; then back to the top.
 */
async function settled(page: Page, ready: (page: Page) => ReturnType<Page['locator']>) {
  await expect(ready(page).first()).toBeVisible();
  // A page the server drew: its parts below the fold load once the app runs it.
  await appStarted(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.animate-pulse, [aria-busy="true"], [role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Runs axe on the page as it is (dialogs open included) and fails with every serious or critical violation, named and
 * located. Moderate and minor ones do not fail the test; they are attached to it as annotations.
 */
async function audit(page: Page, what: string) {
  // Only violations get every node described: the passes are not needed, and describing them costs most of the time.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: extraRules }).withTags(tags).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    at ${n.target.join(' >> ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`).join('\n')}`;
  for (const v of violations.filter((v) => !blocking.has(v.impact ?? ''))) test.info().annotations.push({ type: `a11y ${v.impact ?? 'unrated'}`, description: `${what}: ${describe(v)}` });
  const found = violations.filter((v) => blocking.has(v.impact ?? ''));
  expect(found, `${what}: ${found.length} serious or critical accessibility violation(s)\n${found.map(describe).join('\n')}`).toEqual([]);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

type Screen = { title: string; path: (c: Catalogue, m: Member) => string; ready: (page: Page) => ReturnType<Page['locator']> };

const visitorScreens: Screen[] = [
  { title: 'home', path: () => '/', ready: (p) => p.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('article') },
  { title: 'shop', path: () => '/shop', ready: (p) => p.getByRole('region', { name: 'Products' }).getByRole('article') },
  { title: 'categories', path: () => '/category', ready: (p) => main(p).getByRole('listitem').getByRole('link') },
  { title: 'one category', path: (c) => `/category/${c.categoryId}`, ready: (p) => main(p).getByRole('article') },
  { title: 'one subcategory', path: (c) => `/subcategory/${c.subcategoryId}`, ready: (p) => main(p).getByRole('article') },
  { title: 'product details', path: (c) => `/product/${c.productId}`, ready: (p) => main(p).getByRole('button', { name: /^Add to cart/ }) },
  { title: 'search results', path: () => '/search?search=rice', ready: (p) => main(p).getByRole('article') },
  { title: 'about', path: () => '/about', ready: h1 },
  { title: 'contact', path: () => '/Contact', ready: (p) => main(p).getByRole('button', { name: 'Submit' }) },
  { title: 'footer alone', path: () => '/footer', ready: (p) => p.getByRole('contentinfo').getByRole('link') },
  { title: 'header alone', path: () => '/Header', ready: (p) => p.getByRole('banner').getByRole('link') },
  { title: 'login', path: () => '/Login', ready: (p) => p.getByRole('button', { name: 'Login', exact: true }) },
  { title: 'sign up', path: () => '/Sign-Up', ready: (p) => p.getByRole('button', { name: 'Sign Up' }) },
  { title: 'login with e-mail', path: () => '/LoginwithEmail', ready: h1 },
  { title: 'enter the login code', path: () => '/EnterOtp?email=a@b.in', ready: h1 },
  { title: 'privacy policy', path: () => '/privacy', ready: h1 },
  { title: 'page not found', path: () => '/no-such-page', ready: h1 },
  { title: 'confirm e-mail', path: () => '/confirm-email?token=x', ready: (p) => p.getByRole('button', { name: 'Confirm my email' }) },
];

const memberScreens: Screen[] = [
  { title: 'cart with a line', path: () => '/cart', ready: (p) => main(p).getByRole('button', { name: 'Proceed Checkout' }) },
  { title: 'checkout', path: () => '/checkout', ready: (p) => main(p).getByRole('button', { name: 'Place Order' }) },
  { title: 'my orders', path: () => '/orders', ready: (p) => main(p).getByRole('link', { name: /View Details/ }) },
  { title: 'login and security', path: () => '/orders?activeTab=security', ready: (p) => main(p).getByRole('button', { name: 'Log out everywhere' }) },
  { title: 'one order', path: (_c, m) => `/orders?order=${m.orderId}`, ready: (p) => p.getByRole('region', { name: 'Order Details' }) },
  { title: 'order placed', path: (_c, m) => m.successPath, ready: (p) => p.getByRole('heading', { name: 'Congratulations on Your Order!' }) },
  { title: 'order placed, to pay by UPI', path: (_c, m) => m.upiSuccessPath, ready: (p) => p.getByRole('link', { name: 'Open UPI app' }) },
  { title: 'one order awaiting its UPI payment', path: (_c, m) => `/orders?order=${m.upiOrderId}`, ready: (p) => p.getByRole('img', { name: /^UPI QR code/ }) },
];

const devices = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const device of devices) {
  test.describe(`accessibility on a ${device.name}`, () => {
    for (const screen of visitorScreens) {
      test(`${screen.title} has no serious or critical violations`, async ({ tabs, catalogue }) => {
        const page = await tabs.open(device);
        await page.goto(screen.path(catalogue, undefined as never));
        await settled(page, screen.ready);
        await audit(page, `${screen.title} (${device.name})`);
      });
    }

    test('the header search dialog, open and suggesting, has no serious or critical violations', async ({ tabs }) => {
      const page = await tabs.open(device);
      await page.goto('/');
      await settled(page, (p) => p.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('article'));
      await page.getByRole('banner').getByRole('button', { name: 'Search for products...' }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search the shop' });
      await expect(dialog.getByRole('button', { name: 'Basmati rice' })).toBeVisible();
      await audit(page, `search dialog, empty (${device.name})`);
      await dialog.getByRole('combobox').fill('rice');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await audit(page, `search dialog with suggestions (${device.name})`);
    });

    test('the "Deliver to?" dialog, with its answer, has no serious or critical violations', async ({ tabs }) => {
      const page = await tabs.open(device);
      await page.goto('/');
      await settled(page, (p) => p.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('article'));
      await page.getByRole('banner').getByRole('button', { name: 'Deliver to?' }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Deliver to?' });
      await dialog.getByLabel('Pin code').fill('400001');
      await dialog.getByRole('button', { name: 'Check' }).click();
      await expect(dialog.getByRole('status')).toContainText('We deliver to 400001');
      await audit(page, `deliver to dialog (${device.name})`);
    });

    if (device.name === 'phone') {
      test('the menu drawer has no serious or critical violations', async ({ tabs }) => {
        const page = await tabs.open(device);
        await page.goto('/');
        await settled(page, (p) => p.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('article'));
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu.getByRole('link', { name: 'Log in or sign up' })).toBeVisible();
        await audit(page, 'menu drawer (phone)');
      });
    }

    test.describe('as the demo member', () => {
      for (const screen of memberScreens) {
        test(`${screen.title} has no serious or critical violations`, async ({ tabs, catalogue, member }) => {
          const page = await tabs.open(device, member.session);
          await page.goto(screen.path(catalogue, member));
          await settled(page, screen.ready);
          await audit(page, `${screen.title} (${device.name})`);
        });
      }

      if (device.name === 'phone') {
        test('the menu drawer of a member has no serious or critical violations', async ({ tabs, member }) => {
          const page = await tabs.open(device, member.session);
          await page.goto('/orders');
          await settled(page, (p) => main(p).getByRole('link', { name: /View Details/ }));
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
          await audit(page, 'menu drawer of a member (phone)');
        });
      }
    });
  });
}
