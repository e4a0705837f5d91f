import { expect, test } from './fixtures';
import { callApi, memberLogin, sendCall, useSession } from './api';
import { adminToken } from './demo-accounts';
import { receivedMails, waitForMail } from './mail-sink';

// Found by search engines, shoppers come back (issue 17): a shared product link's HTML names the product and its
// price; a member reorders a past order, asks to be told about a product out of stock, and gets one mail when the
// shop restocks it; bad inputs get a clear refusal.

const password = 'tulsi-comeback-42';

async function newMember(request: Parameters<typeof callApi>[0], first: string) {
  const email = `${first.toLowerCase()}.${Date.now()}@example.in`;
  await callApi(request, 'register', { body: { Firstname: first, Lastname: 'Iyer', Email: email, Mobile: '98450 12345', Pincode: '560034', Password: password, ConfirmPassword: password } });
  return { email, session: await memberLogin(request, email, password) };
}

test('a shared product link: the HTML names the product and its price, with JSON-LD; an unknown product is a 404', async ({ request }) => {
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock)!;
  const res = await request.get(`/product/${product.Id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(`<title>${escaped(`${product.Name}, ${product.Pack_Size}`)} | Annapurna Organics</title>`);
  expect(html).toContain(`<meta property="product:price:amount" content="${product.Price.toFixed(2)}"/>`);
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(data[0]).toMatchObject({ '@type': 'Product', name: product.Name, offers: { priceCurrency: 'INR', price: product.Price.toFixed(2), availability: 'https://schema.org/InStock' } });
  expect((await request.get('/product/99999999')).status()).toBe(404);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /checkout');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/product/${product.Id}</loc>`);
});

test('a member orders again, asks to be told about a product out of stock, and gets one mail when it is restocked', async ({ page, request }) => {
  const { email, session } = await newMember(request, 'Kavya');
  const products = (await callApi(request, 'productList')).data.filter((p) => p.In_stock && p.StockLeft === null && p.OrderMinimumQuantity === 1 && p.OrderMaximumQuantity >= 2);
  const [first, second, waitedFor] = products.slice(-3);
  await callApi(request, 'addToCart', { body: { productID: first.Id, Qty: 2 } }, session.token);
  await callApi(request, 'addToCart', { body: { productID: second.Id, Qty: 1 } }, session.token);
  const placed = await callApi(request, 'placeOrder', { body: { orderData: await callApi(request, 'reviewOrder', { query: { did: 2 } }, session.token) } }, session.token);
  const orderId = placed.data;

  // Order again from the order's screen: both lines back in the cart, and a toast says so.
  await page.goto('/');
  await useSession(page, session);
  await page.goto(`/orders?activeTab=orders&order=${orderId}`);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('Your order is back in your cart.')).toBeVisible();
  const cart = await callApi(request, 'cartDetails', {}, session.token);
  expect(cart.data.map((l) => [l.pid, l.qty]).sort()).toEqual([[first.Id, 2], [second.Id, 1]].sort());
  // Buy again on the home page, above the bestsellers.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Buy again' }).getByRole('link', { name: first.Name })).toBeVisible();

  // The shop runs out of a product; the member asks to be told.
  const admin = await adminToken(request);
  const stock = (await callApi(request, 'adminProduct', { params: { id: waitedFor.Id } }, admin)).data.stock;
  await callApi(request, 'adminAdjustStock', { params: { id: waitedFor.Id }, body: { change: -stock, reason: 'Sold out at the counter' } }, admin);
  await page.goto(`/product/${waitedFor.Id}`);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText(`We will e-mail you once when ${waitedFor.Name} is back in stock.`)).toBeVisible();

  // The admin restocks it: one mail arrives, and a second restock sends no other.
  await callApi(request, 'adminAdjustStock', { params: { id: waitedFor.Id }, body: { change: 12, reason: 'New delivery' } }, admin);
  const subject = `${waitedFor.Name} is back in stock`;
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === subject, 20_000);
  expect(mail.text).toContain(`/product/${waitedFor.Id}`);
  await callApi(request, 'adminAdjustStock', { params: { id: waitedFor.Id }, body: { change: 3, reason: 'More' } }, admin);
  await page.waitForTimeout(6_000);
  expect(receivedMails().filter((m) => m.to.includes(email) && m.subject === subject)).toHaveLength(1);
  expect((await callApi(request, 'notifyMeList', {}, session.token)).data).toEqual([]);
});

test("bad inputs get a clear refusal and write nothing: another member's order, an unknown product, a product in stock", async ({ request }) => {
  const owner = await newMember(request, 'Arjun');
  const other = await newMember(request, 'Divya');
  const product = (await callApi(request, 'productList')).data.find((p) => p.In_stock && p.OrderMinimumQuantity === 1)!;
  await callApi(request, 'addToCart', { body: { productID: product.Id, Qty: 1 } }, owner.session.token);
  const orderId = (await callApi(request, 'placeOrder', { body: { orderData: await callApi(request, 'reviewOrder', { query: { did: 2 } }, owner.session.token) } }, owner.session.token)).data;

  const refused = async (res: Awaited<ReturnType<typeof sendCall>>, status: number, msg: string) => {
    expect(res.status()).toBe(status);
    expect(await res.json()).toEqual({ response: false, msg, data: null });
  };
  await refused(await sendCall(request, 'reorder', { body: { id: orderId } }, other.session.token), 404, 'No such order.');
  await refused(await sendCall(request, 'notifyMe', { body: { productID: 99_999_999 } }, other.session.token), 404, 'This product is no longer available.');
  await refused(await sendCall(request, 'notifyMe', { body: { productID: product.Id } }, other.session.token), 409, `${product.Name} is in stock: you can add it to your cart now.`);
  expect((await callApi(request, 'cartDetails', {}, other.session.token)).data).toEqual([]);
  expect((await callApi(request, 'notifyMeList', {}, other.session.token)).data).toEqual([]);
});
