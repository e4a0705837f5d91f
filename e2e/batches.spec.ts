import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { formatIndianDay } from '@shop/contract/format';
import { callApi } from './api';
import { adminLogsIn } from './demo-accounts';

// Batches, expiry and shelf life (issue 35, decision 270): the product page says the best before of the pack delivered
// now; the back office lists a product's batches, records one received and names who received a batch.

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('the product page shows the best before of the earliest batch, and the back office records a new batch', async ({ page, browser, request }) => {
  const ghee = (await callApi(request, 'productList', { query: { search: 'desi cow ghee' } })).data.find((p) => p.Name === 'Desi Cow Ghee');
  expect(ghee).toBeDefined();
  const detail = (await callApi(request, 'productDetails', { query: { Pid: ghee!.Id } })).data;
  expect(detail.DeliveredBestBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto(`/product/${ghee!.Id}`);
  await expect(page.getByTestId('delivered-best-before')).toContainText(`Best before ${formatIndianDay(detail.DeliveredBestBefore!)}`);

  const admin = await (await browser.newContext()).newPage();
  await adminLogsIn(admin);
  await admin.goto(`/admin/products/${ghee!.Id}`);
  const batches = admin.getByRole('region', { name: 'Batches' });
  await expect(batches.getByRole('row')).toHaveCount(3); // the heading and the demo shop's two batches
  const batchNo = `E2E-${Date.now().toString(36)}`;
  await batches.getByLabel(/^Batch number/).fill(batchNo);
  await batches.getByLabel(/^Quantity/).fill('12');
  await batches.getByLabel(/^Packed on/).fill(inDays(-3));
  await batches.getByLabel(/^Expiry date/).fill(inDays(20));
  await expect(batches.getByText('Dispatched while at least 7 days are left.')).toBeVisible();
  await batches.getByLabel(/^Expiry date/).fill(inDays(-5));
  await batches.getByRole('button', { name: 'Record batch' }).click();
  await expect(batches.getByText('Expiry date must be after the packing date.')).toBeVisible();
  await batches.getByLabel(/^Expiry date/).fill(inDays(270));
  await batches.getByRole('button', { name: 'Record batch' }).click();
  await expect(toast(admin, `Batch ${batchNo} was recorded`)).toBeVisible();
  await expect(batches.getByRole('row', { name: new RegExp(batchNo) })).toContainText('12 / 12');

  // For a recall: who received a batch (decision 282). A batch just recorded has reached nobody yet.
  await batches.getByRole('row', { name: new RegExp(batchNo) }).getByRole('button', { name: 'Who has it' }).click();
  const recall = batches.getByRole('region', { name: `Who received batch ${batchNo}` });
  await expect(recall).toContainText(`Batch ${batchNo} of Desi Cow Ghee`);
  await expect(recall).toContainText('0 units delivered in 0 orders');
  await expect(recall).toContainText('No order has received this batch yet.');
});
