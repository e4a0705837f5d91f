import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { callApi, memberLogin, sendCall, useSession } from './api';
import { adminLogsIn } from './demo-accounts';

// A member opens the tax invoice of an order placed on the shop: the order's page offers Download invoice, which
// saves the PDF the API makes (fetched with the member's token); once the order is cancelled, its credit note too;
// the back office's order screen offers both.

const password = 'tulsi-invoice-pdf-3';

async function downloaded(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), bytes };
}

test('a member downloads the tax invoice of a placed order, and its credit note once cancelled; so does the back office', async ({ page, request, browser }) => {
  const email = `invoice.${Date.now()}@example.in`;
  await callApi(request, 'register', { body: { Firstname: 'Meenakshi', Lastname: 'Rao', Email: email, Mobile: '98450 12345', Pincode: '560034', Password: password, ConfirmPassword: password } });
  const session = await memberLogin(request, email, password);
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1);
  expect(product, 'a product to buy').toBeTruthy();
  await callApi(request, 'addToCart', { body: { productID: product!.Id, Qty: 1 } }, session.token);
  const quote = await callApi(request, 'reviewOrder', { query: { did: 2 } }, session.token);
  const saved = await callApi(request, 'placeOrder', { body: { orderData: quote.data } }, session.token);
  const orderId = saved.data;
  const bill = (await callApi(request, 'orderDetails', { query: { id: orderId } }, session.token)).data.Table1[0];
  expect(bill.InvoiceNumber).toMatch(/^INV\d{4}-\d{6}$/);

  // The call answers a PDF, to its member only.
  const res = await sendCall(request, 'orderInvoice', { query: { id: orderId } }, session.token);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await sendCall(request, 'orderInvoice', { query: { id: orderId } })).status()).toBe(401);

  await page.goto('/');
  await useSession(page, session);
  await page.goto(`/orders?activeTab=orders&order=${orderId}`);
  const docs = page.getByRole('region', { name: 'Tax documents' });
  await expect(docs.getByRole('button', { name: `Download invoice ${bill.InvoiceNumber} (PDF)` })).toBeVisible();
  await expect(docs.getByRole('button', { name: /credit note/i })).toHaveCount(0);
  const invoice = await downloaded(page, `Download invoice ${bill.InvoiceNumber} (PDF)`);
  expect(invoice.name).toBe(`Invoice ${bill.InvoiceNumber}.pdf`);
  expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Cancelled, the order gets a credit note, offered beside the invoice.
  await callApi(request, 'cancelOrder', { body: { id: orderId } }, session.token);
  await page.reload();
  const credit = (await callApi(request, 'orderDetails', { query: { id: orderId } }, session.token)).data.Table1[0].CreditNoteNumber;
  expect(credit).toMatch(/^CN\d{4}-\d{6}$/);
  const note = await downloaded(page, `Download credit note ${credit} (PDF)`);
  expect(note.name).toBe(`Credit note ${credit}.pdf`);
  expect(note.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The back office's order screen offers the same documents.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  try {
    const admin = await office.newPage();
    await adminLogsIn(admin);
    await admin.goto(`/admin/orders/${orderId}`);
    await expect(admin.getByRole('region', { name: 'Tax documents' })).toBeVisible();
    const adminInvoice = await downloaded(admin, `Download invoice ${bill.InvoiceNumber} (PDF)`);
    expect(adminInvoice.name).toBe(`Invoice ${bill.InvoiceNumber}.pdf`);
    expect(adminInvoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const adminNote = await downloaded(admin, `Download credit note ${credit} (PDF)`);
    expect(adminNote.name).toBe(`Credit note ${credit}.pdf`);
  } finally {
    await office.close();
  }
});
