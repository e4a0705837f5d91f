import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { callApi, memberLogin } from './api';
import { adminLogsIn } from './demo-accounts';

// GSTR-1 for the month (decision 252): after an order is placed, the admin downloads this month's GSTR-1 as a CSV
// from the back office's GST returns screen, with the order's invoice in its documents.

const password = 'cardamom-gstr-9';

test('the admin downloads this month’s GSTR-1 as a CSV file', async ({ page, request }) => {
  const email = `gstr.${Date.now()}@example.in`;
  await callApi(request, 'register', { body: { Firstname: 'Farah', Lastname: 'Khan', Email: email, Mobile: '98450 12345', Pincode: '560034', Password: password, ConfirmPassword: password } });
  const session = await memberLogin(request, email, password);
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1);
  expect(product, 'a product to buy').toBeTruthy();
  await callApi(request, 'addToCart', { body: { productID: product!.Id, Qty: 1 } }, session.token);
  const placed = await callApi(request, 'placeOrder', { body: { orderData: await callApi(request, 'reviewOrder', { query: { did: 2 } }, session.token) } }, session.token);
  const invoice = (await callApi(request, 'orderDetails', { query: { id: placed.data } }, session.token)).data.Table1[0].InvoiceNumber;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

  await adminLogsIn(page);
  await page.goto('/admin/gst');
  const form = page.getByRole('form', { name: 'GSTR-1' });
  await form.getByLabel('Month (YYYY-MM)').fill(month);
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download GSTR-1 (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe(`GSTR-1 ${month}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^section,gstin_of_buyer,number,date,place_of_supply/);
  expect(csv).toContain('hsn,');
  const docIssue = csv.split('\r\n').find((l) => l.startsWith('doc_issue,') && l.includes('Invoices for outward supply'));
  expect(docIssue, 'the invoices issued this month').toBeTruthy();
  expect(invoice.split('-')[0]).toBe(docIssue!.split(',').at(-3)!.split('-')[0]);
});
