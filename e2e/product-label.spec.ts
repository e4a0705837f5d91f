import { expect, test } from './fixtures';
import { callApi } from './api';

// The food label on the product page (FSSAI Labelling and Display Regulations 2020; decision 263), read on a 360 px
// phone: ingredients, allergens, nutrition per 100 g, the brand owner's licence; produce without a nutrition table.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const productNamed = async (request: Parameters<typeof callApi>[0], search: string, name: string) => {
  const found = (await callApi(request, 'productList', { query: { search } })).data.find((p) => p.Name === name);
  if (!found) throw new Error(`${name} is not in the demo shop`);
  return (await callApi(request, 'productDetails', { query: { Pid: found.Id } })).data;
};

test('a packaged food shows its label, whole, on a 360 px phone', async ({ page, request }) => {
  const atta = await productNamed(request, 'atta', 'Chakki Fresh Whole Wheat Atta');
  await page.goto(`/product/${atta.Id}`);
  const label = page.getByRole('region', { name: 'Food label' });
  await expect(label.getByText(atta.Ingredients!)).toBeVisible();
  await expect(label.getByText('Cereals containing gluten')).toBeVisible();
  await expect(label.getByText(atta.FssaiLicence!)).toBeVisible();
  const table = label.getByRole('table', { name: 'Nutrition information' });
  await expect(table.getByRole('columnheader', { name: 'Per 100 g' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Energy/ })).toContainText(`${atta.Nutrition!.EnergyKcal} kcal`);
  await expect(table.getByRole('row', { name: /Sodium/ })).toContainText(`${atta.Nutrition!.SodiumMg} mg`);
  // Nothing of the label is wider than the phone.
  const box = await label.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an organic product names its certificate; fresh produce has no nutrition table', async ({ page, request }) => {
  const toor = await productNamed(request, 'toor', 'Organic Toor Dal');
  await page.goto(`/product/${toor.Id}`);
  await expect(page.getByRole('region', { name: 'Food label' }).getByText(`NPOP, certificate ${toor.OrganicCertification!.CertificateNo}`)).toBeVisible();

  const fresh = (await callApi(request, 'productList', { query: { search: 'tomato' } })).data[0];
  const produce = (await callApi(request, 'productDetails', { query: { Pid: fresh.Id } })).data;
  expect(produce).toMatchObject({ FreshProduce: true, Nutrition: null });
  await page.goto(`/product/${produce.Id}`);
  const label = page.getByRole('region', { name: 'Food label' });
  await expect(label.getByText('Fresh produce, sold loose: no nutrition table.')).toBeVisible();
  await expect(label.getByRole('table')).toHaveCount(0);
});
