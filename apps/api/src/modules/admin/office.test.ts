import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, desc, eq, gte } from 'drizzle-orm';
import { lowStockThreshold } from '@shop/contract/admin';
import { auditLog, contactMessages, couponUses, coupons, members, newsletterSubscribers, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { createMember, insertOrder, signIn } from '../../test/admin-support.ts';

let app: FastifyInstance;
let admin: { id: number; token: string };
let member: { id: number; token: string };
let product: { id: number; pricePaise: number };

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, member } = await signIn(app));
  [product] = await app.db.select({ id: products.id, pricePaise: products.pricePaise }).from(products).where(gte(products.stock, 50)).orderBy(asc(products.id)).limit(1);
});
afterAll(() => app?.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(app, method, url, { token: admin.token, body });
const lastAudit = async () => (await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const couponBody = { code: 'monsoon15', description: '15% off in the rains', kind: 'percent', value: 15, minOrder: 299, maxDiscount: 120, startsAt: null, expiresAt: '2099-01-01T00:00:00.000Z', usageLimit: 500, perMemberLimit: 1, isActive: true };

describe('coupons', () => {
  it('creates a coupon with its code in capitals and a flat value kept in paise', async () => {
    const pct = await as('POST', '/api/admin/coupons', couponBody);
    expect(pct.status).toBe(200);
    expect(pct.body.data).toMatchObject({ code: 'MONSOON15', value: 15, minOrder: 299, maxDiscount: 120, uses: 0 });
    const flat = await as('POST', '/api/admin/coupons', { ...couponBody, code: 'RAIN75', kind: 'flat', value: 75.5, maxDiscount: null });
    expect(flat.body.data.value).toBe(75.5);
    const [row] = await app.db.select({ value: coupons.value }).from(coupons).where(eq(coupons.code, 'RAIN75'));
    expect(row.value).toBe(7550);
  });

  it('refuses a code already taken, a percent above 100 and an expiry before the start', async () => {
    const taken = await as('POST', '/api/admin/coupons', { ...couponBody, code: 'Welcome10' });
    expect([taken.status, taken.body.msg]).toEqual([409, 'There is already a coupon with the code WELCOME10.']);
    const pct = await as('POST', '/api/admin/coupons', { ...couponBody, code: 'HALFPLUS', value: 150 });
    expect([pct.status, pct.body.msg]).toEqual([400, 'A percent coupon takes a whole percent from 1 to 100.']);
    const dates = await as('POST', '/api/admin/coupons', { ...couponBody, code: 'BACKWARDS', startsAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' });
    expect([dates.status, dates.body.msg]).toEqual([400, 'Expiry must be after the start.']);
  });

  it('edits and disables a coupon, and audits both', async () => {
    const created = (await as('POST', '/api/admin/coupons', { ...couponBody, code: 'EDITME' })).body.data;
    const edited = await as('PUT', `/api/admin/coupons/${created.id}`, { ...couponBody, code: 'EDITED', value: 20 });
    expect(edited.body.data).toMatchObject({ code: 'EDITED', value: 20 });
    expect((await lastAudit()).detail).toMatchObject({ code: 'EDITED', changes: { code: ['EDITME', 'EDITED'], value: [15, 20] } });
    const disabled = await as('PUT', `/api/admin/coupons/${created.id}/active`, { isActive: false });
    expect([disabled.body.data.isActive, disabled.body.msg]).toEqual([false, 'Coupon EDITED is disabled.']);
    expect(await lastAudit()).toMatchObject({ action: 'disable', entity: 'coupon', actorId: admin.id });
  });

  it('shows who used a coupon on which order, and does not count cancelled orders as uses', async () => {
    const [welcome] = await app.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const kept = await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 1 }] });
    const cancelled = await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 1 }] });
    await app.db.insert(couponUses).values([
      { couponId: welcome.id, memberId: member.id, orderId: kept.id, discountPaise: 1500 },
      { couponId: welcome.id, memberId: member.id, orderId: cancelled.id, discountPaise: 1500 },
    ]);
    await as('POST', `/api/admin/orders/${cancelled.id}/status`, { status: 4 });
    const uses = await as('GET', `/api/admin/coupons/${welcome.id}/uses`);
    expect(uses.body.data.total).toBe(2);
    expect(uses.body.data.items.map((u: { tranId: string; orderStatusName: string }) => [u.tranId, u.orderStatusName]).sort()).toEqual(
      [
        [kept.tranId, 'Pending'],
        [cancelled.tranId, 'Cancelled'],
      ].sort(),
    );
    expect(uses.body.data.items[0]).toMatchObject({ memberId: member.id, memberName: 'Asha Verma', email: 'asha@annapurna.example', discount: 15 });
    expect((await as('GET', `/api/admin/coupons/${welcome.id}`)).body.data.uses).toBe(1);
  });
});

describe('members', () => {
  it('finds members by name, e-mail or mobile and shows their orders', async () => {
    const found = await as('GET', '/api/admin/members?search=9876543210');
    expect(found.body.data.items.map((m: { email: string }) => m.email)).toEqual(['asha@annapurna.example']);
    const admins = await as('GET', '/api/admin/members?role=admin');
    expect(admins.body.data.items.every((m: { role: string }) => m.role === 'admin')).toBe(true);
    await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 2 }] });
    const detail = await as('GET', `/api/admin/members/${member.id}`);
    expect(detail.body.data.orderCount).toBeGreaterThan(0);
    expect(detail.body.data.recentOrders.length).toBeGreaterThan(0);
    expect(detail.body.data.totalSpent).toBeGreaterThan(0);
  });

  it('disables a member, which logs them out everywhere, and enables them again', async () => {
    const shopper = await createMember(app);
    expect((await call(app, 'GET', '/api/admin/me', { token: shopper.token })).status).toBe(403);
    const off = await as('PUT', `/api/admin/members/${shopper.id}/status`, { active: false });
    expect([off.status, off.body.data.statusName]).toEqual([200, 'Disabled']);
    expect((await call(app, 'GET', '/api/admin/me', { token: shopper.token })).status).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'disable', entity: 'member', entityId: String(shopper.id) });
    const on = await as('PUT', `/api/admin/members/${shopper.id}/status`, { active: true });
    expect(on.body.data.statusName).toBe('Active');
    // The old token stays revoked: the member logs in again.
    expect((await call(app, 'GET', '/api/admin/me', { token: shopper.token })).status).toBe(401);
  });

  it('does not let an admin disable their own account or reopen a closed one', async () => {
    const self = await as('PUT', `/api/admin/members/${admin.id}/status`, { active: false });
    expect([self.status, self.body.msg]).toEqual([409, 'You cannot disable your own account.']);
    const closed = await createMember(app);
    await app.db.update(members).set({ status: 2, email: null }).where(eq(members.id, closed.id));
    const reopen = await as('PUT', `/api/admin/members/${closed.id}/status`, { active: true });
    expect(reopen.status).toBe(409);
  });
});

describe('messages and subscribers', () => {
  it('lists unread contact messages and marks them read', async () => {
    const [msg] = await app.db.insert(contactMessages).values({ name: 'Kiran', email: 'kiran@example.com', message: 'Is your ghee A2?' }).returning();
    const unread = await as('GET', '/api/admin/messages?unread=true');
    expect(unread.body.data.items.map((m: { id: number }) => m.id)).toContain(msg.id);
    const before = unread.body.data.unreadCount;
    const read = await as('PUT', `/api/admin/messages/${msg.id}/read`, { read: true });
    expect(read.body.data.readAt).not.toBeNull();
    const after = await as('GET', '/api/admin/messages?unread=true');
    expect(after.body.data.unreadCount).toBe(before - 1);
    expect(after.body.data.items.some((m: { id: number }) => m.id === msg.id)).toBe(false);
  });

  it('exports subscribers as a CSV download that a spreadsheet cannot mistake for formulas', async () => {
    await app.db.insert(newsletterSubscribers).values([
      { email: 'meena@example.com', status: 'confirmed', token: 'a'.repeat(32), confirmedAt: new Date('2025-01-02T03:04:05Z') },
      { email: '=cmd@example.com', status: 'pending', token: 'b'.repeat(32) },
    ]);
    const list = await as('GET', '/api/admin/subscribers?status=confirmed');
    expect(list.body.data.items.map((s: { email: string }) => s.email)).toEqual(['meena@example.com']);
    const res = await app.inject({ method: 'GET', url: '/api/admin/subscribers/export', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('email,status,subscribed_at,confirmed_at');
    expect(rows).toContain('meena@example.com,confirmed,' + rows.find((r) => r.startsWith('meena'))!.split(',')[2] + ',2025-01-02T03:04:05.000Z');
    expect(rows.some((r) => r.startsWith("'=cmd@example.com,pending"))).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'export', entity: 'subscriber' });
  });
});

describe('dashboard', () => {
  it('counts today, the last 30 days without cancelled orders, waiting orders and low stock', async () => {
    const start = (await as('GET', '/api/admin/dashboard')).body.data;
    expect(start.days).toHaveLength(30);
    const a = await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 1 }] });
    const b = await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 3 }] });
    await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 1 }], createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    // A UPI order still awaiting its payment is an order of today, but not yet revenue.
    await insertOrder(app, { memberId: member.id, lines: [{ productId: product.id, qty: 2 }], upi: true });
    await as('POST', `/api/admin/orders/${b.id}/status`, { status: 4 });
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const now = (await as('GET', '/api/admin/dashboard')).body.data;
    expect(now.today.orders).toBe(start.today.orders + 2);
    expect(now.today.revenue).toBeCloseTo(start.today.revenue + product.pricePaise / 100, 2);
    expect(now.days.at(-1)).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), ...now.today });
    expect(now.days.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(start.days.reduce((n: number, d: { orders: number }) => n + d.orders, 0) + 2);
    expect(now.waiting.map((o: { id: number }) => o.id)).toContain(a.id);
    expect(now.waiting.every((o: { status: number }) => o.status === 1)).toBe(true);
    expect(now.lowStockCount).toBe(start.lowStockCount + 1);
    const stocks = now.lowStock.map((p: { stock: number }) => p.stock);
    expect(stocks).toEqual([...stocks].sort((x, y) => x - y));
    expect(stocks[0]).toBe(0);
    expect(stocks.every((n: number) => n <= lowStockThreshold)).toBe(true);
  });
});
