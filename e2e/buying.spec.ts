import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@shop/contract/calls';
import { callApi, emptyCart as emptyCartLines, memberLogin, useSession } from './api';
import { adminToken, ASHA, demoPassword } from './demo-accounts';

// The buying journeys: cart states on cards and the detail page, the cart page with its rules and a coupon, checkout
// with a new address or store pickup, the success page, My Orders with an order's detail and its cancelling, and the
// addresses tab. Products are chosen from the API by their limits, so the tests hold whatever the catalogue holds.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (n: number) => inr.format(n);
const password = 'green-cardamom-7';

/** Starts every journey from an empty cart without a coupon. */
async function emptyCart(request: APIRequestContext, token: string) {
  await emptyCartLines(request, token);
  await callApi(request, 'removeCoupon', {}, token);
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
/** The Payable Amount row of a totals box. */
const payableRow = (region: ReturnType<Page['getByRole']>) => region.locator('div').filter({ has: region.page().getByText('Payable Amount', { exact: true }) }).last();
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('buying on a desktop', () => {
  test('the demo member fills a cart, applies WELCOME10, checks out to a new address, sees the order and cancels it', async ({ page, context, request }) => {
    const products = (await callApi(request, 'productList')).data;
    const home = (await callApi(request, 'homeProducts')).data.slice(0, 8);
    const fromHome = home.find((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 3);
    const limited = products
      .filter((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 2 && p.OrderMaximumQuantity <= 5 && p.Id !== fromHome?.Id)
      .sort((a, b) => b.Price - a.Price)[0];
    const packOf = products.find((p) => p.In_stock && p.OrderMinimumQuantity > 1);
    expect(fromHome && limited && packOf, 'the catalogue has the products this journey needs').toBeTruthy();
    if (!fromHome || !limited || !packOf) return;

    // One stylesheet, linked by each page the browser loads: no lazily loaded part of this journey fetches it again.
    const stylesheets: string[] = [];
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      if (r.resourceType() === 'document') documents++;
    });

    // Log in through the login screen, as the demo member.
    await page.goto('/Login');
    await page.getByLabel(/^Username/).fill('asha@annapurna.example');
    await page.getByLabel(/^Password/).fill(demoPassword(ASHA));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    await emptyCart(request, token!);
    await page.reload();
    await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');

    // Home: Add to cart turns into the stepper on every card showing the product; the badge follows.
    const bestsellers = page.getByRole('region', { name: 'Our Bestseller Products' });
    await bestsellers.getByRole('button', { name: `Add to cart: ${fromHome.Name}` }).click();
    await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');
    const stepper = bestsellers.getByRole('group', { name: `Quantity of ${fromHome.Name}` });
    await stepper.getByRole('button', { name: /^Increase/ }).click();
    await stepper.getByRole('button', { name: /^Increase/ }).click();
    await expect(stepper.locator('output')).toHaveText('3');
    await stepper.getByRole('button', { name: /^Decrease/ }).click();
    await expect(stepper.locator('output')).toHaveText('2');
    await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');

    // Detail page: the maximum is refused with its message.
    await page.goto(`/product/${limited.Id}`);
    await page.getByRole('button', { name: `Add to cart: ${limited.Name}` }).click();
    const limitedStepper = page.getByRole('main').getByRole('group', { name: `Quantity of ${limited.Name}` }).first();
    for (let q = 2; q <= limited.OrderMaximumQuantity; q++) {
      await limitedStepper.getByRole('button', { name: /^Increase/ }).click();
      await expect(limitedStepper.locator('output')).toHaveText(String(q));
    }
    await limitedStepper.getByRole('button', { name: /^Increase/ }).click();
    await expect(toast(page, `You cannot add more than ${limited.OrderMaximumQuantity} items.`)).toBeVisible();
    await expect(limitedStepper.locator('output')).toHaveText(String(limited.OrderMaximumQuantity));

    // A product sold in packs starts at its minimum; going under it is ignored.
    await page.goto(`/product/${packOf.Id}`);
    await page.getByRole('button', { name: `Add to cart: ${packOf.Name}` }).click();
    const packStepper = page.getByRole('main').getByRole('group', { name: `Quantity of ${packOf.Name}` }).first();
    await expect(packStepper.locator('output')).toHaveText(String(packOf.OrderMinimumQuantity));
    await packStepper.getByRole('button', { name: /^Decrease/ }).click();
    await expect(packStepper.locator('output')).toHaveText(String(packOf.OrderMinimumQuantity));
    const pieces = 2 + limited.OrderMaximumQuantity + packOf.OrderMinimumQuantity;
    await expect(badge(page)).toHaveAccessibleName(`Cart, ${pieces} items`);

    // Cart page: the table, the maximum, removing a line, a coupon.
    await badge(page).click();
    await expect(page).toHaveURL('/cart');
    const table = page.getByRole('table', { name: 'Items in your cart' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('group', { name: `Quantity of ${limited.Name}` }).getByRole('button', { name: /^Increase/ }).click();
    await expect(toast(page, `Quantity must be between 1 and ${limited.OrderMaximumQuantity}`)).toBeVisible();
    await table.getByRole('button', { name: `Remove ${packOf.Name} from the cart` }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(badge(page)).toHaveAccessibleName(`Cart, ${2 + limited.OrderMaximumQuantity} items`);

    const before = await callApi(request, 'cartDetails', {}, token!);
    expect(before.ItemsTotal, 'the cart reaches the minimum order of WELCOME10').toBeGreaterThanOrEqual(500);
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'NOSUCHCODE' })).toBeVisible();
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(page.getByText('Coupon (WELCOME10)')).toBeVisible();
    const withCoupon = await callApi(request, 'cartDetails', {}, token!);
    expect(withCoupon.CouponDiscount).toBeGreaterThan(0);
    const totals = page.getByRole('region', { name: 'Price details' });
    await expect(payableRow(totals)).toContainText(rupees(withCoupon.PaybleAmount));

    // Checkout: the first delivery option is chosen; a new address is added with the device's position.
    await page.getByRole('button', { name: 'Proceed Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    const options = (await callApi(request, 'deliveryOptions', {}, token!)).data;
    await expect(page.getByRole('radio', { name: new RegExp(options[0].Name) })).toBeChecked();

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.971599, longitude: 77.594566 });
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('Address Title is required.')).toBeVisible();
    await dialog.getByLabel(/^Address Title/).fill('Home (journey)');
    await dialog.getByLabel(/^Address Line 1/).fill('12, 4th Cross, Indiranagar');
    await dialog.getByLabel(/^Address Line 2/).fill('HAL 2nd Stage');
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(dialog.getByLabel(/^Location/)).toHaveValue('https://www.openstreetmap.org/?mlat=12.971599&mlon=77.594566');
    await dialog.getByLabel(/^State/).selectOption({ label: 'Karnataka' });
    await dialog.getByLabel(/^City/).selectOption({ label: 'Bengaluru' });
    await dialog.getByLabel(/^Pin Code/).fill('056003');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('Pin code must be 6 digits and cannot start with 0.')).toBeVisible();
    await dialog.getByLabel(/^Pin Code/).fill('560038');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: /Home \(journey\)/ })).toBeChecked();
    const billing = page.getByRole('form', { name: 'Billing details' });
    await expect(billing.getByLabel(/^Address Title/)).toHaveValue('Home (journey)');
    await expect(billing.getByLabel(/^Postcode\/Zip/)).toHaveValue('560038');

    const payable = Math.round((withCoupon.PaybleAmount + options[0].DeliveryCharge) * 100) / 100;
    const total = page.getByRole('region', { name: 'Total' });
    await expect(payableRow(total)).toContainText(rupees(payable));

    // Standard home delivery books a delivery slot: asked for, then the first one free is chosen.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, 'Please choose a delivery slot.')).toBeVisible();
    await page.locator('input[name="delivery-slot"]:not([disabled])').first().check();

    // Place the order: the success page shows the server's amounts and the badge goes to 0.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/Success\?/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    const order = (await callApi(request, 'orderDetails', { query: { id: orderId } }, token!)).data;
    expect(order.Table1[0].PaybleTotal).toBe(payable);
    await expect(page.getByRole('heading', { name: 'Congratulations on Your Order!' })).toBeVisible();
    await expect(page.getByText(`Order Details for Order: ${orderId}`)).toBeVisible();
    await expect(page.getByText(rupees(order.Table1[0].PaybleTotal), { exact: true })).toBeVisible();
    await expect(page.getByText(rupees(order.Table1[0].TotalAmount), { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');

    // My Orders: the order's detail, then cancelling it.
    await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(new RegExp(`order=${orderId}`));
    await expect(page.getByText('This order is : Pending')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bill Details' })).toContainText(order.Table1[0].InvoiceNumber);
    // Words, not field names (issue 33).
    await expect(page.getByRole('region', { name: 'Order Details' })).toContainText('Pack size');
    await expect(page.getByRole('region', { name: 'Order Details' })).toContainText('Price per unit');
    await expect(page.getByRole('region', { name: 'Order Details' })).not.toContainText('Pack_Size');
    await page.getByRole('link', { name: 'My Orders' }).first().click();
    const card = page.getByRole('listitem').filter({ hasText: order.Table[0].TranID });
    await expect(card).toContainText('Placed on');
    await expect(card).toContainText(rupees(payable));
    await card.getByRole('link', { name: /View Details/ }).click();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('This order is : Cancelled')).toBeVisible();
    await expect(page.getByText('This order has been cancelled as per your request.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(new Set(stylesheets).size).toBeLessThanOrEqual(1);
    expect(stylesheets.length).toBeLessThanOrEqual(documents);
  });
});

test.describe('stock the shopper can trust', () => {
  test('the cart tells which lines changed with the stock, and an order over the stock is refused with the reason', async ({ page, request }) => {
    const email = `stock.${Date.now()}@example.in`;
    await callApi(request, 'register', { body: { Firstname: 'Kabir', Lastname: 'Rao', Email: email, Mobile: '98450 12345', Pincode: '400001', Password: password, ConfirmPassword: password } });
    const session = await memberLogin(request, email, password);
    const admin = await adminToken(request);
    const [capped, soldOut] = (await callApi(request, 'productList')).data.filter((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 5).slice(-2);
    const stockOf = async (id: number) => (await callApi(request, 'adminProduct', { params: { id } }, admin)).data.stock;
    const setStock = async (id: number, to: number) => {
      const change = to - (await stockOf(id));
      if (change !== 0) await callApi(request, 'adminAdjustStock', { params: { id }, body: { change, reason: 'Stock count in the e2e test' } }, admin);
    };
    const original = { capped: await stockOf(capped.Id), soldOut: await stockOf(soldOut.Id) };

    try {
      await callApi(request, 'addToCart', { body: { productID: capped.Id } }, session.token);
      await callApi(request, 'changeQuantity', { query: { pid: capped.Id, qty: 4 } }, session.token);
      await callApi(request, 'addToCart', { body: { productID: soldOut.Id } }, session.token);
      await setStock(capped.Id, 2);
      await setStock(soldOut.Id, 0);

      await page.goto('/');
      await useSession(page, session);
      // Arriving at the cart: the stock refresh, then one read of the cart, whose lines already show the refresh (decision 159).
      const cartCalls: string[] = [];
      const watched: string[] = [calls.refreshCartStock.path, calls.cartDetails.path];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (watched.includes(path)) cartCalls.push(path);
      });
      await page.goto('/cart');
      const notice = page.getByRole('status').filter({ hasText: 'Some items in your cart changed because of stock' });
      await expect(notice).toContainText(capped.Name);
      await expect(notice).toContainText(soldOut.Name);
      const table = page.getByRole('table', { name: 'Items in your cart' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('group', { name: `Quantity of ${capped.Name}` }).locator('output')).toHaveText('2');
      await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');
      await page.waitForLoadState('networkidle');
      expect(cartCalls).toEqual(watched);

      // Checkout without a saved address asks for one; store pickup needs none, but the stock falls again meanwhile.
      await page.getByRole('button', { name: 'Proceed Checkout' }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(toast(page, 'Please select a shipping option and address.')).toBeVisible();
      await page.getByRole('radio', { name: /Store Pickup/ }).check();
      await setStock(capped.Id, 1);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(toast(page, capped.Name)).toBeVisible();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('alert').filter({ hasText: 'Review your cart' })).toBeVisible();
      expect((await callApi(request, 'orderList', {}, session.token)).data).toHaveLength(0);
    } finally {
      await setStock(capped.Id, original.capped);
      await setStock(soldOut.Id, original.soldOut);
    }
  });
});

test.describe("a member's page", () => {
  test('checkout is read once by the browser where the server could not draw it, then comes drawn for the member', async ({ page, request }) => {
    const product = await newMemberWithAProduct(page, request, 'early');
    const watched: string[] = [calls.cartDetails.path, calls.deliveryOptions.path, calls.addressList.path];
    const made: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (watched.includes(path)) made.push(path);
    });
    // The session was put in this browser's storage only: the page is drawn for a visitor, and React reads it for the
    // member as it takes it over, each call once.
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Store Pickup/ })).toBeVisible();
    await expect(page.getByText(product.Name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(made.sort()).toEqual([...watched].sort());
    // The app has written the member pages' cookie (decision 169): the next visit comes drawn, with no call at all.
    made.length = 0;
    await page.reload();
    await expect(page.getByText(product.Name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(made).toEqual([]);
  });
});

/** A new member with one product in the cart (returned), logged in on `page`, which shows /about (a page that makes no member calls). */
async function newMemberWithAProduct(page: Page, request: APIRequestContext, name: string) {
  const email = `${name}.${Date.now()}@example.in`;
  await callApi(request, 'register', { body: { Firstname: 'Meera', Lastname: 'Iyer', Email: email, Mobile: '98450 12345', Pincode: '560025', Password: password, ConfirmPassword: password } });
  const session = await memberLogin(request, email, password);
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1)!;
  await callApi(request, 'addToCart', { body: { productID: product.Id } }, session.token);
  await page.goto('/about');
  await useSession(page, session);
  // The page may read the member's cart once it sees the session: that read is this page's, not the next one's.
  await page.waitForLoadState('networkidle');
  return product;
}

test.describe('buying on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new member buys for store pickup, then manages addresses in the account page', async ({ page, request }) => {
    const email = `buyer.${Date.now()}@example.in`;
    await callApi(request, 'register', { body: { Firstname: 'Meera', Lastname: 'Nair', Email: email, Mobile: '98450 12345', Pincode: '682001', Password: password, ConfirmPassword: password } });
    const session = await memberLogin(request, email, password);
    // Two of it stay below FLAT50's ₹399 minimum, which the cart below is refused for.
    const product = (await callApi(request, 'homeProducts')).data.slice(0, 8).find((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 2 && p.Price * 2 < 399);
    expect(product, 'a bestseller can be bought').toBeTruthy();
    if (!product) return;

    // A visitor is asked to log in.
    await page.goto('/');
    const bestsellers = page.getByRole('region', { name: 'Our Bestseller Products' });
    await bestsellers.getByRole('button', { name: `Add to cart: ${product.Name}` }).click();
    await expect(toast(page, 'Please log in to add items to your cart.')).toBeVisible();

    // This journey starts from an empty cart: the kept tap (decision 181, phone-shopping.spec) is let go.
    await page.evaluate(() => sessionStorage.clear());
    await useSession(page, session);
    await page.goto('/cart');
    await expect(page.getByText('No products in the cart. Please add items to proceed.')).toBeVisible();
    await page.getByRole('link', { name: 'Buy Products' }).click();
    await expect(page).toHaveURL('/shop');

    await page.goto('/');
    await bestsellers.getByRole('button', { name: `Add to cart: ${product.Name}` }).click();
    await bestsellers.getByRole('group', { name: `Quantity of ${product.Name}` }).getByRole('button', { name: /^Increase/ }).click();
    await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');

    // The detail page shows the same quantity.
    await page.goto(`/product/${product.Id}`);
    await expect(page.getByRole('main').getByRole('group', { name: `Quantity of ${product.Name}` }).first().locator('output')).toHaveText('2');

    // Cart on a phone: stacked cards; FLAT50 is refused below its minimum order, with the server's reason.
    await badge(page).click();
    const lines = page.getByRole('list', { name: 'Items in your cart' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Coupon code').fill('FLAT50');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /FLAT50/ })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed Checkout' }).click();

    // Store pickup needs no address: the billing fields are hidden.
    await expect(page).toHaveURL('/checkout');
    await page.getByRole('radio', { name: /Store Pickup/ }).check();
    await expect(page.getByRole('heading', { name: 'Pick up from our store' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Billing details' })).toHaveCount(0);
    const cart = await callApi(request, 'cartDetails', {}, session.token);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/Success\?/);
    await expect(page.getByText(rupees(cart.PaybleAmount), { exact: true }).first()).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
    await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByText('This order is : Pending')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Store Pickup' })).toBeVisible();

    // Addresses tab: add, edit (the edited one stays selected), delete.
    await page.goto('/orders?activeTab=myAddresses');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Address' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add New Address' });
    await add.getByLabel(/^Address Title/).fill('Office');
    await add.getByLabel(/^Address Line 1/).fill('3rd Floor, Infopark Phase 1');
    await add.getByLabel(/^State/).selectOption({ label: 'Kerala' });
    await add.getByLabel(/^City/).selectOption({ label: 'Kochi' });
    await add.getByLabel(/^Pin Code/).fill('682042');
    await add.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('radio', { name: /Office/ })).toBeChecked();

    await page.getByRole('button', { name: 'Edit Address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(edit.getByLabel(/^City/)).toHaveValue(/\d+/);
    await edit.getByLabel(/^Address Title/).fill('Office (Infopark)');
    await edit.getByRole('button', { name: 'Update Address' }).click();
    await expect(toast(page, 'Address updated successfully!')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Office \(Infopark\)/ })).toBeChecked();

    await page.getByRole('button', { name: 'Delete Address' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete address' });
    await expect(confirm).toContainText('Are you sure you want to delete this address?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  });
});

test.describe('the cart badge', () => {
  test('rises on the click, before the server answers', async ({ page, request }) => {
    const password = 'badge-test-pass-1';
    const email = `badge.${Date.now()}@example.in`;
    await callApi(request, 'register', { body: { Firstname: 'Badal', Lastname: 'Roy', Email: email, Mobile: '98450 12345', Pincode: '700001', Password: password, ConfirmPassword: password } });
    const session = await memberLogin(request, email, password);
    const product = (await callApi(request, 'homeProducts')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1);
    expect(product, 'a home page product can be added').toBeTruthy();
    // The server's answer to the add is held back until the badge was checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === calls.addToCart.path, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await useSession(page, session);
    await page.reload();
    await page.getByRole('region', { name: 'Our Bestseller Products' }).getByRole('button', { name: `Add to cart: ${product!.Name}` }).click();
    await expect(badge(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 2000 });
    release();
    await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');
    // The badge said 1 before the server answered; the line is in the cart once the held call went through.
    await expect.poll(async () => (await callApi(request, 'cartDetails', {}, session.token)).data.map((l) => [l.pid, l.qty])).toEqual([[product!.Id, 1]]);
  });
});
