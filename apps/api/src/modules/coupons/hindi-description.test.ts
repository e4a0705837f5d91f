import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema/index.ts';
import { call } from '../../test/test-app.ts';
import { backOfficeTestApp } from '../../test/admin-support.ts';
import { addAddress, addToCart, newShopper, placeOrder, productWith } from '../../test/shop.ts';

// A coupon's description in Hindi (decision 154): set in the back office, carried by the shopper's coupon replies
// beside the English one, which stays as it was.
let app: FastifyInstance;
let token: string;
backOfficeTestApp((made) => ({ app, token } = made));

const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(app, method, url, { token, body });
const couponBody = { code: 'MONSOON15', description: '15% off in the rains', kind: 'percent', value: 15, minOrder: 0, maxDiscount: null, startsAt: null, expiresAt: '2099-01-01T00:00:00.000Z', usageLimit: null, perMemberLimit: 1, isActive: true };
const hindiDescription = 'बारिश के मौसम में 15% की छूट।';

describe('Hindi description of a coupon', () => {
  it('the back office saves it, reads it back and edits it; left out it stays, empty it is cleared', async () => {
    const created = await as('POST', '/api/admin/coupons', { ...couponBody, hindiDescription: `  ${hindiDescription}  ` });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'MONSOON15', description: '15% off in the rains', hindiDescription });
    const id = created.body.data.id as number;
    expect((await as('GET', `/api/admin/coupons/${id}`)).body.data.hindiDescription).toBe(hindiDescription);
    expect((await as('GET', '/api/admin/coupons?search=MONSOON15')).body.data.items[0].hindiDescription).toBe(hindiDescription);
    // The back office's search reads the Hindi description too.
    const byHindi = (await as('GET', `/api/admin/coupons?search=${encodeURIComponent('मौसम')}`)).body.data.items as { code: string }[];
    expect(byHindi.map((c) => c.code)).toEqual(['MONSOON15']);

    const edited = await as('PUT', `/api/admin/coupons/${id}`, { ...couponBody, hindiDescription: 'बरसात में 15% कम दाम।' });
    expect(edited.body.data.hindiDescription).toBe('बरसात में 15% कम दाम।');
    expect((await as('PUT', `/api/admin/coupons/${id}`, { ...couponBody, value: 20 })).body.data).toMatchObject({ value: 20, hindiDescription: 'बरसात में 15% कम दाम।' });
    expect((await as('PUT', `/api/admin/coupons/${id}`, { ...couponBody, hindiDescription: '  ' })).body.data.hindiDescription).toBeNull();
    const [row] = await app.db.select({ hindiDescription: coupons.hindiDescription }).from(coupons).where(eq(coupons.id, id));
    expect(row.hindiDescription).toBeNull();
    // A coupon made without one has none.
    expect((await as('POST', '/api/admin/coupons', { ...couponBody, code: 'NOHINDI' })).body.data.hindiDescription).toBeNull();
  });

  it('refuses one written in Latin letters only, or longer than the English field may be', async () => {
    const latin = await as('POST', '/api/admin/coupons', { ...couponBody, code: 'LATIN', hindiDescription: '15 percent off in the rains' });
    expect([latin.status, latin.body.msg]).toEqual([400, 'Hindi description must be written in Devanagari.']);
    const long = await as('POST', '/api/admin/coupons', { ...couponBody, code: 'LONGHINDI', hindiDescription: 'छ'.repeat(201) });
    expect([long.status, long.body.msg]).toEqual([400, 'Hindi description must be at most 200 characters.']);
    expect((await app.db.select().from(coupons).where(eq(coupons.code, 'LATIN'))).length).toBe(0);
    // At the limit it is taken, and the database's check agrees with the contract's.
    expect((await as('POST', '/api/admin/coupons', { ...couponBody, code: 'LONGEST', hindiDescription: 'छ'.repeat(200) })).status).toBe(200);
  });

  it("the shopper's replies carry it beside the English description: applying, the cart and the order review", async () => {
    await as('POST', '/api/admin/coupons', { ...couponBody, code: 'RAINHINDI', hindiDescription });
    const s = await newShopper(app);
    const p = await productWith(app, { price: 200 });
    await addToCart(app, s, p.id, 1);
    const shown = { code: 'RAINHINDI', description: '15% off in the rains', HindiDescription: hindiDescription, discount: 30, applied: true };
    const applied = await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: 'rainhindi' } });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual(shown);
    expect((await call(app, 'GET', '/api/cartdetails', { token: s.token })).body.coupon).toEqual(shown);
    const { kid } = await addAddress(app, s);
    expect((await placeOrder(app, s, 1, kid)).body.data.coupon).toEqual(shown);
    // A coupon without one answers null: the storefront shows the English description.
    await app.db.update(coupons).set({ hindiDescription: null }).where(eq(coupons.code, 'WELCOME10'));
    await addToCart(app, s, p.id, 3);
    const welcome = await call(app, 'POST', '/api/coupon/apply', { token: s.token, body: { code: 'WELCOME10' } });
    expect(welcome.body.data).toMatchObject({ code: 'WELCOME10', HindiDescription: null });
  });
});
