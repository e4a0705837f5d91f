import { deliveryDayWords, formatDeliverySlot } from '@shop/contract/format';
import { expect, test } from './fixtures';
import { callApi, memberLogin, useSession } from './api';
import { adminLogsIn } from './demo-accounts';
import { waitForMail } from './mail-sink';

// Delivering like a grocer, on a phone: the shopper asks "Deliver to?", chooses a substitution for a cart line and
// books a delivery slot; the shop opens the slot's picking list, marks the line short (the shopper said "Don't
// replace", so it is removed), and the shopper sees the new total and gets a mail saying what changed.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const password = 'jaggery-slot-pick-3';

test.describe('delivery slots and substitutions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // Two browsers (the shopper's phone and the back office) and a mail: slower than one screen on a busy machine.
  test.setTimeout(120_000);

  test('a shopper checks a pin code, books a slot and chooses a substitution; the shop shorts the line and the shopper sees the new total', async ({ page, request, browser }) => {
    const email = `slots.${Date.now()}@example.in`;
    await callApi(request, 'register', { body: { Firstname: 'Kavya', Lastname: 'Rao', Email: email, Mobile: '98450 12345', Pincode: '560034', Password: password, ConfirmPassword: password } });
    const session = await memberLogin(request, email, password);
    const karnataka = (await callApi(request, 'stateList')).data.find((s) => s.name === 'Karnataka')!;
    const [city] = await callApi(request, 'cityList', { query: { id: karnataka.value } });
    const home = (
      await callApi(request, 'saveAddress', { body: { kid: 0, Delivery: 1, AddressTitle: 'Home', AddressLine1: '4 Koramangala 5th Block', AddressLine2: '', Landmark: 'Near the lake', StateID: karnataka.value, CityID: city.Value, PinCode: '560034' } }, session.token)
    ).data;
    const [keep, spare] = (await callApi(request, 'productList')).data.filter((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.Price >= 150 && p.Price < 400);
    await callApi(request, 'addToCart', { body: { productID: keep.Id, Qty: 1 } }, session.token);
    await callApi(request, 'addToCart', { body: { productID: spare.Id, Qty: 1 } }, session.token);

    // "Deliver to?" in the header: the answer is plain and remembered.
    await page.goto('/');
    await useSession(page, session);
    await page.goto('/');
    await page.getByRole('button', { name: 'Deliver to?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deliver to?' });
    await dialog.getByLabel('Pin code').fill('abc');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByText('Please enter a 6-digit pin code, e.g. 560001.')).toBeVisible();
    await dialog.getByLabel('Pin code').fill('560034');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByRole('status')).toContainText('We deliver to 560034 (Bengaluru, Karnataka).');
    await expect(dialog.getByRole('status')).toContainText('Express Delivery');
    // Each option says when it would come, as people say it ("Earliest slot: Tomorrow, 7–9 AM").
    const reach = (await callApi(request, 'pinCode', { query: { pin: '560034' } })).data.Options;
    const standard = reach.find((o) => o.kid === 1)!.Arrives!;
    await expect(dialog.getByRole('status')).toContainText(`Earliest slot: ${formatDeliverySlot(standard.Date, standard.From!, standard.To!, 'en', standard.Today)}`);
    const express = reach.find((o) => o.kid === 3)!.Arrives!;
    await expect(dialog.getByRole('status')).toContainText(express.Date === express.Today ? 'Arrives today if you order by 2 PM' : 'Arrives tomorrow');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Deliver to 560034/ })).toBeVisible();

    // The cart: "Don't replace" for the spare item.
    await page.goto('/cart');
    const spareLine = page.getByRole('listitem').filter({ hasText: spare.Name });
    await spareLine.getByRole('combobox', { name: 'If out of stock:' }).selectOption({ label: "Don't replace" });
    await expect.poll(async () => (await callApi(request, 'cartDetails', {}, session.token)).data.find((l) => l.pid === spare.Id)?.Substitute).toBe('none');

    // Checkout: home delivery, the address, a slot.
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Standard Home Delivery/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Delivery slot' })).toBeVisible();
    const dayButtons = page.getByRole('group', { name: 'Delivery day' }).getByRole('button');
    await expect(dayButtons.nth(0)).toContainText('Today');
    await expect(dayButtons.nth(1)).toContainText('Tomorrow');
    const slot = page.locator('input[name="delivery-slot"]:not([disabled])').first();
    await slot.check();
    const cart = await callApi(request, 'cartDetails', {}, session.token);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/Success\?/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    const order = (await callApi(request, 'orderDetails', { query: { id: orderId } }, session.token)).data;
    const tranId = order.Table[0].TranID;
    const bill = order.Table1[0];
    // An order's slot is written out in full ("Sat 28 Nov, 7–9 AM"): "Tomorrow" would be wrong the day after.
    expect(bill.DeliverySlot).toMatch(/^\w{3} \d{1,2} \w{3}, \d{1,2}( [AP]M)?–\d{1,2} [AP]M$/);
    expect(order.Table2.find((l) => l.pid === spare.Id)?.Substitute).toBe('none');
    const spareTotal = order.Table2.find((l) => l.pid === spare.Id)!.TotalAmount;
    expect(bill.ItemsTotal).toBe(cart.ItemsTotal);

    // The shop opens the picking list of the slot's day and marks the spare item short: it is removed.
    const slotDay = (await callApi(request, 'orderList', {}, session.token)).data.find((o) => o.id === orderId)!;
    expect(slotDay.DeliverySlot).toBe(bill.DeliverySlot);
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const admin = await office.newPage();
      await adminLogsIn(admin);
      await admin.goto('/admin/picking');
      // The slot's day as YYYY-MM-DD: the day of the next 7 whose words begin the order's slot.
      const days = (await callApi(request, 'deliverySlots', { query: { did: 1, saddid: home.kid } }, session.token)).data;
      const bookedDay = days.find((d) => bill.DeliverySlot!.startsWith(`${deliveryDayWords(d.Date)},`))!;
      await admin.getByLabel('Day', { exact: true }).fill(bookedDay.Date);
      const panel = admin.getByRole('region', { name: new RegExp(`^${tranId}`) });
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: `Mark ${spare.Name} short in order ${tranId}` }).click();
      const shortDialog = admin.getByRole('dialog', { name: `Short: ${spare.Name}` });
      await expect(shortDialog.getByRole('radio', { name: /Remove them/ })).toBeChecked();
      await expect(shortDialog.getByRole('radio', { name: /Replace them/ })).toBeDisabled();
      await shortDialog.getByRole('button', { name: 'Mark short' }).click();
      await expect(shortDialog).toHaveCount(0);
      await expect(panel.getByRole('button', { name: `Mark ${spare.Name} short in order ${tranId}` })).toHaveCount(0);
    } finally {
      await office.close();
    }

    // The shopper sees the new total, and a mail says what changed.
    const newTotal = bill.PaybleTotal - spareTotal;
    await page.goto('/orders?activeTab=orders');
    const card = page.getByRole('listitem').filter({ hasText: tranId });
    await expect(card).toContainText(inr.format(newTotal));
    await expect(card).toContainText(bill.DeliverySlot!);
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('region', { name: 'Bill Details' })).toContainText(inr.format(newTotal));
    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === `Your order ${tranId} changed: we ran short of an item`);
    expect(mail.text).toContain(`removed: we ran short of it.`);
    expect(mail.text).toContain(`You now pay ${inr.format(newTotal)} in cash on delivery.`);
  });

  test('an address outside every area is saved with a warning; checkout offers only store pickup there', async ({ page, request }) => {
    const email = `far.${Date.now()}@example.in`;
    await callApi(request, 'register', { body: { Firstname: 'Dorjee', Lastname: 'Bhutia', Email: email, Mobile: '98450 12345', Pincode: '737101', Password: password, ConfirmPassword: password } });
    const session = await memberLogin(request, email, password);
    const sikkim = (await callApi(request, 'stateList')).data.find((s) => s.name === 'Sikkim')!;
    const [city] = await callApi(request, 'cityList', { query: { id: sikkim.value } });
    const saved = await callApi(request, 'saveAddress', { body: { kid: 0, Delivery: 1, AddressTitle: 'Hill home', AddressLine1: 'MG Marg', AddressLine2: '', Landmark: '', StateID: sikkim.value, CityID: city.Value, PinCode: '737101' } }, session.token);
    expect(saved.msg).toBe('Address saved successfully. Please note: we do not deliver to 737101 yet, so orders to this address can only be collected from our store.');
    const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1)!;
    await callApi(request, 'addToCart', { body: { productID: product.Id, Qty: 1 } }, session.token);

    await page.goto('/');
    await useSession(page, session);
    await page.goto('/checkout');
    await expect(page.getByRole('alert').filter({ hasText: 'Standard Home Delivery does not reach pin code 737101.' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Express Delivery/ })).toBeDisabled();
    await expect(page.getByText('Does not reach 737101').first()).toBeVisible();
    await page.getByRole('radio', { name: /Store Pickup/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/Success\?/);
  });
});
