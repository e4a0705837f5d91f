import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { callApi, memberLogin, useSession } from './api';
import { adminLogsIn } from './demo-accounts';
import { waitForMail } from './mail-sink';

// Paying by UPI on a phone: checkout offers UPI beside Cash on Delivery; the success page gives the payment request
// (an Open UPI app button with the upi://pay link, and its QR code, which must scan back to the same link); the shop
// marks the payment paid in the back office with its UTR, and the shopper's page turns to Paid by itself.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const password = 'saffron-upi-pay-7';

/** What a phone's camera reads from the QR image on the page: its pixels, drawn on a canvas, decoded by jsQR. */
async function scanQr(page: Page, name: RegExp): Promise<string | undefined> {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  const { width, height, pixels } = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const size = 480;
    const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 0, 0, size, size);
    return { width: size, height: size, pixels: Array.from(ctx.getImageData(0, 0, size, size).data) };
  });
  return jsQR(new Uint8ClampedArray(pixels), width, height)?.data;
}

test.describe('paying by UPI on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a member orders for UPI, gets the link and a QR code of it for the exact amount, and sees Paid once the shop records the UTR', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const company = (await callApi(request, 'companyDetails')).data[0];
    expect(company.UpiId, 'the demo shop has a UPI id').toMatch(/@/);
    const email = `upi.${Date.now()}@example.in`;
    await callApi(request, 'register', { body: { Firstname: 'Ishaan', Lastname: 'Pillai', Email: email, Mobile: '98450 12345', Pincode: '560034', Password: password, ConfirmPassword: password } });
    const session = await memberLogin(request, email, password);
    const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 3 && p.Price < 100);
    expect(product, 'a product to buy').toBeTruthy();
    await callApi(request, 'addToCart', { body: { productID: product!.Id, Qty: 3 } }, session.token);

    await page.goto('/');
    await useSession(page, session);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Store Pickup/ }).check();
    // Cash on Delivery stays the default; UPI is offered beside it.
    const payment = page.getByRole('list', { name: 'Payment options' });
    await expect(payment.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await payment.getByRole('radio', { name: /UPI/ }).check();
    await expect(page.getByText('UPI: you pay on the next screen.')).toBeVisible();
    const cart = await callApi(request, 'cartDetails', {}, session.token);
    await page.getByRole('button', { name: 'Place Order' }).click();

    // The success page: the payment request for the exact amount.
    await expect(page).toHaveURL(/\/Success\?.*pay=upi/);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    const order = (await callApi(request, 'orderDetails', { query: { id: orderId } }, session.token)).data;
    const request_ = order.UpiPayment!;
    expect(order.Table1[0]).toMatchObject({ paymentMode: 'UPI', PaymentStatus: 'Awaiting payment', PaybleTotal: cart.PaybleAmount });
    const amount = inr.format(cart.PaybleAmount);
    await expect(page.getByRole('heading', { name: `Pay ${amount} by UPI` })).toBeVisible();
    // Not yet a congratulation: the page's heading says what confirms the order.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Pay ${amount.replace(/[.]/g, '\\.')} within (30|29) minutes to confirm$`));
    await expect(page.getByText('Congratulations on Your Order!')).toHaveCount(0);
    // My Orders offers to pay it in one tap.
    const list = await page.context().newPage();
    await list.goto('/orders?activeTab=orders');
    await list.getByRole('listitem').filter({ hasText: order.Table[0].TranID }).getByRole('link', { name: `Pay now for order ${order.Table[0].TranID}` }).click();
    await expect(list.getByRole('link', { name: 'Open UPI app' })).toBeVisible();
    await list.close();
    const open = page.getByRole('link', { name: 'Open UPI app' });
    await expect(open).toBeInViewport();
    const link = await open.getAttribute('href');
    expect(link).toBe(request_.upiLink);
    const params = new URL(link!.replace('upi://pay', 'https://upi.example/pay')).searchParams;
    expect(Object.fromEntries(params)).toEqual({ pa: company.UpiId, pn: company.Name, am: cart.PaybleAmount.toFixed(2), cu: 'INR', tn: `Order ${order.Table[0].TranID}`, tr: order.Table[0].TranID });
    // The QR code scans to exactly the same link.
    expect(await scanQr(page, /^UPI QR code: pay /)).toBe(link);
    const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(order.Table[0].TranID));
    expect(mail.text).toContain(link!);

    // The shop sees the payment in its bank app and records the UTR in the back office.
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const admin = await office.newPage();
      await adminLogsIn(admin);
      await admin.goto(`/admin/orders/${orderId}`);
      const form = admin.getByRole('form', { name: 'Mark paid' });
      await form.getByLabel('UPI reference (UTR)').fill('98765');
      await form.getByRole('button', { name: 'Mark paid' }).click();
      await expect(form.getByText('UPI reference (UTR) must be exactly 12 digits, as the bank statement or UPI app shows it.')).toBeVisible();
      const utr = String(Date.now()).slice(-12).padStart(12, '4');
      await form.getByLabel('UPI reference (UTR)').fill(utr);
      await form.getByLabel('Amount received (₹)').fill(String(cart.PaybleAmount));
      await form.getByRole('button', { name: 'Mark paid' }).click();
      await expect(admin.getByRole('region', { name: 'Payment' }).getByText(utr)).toBeVisible();
      await expect(admin.getByRole('form', { name: 'Mark paid' })).toHaveCount(0);

      // The shopper's page turns to Paid by itself, and My Orders says so.
      await expect(page.getByText('Payment received.')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your order is confirmed.');
      await expect(page.getByRole('link', { name: 'Open UPI app' })).toHaveCount(0);
      await page.goto('/orders?activeTab=orders');
      const card = page.getByRole('listitem').filter({ hasText: order.Table[0].TranID });
      await expect(card).toContainText('Paid');
      await expect(card.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
      await card.getByRole('link', { name: /View Details/ }).click();
      await expect(page.getByRole('region', { name: 'Bill Details' })).toContainText(utr);
      await waitForMail((m) => m.to.includes(email) && m.subject === `Payment received for your order ${order.Table[0].TranID}`);
    } finally {
      await office.close();
    }
  });
});
