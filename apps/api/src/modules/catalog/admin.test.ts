import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, categories, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { multipartFile, newProductBody, samplePng, signIn } from '../../test/admin-support.ts';

let app: FastifyInstance;
let token: string;
let adminId: number;
let sub: { id: number; parentId: number | null };
let top: { id: number };

beforeAll(async () => {
  app = await createTestApp();
  const people = await signIn(app);
  token = people.admin.token;
  adminId = people.admin.id;
  [sub] = await app.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(isNotNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
  [top] = await app.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
});
afterAll(() => app?.close());

const productBody = () => newProductBody(sub.id);
const lastAudit = async (entity: string) => (await app.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1))[0];

describe('products', () => {
  it('creates a product with prices in rupees kept as paise, shows it in the shop, and audits it', async () => {
    const { status, body } = await call(app, 'POST', '/api/admin/products', { token, body: productBody() });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ price: 89.5, mrp: 110, stock: 30, minQty: 2, isActive: true });
    const [row] = await app.db.select().from(products).where(eq(products.id, body.data.id));
    expect([row.pricePaise, row.mrpPaise]).toEqual([8950, 11000]);
    const shop = await call(app, 'GET', `/api/productdetails?Pid=${body.data.id}`);
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({ Name: body.data.name, Price: 89.5, OldPrice: 110, OrderMinimumQuantity: 2 });
    expect(await lastAudit('product')).toMatchObject({ actorId: adminId, action: 'create', entityId: String(body.data.id) });
  });

  it('refuses a price above the MRP, a maximum below the minimum and a price with fractions of paise', async () => {
    const above = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), price: 120, mrp: 110 } });
    expect([above.status, above.body.msg]).toEqual([400, 'MRP cannot be less than the selling price.']);
    const qty = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), minQty: 5, maxQty: 2 } });
    expect([qty.status, qty.body.msg]).toEqual([400, 'Maximum quantity cannot be less than the minimum quantity.']);
    const paise = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), price: 10.005 } });
    expect([paise.status, paise.body.msg]).toEqual([400, 'Price can have at most two decimals.']);
    const picture = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), image: 'https://evil.example/x.png' } });
    expect(picture.status).toBe(400);
  });

  it('puts products only in subcategories', async () => {
    const { status, body } = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), categoryId: top.id } });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^Please choose a subcategory/);
  });

  it('edits a product and records what changed', async () => {
    const created = (await call(app, 'POST', '/api/admin/products', { token, body: productBody() })).body.data;
    const { stock: _stock, ...edit } = productBody();
    const { status, body } = await call(app, 'PUT', `/api/admin/products/${created.id}`, { token, body: { ...edit, name: created.name, price: 95 } });
    expect(status).toBe(200);
    expect(body.data.price).toBe(95);
    expect(body.data.stock).toBe(30);
    const audit = await lastAudit('product');
    expect(audit.action).toBe('update');
    expect(audit.detail.changes).toEqual({ pricePaise: [8950, 9500] });
  });

  it('hides a product from the shop and shows it again', async () => {
    const created = (await call(app, 'POST', '/api/admin/products', { token, body: productBody() })).body.data;
    const hidden = await call(app, 'PUT', `/api/admin/products/${created.id}/visibility`, { token, body: { isActive: false } });
    expect(hidden.body.msg).toBe(`${created.name} is hidden from the shop.`);
    expect((await call(app, 'GET', `/api/productdetails?Pid=${created.id}`)).status).toBe(404);
    const ids = async () => (await call(app, 'GET', `/api/product?catid=${sub.id}`)).body.data.map((p: { Id: number }) => p.Id);
    expect(await ids()).not.toContain(created.id);
    await call(app, 'PUT', `/api/admin/products/${created.id}/visibility`, { token, body: { isActive: true } });
    expect((await call(app, 'GET', `/api/productdetails?Pid=${created.id}`)).status).toBe(200);
    expect(await ids()).toContain(created.id);
    expect((await lastAudit('product')).action).toBe('show');
  });

  it('adjusts stock up and down with a reason, never below zero', async () => {
    const created = (await call(app, 'POST', '/api/admin/products', { token, body: productBody() })).body.data;
    const added = await call(app, 'POST', `/api/admin/products/${created.id}/stock`, { token, body: { change: 12, reason: 'New delivery' } });
    expect([added.status, added.body.data.stock]).toEqual([200, 42]);
    const removed = await call(app, 'POST', `/api/admin/products/${created.id}/stock`, { token, body: { change: -40, reason: 'Damaged in the rain' } });
    expect(removed.body.data.stock).toBe(2);
    const tooMany = await call(app, 'POST', `/api/admin/products/${created.id}/stock`, { token, body: { change: -3, reason: 'Stock count' } });
    expect([tooMany.status, tooMany.body.msg]).toEqual([409, 'Only 2 in stock: you cannot remove 3.']);
    const zero = await call(app, 'POST', `/api/admin/products/${created.id}/stock`, { token, body: { change: 0, reason: 'Nothing' } });
    expect([zero.status, zero.body.msg]).toEqual([400, 'Change cannot be zero.']);
    const noReason = await call(app, 'POST', `/api/admin/products/${created.id}/stock`, { token, body: { change: 1, reason: ' ' } });
    expect([noReason.status, noReason.body.msg]).toEqual([400, 'Reason is required.']);
    expect((await lastAudit('product')).detail).toMatchObject({ change: -40, reason: 'Damaged in the rain', before: 42, after: 2 });
  });

  it('lists products with search, category, stock and visibility filters, paged on the server', async () => {
    const created = (await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), stock: 1 } })).body.data;
    const out = await call(app, 'GET', '/api/admin/products?stock=out&pageSize=100', { token });
    expect(out.body.data.items.map((p: { id: number }) => p.id)).toContain(created.id);
    expect(out.body.data.items.every((p: { stock: number; minQty: number }) => p.stock < p.minQty)).toBe(true);
    const low = await call(app, 'GET', '/api/admin/products?stock=low&pageSize=100', { token });
    expect(low.body.data.items.every((p: { stock: number; minQty: number }) => p.stock >= p.minQty && p.stock <= 10)).toBe(true);
    const byTop = await call(app, 'GET', `/api/admin/products?categoryId=${sub.parentId}&search=${encodeURIComponent(created.name)}`, { token });
    expect(byTop.body.data.items.map((p: { id: number }) => p.id)).toEqual([created.id]);
    const page = await call(app, 'GET', '/api/admin/products?pageSize=5&page=2', { token });
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.body.data.items).toHaveLength(5);
    expect(page.body.data.total).toBeGreaterThan(10);
    const hidden = await call(app, 'GET', '/api/admin/products?visibility=hidden', { token });
    expect(hidden.body.data.items.every((p: { isActive: boolean }) => !p.isActive)).toBe(true);
    const bad = await call(app, 'GET', '/api/admin/products?stock=plenty', { token });
    expect([bad.status, bad.body.msg]).toEqual([400, 'stock must be all, low or out.']);
  });
});

describe('pictures', () => {
  const upload = (data: Buffer, name: string, type: string, kind = 'product') => {
    const { payload, headers } = multipartFile(data, name, type);
    return app.inject({ method: 'POST', url: `/api/admin/uploads?kind=${kind}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };

  it('stores an uploaded picture as 800x800 and 400x400 WebP, served with a year of caching', async () => {
    const res = await upload(await samplePng(), 'ghee.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const { image, thumb } = res.json().data;
    expect(image).toMatch(/^\/api\/uploads\/products\/[\w-]+-800\.webp$/);
    expect(thumb).toMatch(/-400\.webp$/);
    const served = await app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    const small = await sharp((await app.inject({ method: 'GET', url: thumb })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([400, 400]);
    expect((await lastAudit('picture')).entityId).toBe(image);
  });

  it('takes a large phone photo (4 MB), well above the JSON body limit', async () => {
    const photo = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } }).png().toBuffer();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await upload(photo, 'IMG_2041.png', 'image/png');
    expect(res.statusCode).toBe(200);
  });

  it('makes banners wide', async () => {
    const res = await upload(await samplePng(), 'banner.png', 'image/png', 'banner');
    const meta = await sharp((await app.inject({ method: 'GET', url: res.json().data.image })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 400]);
  });

  it('refuses a file that is not a picture, even when it claims to be one', async () => {
    const text = await upload(Buffer.from('just some text'), 'notes.txt', 'text/plain');
    expect([text.statusCode, text.json().msg]).toEqual([415, 'Please choose a picture file (JPEG, PNG, WebP, GIF or AVIF).']);
    const fake = await upload(Buffer.from('%PDF-1.4 not a picture'), 'photo.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
  });

  it('refuses a picture larger than 5 MB and a request without a file', async () => {
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'huge.png', 'image/png');
    expect([big.statusCode, big.json().msg]).toEqual([413, 'The picture is too large: please choose one of 5 MB or less.']);
    const json = await call(app, 'POST', '/api/admin/uploads?kind=product', { token, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('answers 404 for a picture that does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/uploads/products/nothing-800.webp' });
    expect(res.statusCode).toBe(404);
  });
});

describe('categories', () => {
  it('creates a subcategory at the end of its parent, and refuses a subcategory as a parent', async () => {
    const created = await call(app, 'POST', '/api/admin/categories', { token, body: { name: 'Millets', picture: '/images/categories/rice.svg', parentId: sub.parentId, isActive: true } });
    expect(created.status).toBe(200);
    const siblings = await app.db.select({ sortOrder: categories.sortOrder }).from(categories).where(eq(categories.parentId, sub.parentId!));
    expect(created.body.data.sortOrder).toBe(Math.max(...siblings.map((s) => s.sortOrder)));
    const nested = await call(app, 'POST', '/api/admin/categories', { token, body: { name: 'Too deep', picture: '/images/categories/rice.svg', parentId: sub.id, isActive: true } });
    expect([nested.status, nested.body.msg]).toEqual([400, 'A subcategory cannot hold subcategories: please choose a top-level category as the parent.']);
  });

  it('refuses to turn a category with subcategories into a subcategory', async () => {
    const [other] = await app.db.select({ id: categories.id, name: categories.name, picture: categories.picture }).from(categories).where(and(isNull(categories.parentId))).orderBy(desc(categories.id)).limit(1);
    const { status, body } = await call(app, 'PUT', `/api/admin/categories/${other.id}`, { token, body: { name: other.name, picture: other.picture, parentId: top.id, isActive: true } });
    expect(status).toBe(409);
    expect(body.msg).toContain('has subcategories');
  });

  it('puts categories in a new order, only among siblings', async () => {
    const tops = await app.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sortOrder));
    const reversed = tops.map((t) => t.id).reverse();
    const { status } = await call(app, 'PUT', '/api/admin/categories/order', { token, body: { ids: reversed } });
    expect(status).toBe(200);
    const shop = await call(app, 'GET', '/api/productcat');
    expect(shop.body.data.map((c: { catid: number }) => c.catid)).toEqual(reversed);
    const mixed = await call(app, 'PUT', '/api/admin/categories/order', { token, body: { ids: [top.id, sub.id] } });
    expect(mixed.status).toBe(400);
  });

  it('hides a category from the shop', async () => {
    const [cat] = await app.db.select().from(categories).where(isNull(categories.parentId)).limit(1);
    await call(app, 'PUT', `/api/admin/categories/${cat.id}`, { token, body: { name: cat.name, picture: cat.picture, parentId: null, isActive: false } });
    const shop = await call(app, 'GET', '/api/productcat');
    expect(shop.body.data.some((c: { catid: number }) => c.catid === cat.id)).toBe(false);
    const admin = await call(app, 'GET', '/api/admin/categories', { token });
    expect(admin.body.data.find((c: { id: number }) => c.id === cat.id).isActive).toBe(false);
  });
});

describe('banners and company details', () => {
  it('adds, edits, orders and deletes banners; only safe links are accepted', async () => {
    const created = await call(app, 'POST', '/api/admin/banners', { token, body: { name: 'Mango season', image: '/images/banners/staples.svg', navigateUrl: 'https://annapurna.example/mangoes', isActive: true } });
    expect(created.status).toBe(200);
    const script = await call(app, 'POST', '/api/admin/banners', { token, body: { name: 'Bad', image: '/images/banners/staples.svg', navigateUrl: 'javascript:alert(1)', isActive: true } });
    expect([script.status, script.body.msg]).toEqual([400, 'Link must be a page of the shop (such as /shop) or an address starting with https://.']);
    const all: { id: number; isActive: boolean }[] = (await call(app, 'GET', '/api/admin/banners', { token })).body.data;
    const reversed = [...all].reverse();
    await call(app, 'PUT', '/api/admin/banners/order', { token, body: { ids: reversed.map((b) => b.id) } });
    const shop = await call(app, 'GET', '/api/bannerlist');
    expect(shop.body.data.map((b: { Banner_Kid: number }) => b.Banner_Kid)).toEqual(reversed.filter((b) => b.isActive).map((b) => b.id));
    await call(app, 'PUT', `/api/admin/banners/${created.body.data.id}`, { token, body: { ...created.body.data, isActive: false, id: undefined, sortOrder: undefined } });
    expect((await call(app, 'GET', '/api/bannerlist')).body.data.some((b: { Banner_Kid: number }) => b.Banner_Kid === created.body.data.id)).toBe(false);
    expect((await call(app, 'DELETE', `/api/admin/banners/${created.body.data.id}`, { token })).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/admin/banners/${created.body.data.id}`, { token })).status).toBe(404);
    expect((await lastAudit('banner')).action).toBe('delete');
  });

  it('saves the company details the storefront shows, with checked pin code and links', async () => {
    const current = (await call(app, 'GET', '/api/admin/company', { token })).body.data;
    const badPin = await call(app, 'PUT', '/api/admin/company', { token, body: { ...current, pinCode: '012345' } });
    expect([badPin.status, badPin.body.msg]).toEqual([400, 'Pin code must be 6 digits and cannot start with 0.']);
    const badLink = await call(app, 'PUT', '/api/admin/company', { token, body: { ...current, fbPageUrl: 'http://facebook.com/x' } });
    expect(badLink.status).toBe(400);
    const saved = await call(app, 'PUT', '/api/admin/company', { token, body: { ...current, phoneNumber: '+91 80 1111 2222' } });
    expect(saved.status).toBe(200);
    const shop = await call(app, 'GET', '/api/companydetails');
    expect(shop.body.data[0].PhoneNumber).toBe('+91 80 1111 2222');
    expect((await lastAudit('company')).detail).toEqual({ changes: { phoneNumber: ['+91 80 4567 8910', '+91 80 1111 2222'] } });
  });
});
