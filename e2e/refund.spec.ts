import { expect, test } from './fixtures';
import { callApi, memberLogin, useSession } from './api';
import { adminToken } from './demo-accounts';

// A refund owed (decision 250): a shopper's UPI order, paid and recorded by the shop with its UTR and amount, is
// cancelled by the shopper; the order page and My Orders say at once what will be refunded, and, once the shop has
// recorded the refund, that it was refunded with its reference.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const password = 'tamarind-refund-4';

test('a paid UPI order the shopper cancels shows the refund due, then the refund made', async ({ page, request }) => {
  const email = `refund.${Date.now()}@example.in`;
  await callApi(request, 'register', { body: { Firstname: 'Meera', Lastname: 'Nair', Email: email, Mobile: '98450 12345', Pincode: '560034', Password: password, ConfirmPassword: password } });
  const session = await memberLogin(request, email, password);
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 2);
  expect(product, 'a product to buy').toBeTruthy();
  await callApi(request, 'addToCart', { body: { productID: product!.Id, Qty: 2 } }, session.token);
  const placed = await callApi(request, 'placeOrder', { body: { orderData: await callApi(request, 'reviewOrder', { query: { did: 2, pay: 'upi' } }, session.token) } }, session.token);
  const orderId = placed.data;
  const paid = placed.paybleAmount;
  const admin = await adminToken(request);
  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  await callApi(request, 'adminOrderPaid', { params: { id: orderId }, body: { utr, amount: paid } }, admin);

  await page.goto('/');
  await useSession(page, session);
  await page.goto(`/orders?activeTab=orders&order=${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Cancelled — refund of ${inr.format(paid)} due`)).toBeVisible();
  await page.goto('/orders?activeTab=orders');
  await expect(page.getByRole('listitem').filter({ hasText: placed.TranID }).getByText(`Cancelled — refund of ${inr.format(paid)} due`)).toBeVisible();

  await callApi(request, 'adminOrderRefund', { params: { id: orderId }, body: { ref: `RF${utr}`, amount: paid } }, admin);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: placed.TranID }).getByText(`Refunded ${inr.format(paid)} (ref RF${utr})`)).toBeVisible();
});
