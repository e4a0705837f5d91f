import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { banners, categories, contactMessages, coupons, deliveryAreas, deliverySlots, orderLines, orders, products, reviews, stockBatches } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createMember, foodLabelBody, insertOrder, multipartFile, samplePng, signIn } from '../../test/admin-support.ts';

// Every route is taken from what the app registered (its OpenAPI description), so a new admin route without a
// sample below fails the first test instead of escaping the matrix.
const app = await createTestApp();
afterAll(() => app.close());
await app.ready();

const people = await signIn(app);
const [product] = await app.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
const [subcategory] = await app.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(isNotNull(categories.parentId)).limit(1);
const [coupon] = await app.db.select({ id: coupons.id }).from(coupons).limit(1);
const [banner] = await app.db.select({ id: banners.id }).from(banners).limit(1);
const [doomedBanner] = await app.db.insert(banners).values({ name: 'Old sale', image: '/images/banners/staples.svg', navigateUrl: '/shop' }).returning({ id: banners.id });
const [message] = await app.db.insert(contactMessages).values({ name: 'Kiran', email: 'kiran@example.com', message: 'Do you deliver to Mysuru?' }).returning({ id: contactMessages.id });
const order = await insertOrder(app, { memberId: people.member.id, lines: [{ productId: product.id, qty: 1 }] });
const upiOrder = await insertOrder(app, { memberId: people.member.id, lines: [{ productId: product.id, qty: 1 }], upi: true });
// A cancelled order, with the credit note its cancellation issued.
const cancelled = await insertOrder(app, { memberId: people.member.id, lines: [{ productId: product.id, qty: 1 }] });
await app.db.update(orders).set({ status: 4, creditNoteNumber: `CN-${cancelled.id}`, creditNoteDate: new Date() }).where(eq(orders.id, cancelled.id));
const other = await createMember(app);
const [, secondProduct] = await app.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2);
const twoLines = await insertOrder(app, { memberId: people.member.id, lines: [{ productId: product.id, qty: 2 }, { productId: secondProduct.id, qty: 1 }] });
const [shortLine] = await app.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, twoLines.id)).orderBy(asc(orderLines.id)).limit(1);
const owing = await insertOrder(app, { memberId: people.member.id, lines: [{ productId: product.id, qty: 1 }] });
await app.db.update(orders).set({ refundDuePaise: 1000 }).where(eq(orders.id, owing.id));
const [doomedArea] = await app.db.insert(deliveryAreas).values({ optionId: 1, pinFrom: 799001, pinTo: 799001, city: 'Agartala', state: 'Tripura' }).returning({ id: deliveryAreas.id });
const [aSlot] = await app.db.select({ id: deliverySlots.id }).from(deliverySlots).orderBy(asc(deliverySlots.id)).limit(1);
// Two reviews waiting for the back office, one to approve and one to reject.
const reviewLines = await app.db.select({ id: orderLines.id, productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, twoLines.id)).orderBy(asc(orderLines.id));
const [toApprove, toReject] = await app.db
  .insert(reviews)
  .values(reviewLines.map((l) => ({ orderLineId: l.id, productId: l.productId, memberId: people.member.id, rating: 4, text: 'Fresh and well packed.' })))
  .returning({ id: reviews.id });
const [batch] = await app.db
  .insert(stockBatches)
  .values({ productId: product.id, batchNo: 'AUTH-0', packedOn: '2026-10-01', expiresOn: '2027-10-01', receivedOn: '2026-10-02', quantityReceived: 5, quantityLeft: 5 })
  .returning({ id: stockBatches.id });
const picture = multipartFile(await samplePng(), 'jaggery.png', 'image/png');

const productBody = { ...foodLabelBody(), name: 'Palm Jaggery', brand: 'Annapurna', packSize: '500 g', categoryId: subcategory.id, price: 120, mrp: 150, minQty: 1, maxQty: 6, popularity: 10, shortDescription: 'Dark and rich.', description: '', origin: 'Tamil Nadu, India', image: '/images/products/palm-jaggery.svg', isActive: true, netQuantity: '500 g', countryOfOrigin: 'India', manufacturer: 'Packed by Annapurna Organics, Bengaluru 560025', bestBefore: '9 months from packing', foodType: 'veg', hsn: '1701', gstRate: 5 };
const companyBody = { name: 'Annapurna Organics', add1: '14, Residency Road', add2: '', city: 'Bengaluru', stateName: 'Karnataka', countryName: 'India', pinCode: '560025', email: 'hello@annapurna.example', phoneNumber: '+91 80 4567 8910', fbPageUrl: '', twUrl: '', youtubeUrl: '', linkedinUrl: '', about: 'Honest groceries.', mapEmbedUrl: '', legalName: '', gstin: '', fssaiLicence: '11224999000487', upiId: 'annapurnaorganics@okaxis' };
const couponBody = { code: 'MONSOON15', description: '15% off', kind: 'percent', value: 15, minOrder: 300, maxDiscount: 100, startsAt: null, expiresAt: null, usageLimit: null, perMemberLimit: 1, isActive: true };

type Sample = { url: string; body?: unknown; multipart?: { payload: Buffer; headers: Record<string, string> } };
const samples: Record<string, Sample> = {
  'GET /api/admin/me': { url: '/api/admin/me' },
  'GET /api/admin/dashboard': { url: '/api/admin/dashboard' },
  'GET /api/admin/audit': { url: '/api/admin/audit?entity=product' },
  'GET /api/admin/products': { url: '/api/admin/products?search=rice&stock=low&page=1' },
  'GET /api/admin/products/{id}': { url: `/api/admin/products/${product.id}` },
  'POST /api/admin/products': { url: '/api/admin/products', body: { ...productBody, stock: 25 } },
  'PUT /api/admin/products/{id}': { url: `/api/admin/products/${product.id}`, body: productBody },
  'PUT /api/admin/products/{id}/visibility': { url: `/api/admin/products/${product.id}/visibility`, body: { isActive: true } },
  'POST /api/admin/products/{id}/stock': { url: `/api/admin/products/${product.id}/stock`, body: { change: 5, reason: 'Delivery from the mill' } },
  'GET /api/admin/products/{id}/batches': { url: `/api/admin/products/${product.id}/batches` },
  'POST /api/admin/products/{id}/batches': {
    url: `/api/admin/products/${product.id}/batches`,
    body: { batchNo: 'AUTH-1', packedOn: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10), expiresOn: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10), quantity: 5 },
  },
  'GET /api/admin/products/{id}/batches/{batch}/orders': { url: `/api/admin/products/${product.id}/batches/${batch.id}/orders` },
  'GET /api/admin/categories': { url: '/api/admin/categories' },
  'POST /api/admin/categories': { url: '/api/admin/categories', body: { name: 'Millets', picture: '/images/categories/rice.svg', parentId: subcategory.parentId, isActive: true } },
  'PUT /api/admin/categories/{id}': { url: `/api/admin/categories/${subcategory.id}`, body: { name: 'Rice & Poha', picture: '/images/categories/rice.svg', parentId: subcategory.parentId, isActive: true } },
  'PUT /api/admin/categories/order': { url: '/api/admin/categories/order', body: { ids: [subcategory.id] } },
  'GET /api/admin/banners': { url: '/api/admin/banners' },
  'POST /api/admin/banners': { url: '/api/admin/banners', body: { name: 'Mango season', image: '/images/banners/staples.svg', navigateUrl: '/shop', isActive: true } },
  'PUT /api/admin/banners/{id}': { url: `/api/admin/banners/${banner.id}`, body: { name: 'Fresh staples', image: '/images/banners/staples.svg', navigateUrl: '/shop', isActive: true } },
  'DELETE /api/admin/banners/{id}': { url: `/api/admin/banners/${doomedBanner.id}` },
  'PUT /api/admin/banners/order': { url: '/api/admin/banners/order', body: { ids: [banner.id] } },
  'GET /api/admin/company': { url: '/api/admin/company' },
  'PUT /api/admin/company': { url: '/api/admin/company', body: companyBody },
  'GET /api/admin/orders': { url: '/api/admin/orders?status=1&from=2020-01-01&to=2099-12-31&search=TR' },
  'GET /api/admin/orders/{id}': { url: `/api/admin/orders/${order.id}` },
  'POST /api/admin/orders/{id}/status': { url: `/api/admin/orders/${order.id}/status`, body: { status: 2 } },
  'POST /api/admin/orders/{id}/paid': { url: `/api/admin/orders/${upiOrder.id}/paid`, body: { utr: '412345678901', amount: upiOrder.payablePaise / 100 } },
  'GET /api/admin/orders/{id}/invoice': { url: `/api/admin/orders/${order.id}/invoice` },
  'GET /api/admin/orders/{id}/creditnote': { url: `/api/admin/orders/${cancelled.id}/creditnote` },
  'POST /api/admin/orders/{id}/short': { url: `/api/admin/orders/${twoLines.id}/short`, body: { line: shortLine.id, qty: 1 } },
  'GET /api/admin/gst/gstr1': { url: '/api/admin/gst/gstr1?month=2026-11' },
  'GET /api/admin/gst/gstr1/csv': { url: '/api/admin/gst/gstr1/csv?month=2026-11' },
  'POST /api/admin/orders/{id}/refund': { url: `/api/admin/orders/${owing.id}/refund`, body: { ref: 'RFND1234', amount: 10 } },
  'GET /api/admin/delivery/options': { url: '/api/admin/delivery/options' },
  'PUT /api/admin/delivery/options/{id}': { url: '/api/admin/delivery/options/1', body: { charge: 40, freeAbove: 300 } },
  'GET /api/admin/delivery/areas': { url: '/api/admin/delivery/areas?did=1' },
  'POST /api/admin/delivery/areas': { url: '/api/admin/delivery/areas', body: { did: 1, from: '799002', city: 'Agartala', state: 'Tripura' } },
  'POST /api/admin/delivery/areas/import': { url: '/api/admin/delivery/areas/import', body: { did: 1, csv: '799003,Agartala,Tripura' } },
  'DELETE /api/admin/delivery/areas/{id}': { url: `/api/admin/delivery/areas/${doomedArea.id}` },
  'GET /api/admin/delivery/slots': { url: '/api/admin/delivery/slots?did=1' },
  'POST /api/admin/delivery/slots': { url: '/api/admin/delivery/slots', body: { did: 1, weekday: 3, from: '22:00', to: '23:00', capacity: 5, cutoffHours: 2 } },
  'PUT /api/admin/delivery/slots/{id}': { url: `/api/admin/delivery/slots/${aSlot.id}`, body: { did: 1, weekday: 0, from: '07:00', to: '09:00', capacity: 20, cutoffHours: 2 } },
  'GET /api/admin/delivery/closed-days': { url: '/api/admin/delivery/closed-days' },
  'POST /api/admin/delivery/closed-days': { url: '/api/admin/delivery/closed-days', body: { did: 1, day: '2099-01-26', closed: true, note: 'Republic Day' } },
  'GET /api/admin/picking': { url: '/api/admin/picking?day=2026-11-24' },
  'GET /api/admin/coupons': { url: '/api/admin/coupons' },
  'GET /api/admin/coupons/{id}': { url: `/api/admin/coupons/${coupon.id}` },
  'POST /api/admin/coupons': { url: '/api/admin/coupons', body: couponBody },
  'PUT /api/admin/coupons/{id}': { url: `/api/admin/coupons/${coupon.id}`, body: { ...couponBody, code: 'WELCOME10' } },
  'PUT /api/admin/coupons/{id}/active': { url: `/api/admin/coupons/${coupon.id}/active`, body: { isActive: true } },
  'GET /api/admin/coupons/{id}/uses': { url: `/api/admin/coupons/${coupon.id}/uses` },
  'GET /api/admin/members': { url: '/api/admin/members?search=asha' },
  'GET /api/admin/members/{id}': { url: `/api/admin/members/${people.member.id}` },
  'PUT /api/admin/members/{id}/status': { url: `/api/admin/members/${other.id}/status`, body: { active: false } },
  'POST /api/admin/members/{id}/email': { url: `/api/admin/members/${people.member.id}/email`, body: { email: 'asha.new@example.com' } },
  'GET /api/admin/messages': { url: '/api/admin/messages?unread=true' },
  'PUT /api/admin/messages/{id}/read': { url: `/api/admin/messages/${message.id}/read`, body: { read: true } },
  'PUT /api/admin/messages/{id}/acknowledge': { url: `/api/admin/messages/${message.id}/acknowledge`, body: {} },
  'PUT /api/admin/messages/{id}/resolve': { url: `/api/admin/messages/${message.id}/resolve`, body: { note: 'Yes, we deliver to Mysuru.' } },
  'GET /api/admin/reviews': { url: '/api/admin/reviews?status=pending' },
  'POST /api/admin/reviews/{id}/approve': { url: `/api/admin/reviews/${toApprove.id}/approve`, body: {} },
  'POST /api/admin/reviews/{id}/reject': { url: `/api/admin/reviews/${toReject.id}/reject`, body: {} },
  'GET /api/admin/subscribers': { url: '/api/admin/subscribers' },
  'GET /api/admin/subscribers/export': { url: '/api/admin/subscribers/export' },
  'POST /api/admin/uploads': { url: '/api/admin/uploads?kind=product', multipart: picture },
};

const paths = (app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }).swagger().paths;
const adminRoutes = Object.entries(paths)
  .filter(([path]) => path.startsWith('/api/admin/'))
  .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

async function send(route: string, token?: string) {
  const sample = samples[route];
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const res = sample.multipart
    ? await app.inject({ method, url: sample.url, payload: sample.multipart.payload, headers: { ...sample.multipart.headers, ...auth } })
    : await app.inject({ method, url: sample.url, payload: sample.body as never, headers: auth });
  return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body };
}

describe('who may use the back office', () => {
  it('knows every admin route the app registered', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(Object.keys(samples).length);
    expect(adminRoutes.filter((r) => !samples[r])).toEqual([]);
  });

  it.each(adminRoutes)('%s: 401 for a visitor, 403 for a member, 2xx for an admin', async (route) => {
    const visitor = await send(route);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ response: false, msg: 'Authorization token is missing.', data: null });
    const member = await send(route, people.member.token);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ response: false, msg: 'This page is for the shop administrators only.', data: null });
    const admin = await send(route, people.admin.token);
    expect(admin.status, JSON.stringify(admin.body)).toBeGreaterThanOrEqual(200);
    expect(admin.status, JSON.stringify(admin.body)).toBeLessThan(300);
  });

  it('refuses a made-up token and the token of a disabled admin', async () => {
    const forged = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    const second = await signIn(app);
    await app.inject({ method: 'PUT', url: `/api/admin/members/${second.admin.id}/status`, payload: { active: false }, headers: { authorization: `Bearer ${people.admin.token}` } });
    const res = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${second.admin.token}` } });
    expect(res.statusCode).toBe(401);
  });
});
