import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, isNull, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { call } from '../../test/test-app.ts';
import { backOfficeTestApp, newProductBody } from '../../test/admin-support.ts';

let app: FastifyInstance;
let token: string;
backOfficeTestApp((made) => ({ app, token } = made));

const names = async (path: string) => {
  const { status, body } = await call(app, 'GET', path);
  expect(status).toBe(200);
  return body.data as { Name: string; HindiName: string | null }[];
};

describe('Hindi names in the catalogue', () => {
  it('every demo product and category has one, in Devanagari', async () => {
    const [missing] = await app.db.select({ n: sql<number>`count(*)::int` }).from(products).where(isNull(products.hindiName));
    const [missingCats] = await app.db.select({ n: sql<number>`count(*)::int` }).from(categories).where(isNull(categories.hindiName));
    expect([missing.n, missingCats.n]).toEqual([0, 0]);
  });

  it('every product and category reply carries HindiName', async () => {
    const home = await names('/api/homePageproductlist');
    expect(home.every((p) => /[\u0900-\u097F]/.test(p.HindiName ?? ''))).toBe(true);
    const [haldi] = await app.db.select({ id: products.id }).from(products).where(eq(products.name, 'Haldi Powder'));
    const { body } = await call(app, 'GET', `/api/productdetails?Pid=${haldi.id}`);
    expect(body.data.HindiName).toBe('हल्दी पाउडर');
    expect((await names('/api/product?page=1&pageSize=5')).every((p) => p.HindiName)).toBe(true);
    expect((await names('/api/productcat')).every((c) => c.HindiName)).toBe(true);
    const found = await names(`/api/productserach?search=${encodeURIComponent('बासमती चावल')}`);
    expect(found[0].HindiName).toMatch(/बासमती चावल/);
    const suggested = await names(`/api/search/suggest?q=${encodeURIComponent('हल्दी')}`);
    expect(suggested.map((s) => s.Name)).toContain('Haldi Powder');
    expect(suggested.find((s) => s.Name === 'Haldi Powder')?.HindiName).toBe('हल्दी पाउडर');
  });

  it('the back office sets, keeps, clears and validates a product Hindi name, and search follows it', async () => {
    const [row] = await app.db.select({ id: products.id }).from(products).where(eq(products.name, 'Kodo Millet'));
    const { body: detail } = await call(app, 'GET', `/api/admin/products/${row.id}`, { token });
    const { id: _id, categoryName: _c, parentCategoryName: _p, unitSalePrice: _u, updatedAt: _t, stock: _s, ...input } = detail.data;
    const put = (hindiName: unknown) => call(app, 'PUT', `/api/admin/products/${row.id}`, { token, body: { ...input, bestBefore: input.bestBefore ?? '', hindiName } });

    let reply = await put('  कोदो बाजरा  ');
    expect(reply.status).toBe(200);
    expect(reply.body.data.hindiName).toBe('कोदो बाजरा');
    expect((await names(`/api/productserach?search=${encodeURIComponent('कोदो बाजरा')}`))[0].Name).toBe('Kodo Millet');

    reply = await put(undefined);
    expect(reply.body.data.hindiName).toBe('कोदो बाजरा');

    reply = await put('Kodo Millet');
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Hindi name must be written in Devanagari, such as हल्दी पाउडर.');
    reply = await put('कोदो <b>');
    expect(reply.body.msg).toBe('Hindi name may hold only Devanagari letters, digits, spaces and simple punctuation.');
    reply = await put('क'.repeat(121));
    expect(reply.body.msg).toBe('Hindi name must be at most 120 characters.');

    reply = await put('');
    expect(reply.status).toBe(200);
    expect(reply.body.data.hindiName).toBeNull();
  });

  it('the back office sets a category Hindi name, and search finds its products by it', async () => {
    const [sub] = await app.db.select().from(categories).where(eq(categories.name, 'Millets & Grains'));
    const reply = await call(app, 'PUT', `/api/admin/categories/${sub.id}`, {
      token,
      body: { name: sub.name, hindiName: 'श्रीअन्न', picture: sub.picture, parentId: sub.parentId, isActive: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.hindiName).toBe('श्रीअन्न');
    const found = await names(`/api/productserach?search=${encodeURIComponent('श्रीअन्न')}`);
    expect(found.map((p) => p.Name)).toContain('Foxtail Millet');
  });

  it('the back office creates a product and a category with a Hindi name, and reads them back in lists and details', async () => {
    const [sub] = await app.db.select().from(categories).where(eq(categories.name, 'Millets & Grains'));
    const body = { ...newProductBody(sub.id), name: 'Barnyard Millet 250 g', hindiName: '  सांवा चावल  ' };
    const created = await call(app, 'POST', '/api/admin/products', { token, body });
    expect(created.status).toBe(200);
    expect(created.body.data.hindiName).toBe('सांवा चावल');
    const listed = await call(app, 'GET', `/api/admin/products?search=${encodeURIComponent('सांवा')}`, { token });
    expect(listed.body.data.items.map((p: { id: number; hindiName: string | null }) => [p.id, p.hindiName])).toEqual([[created.body.data.id, 'सांवा चावल']]);
    expect((await call(app, 'GET', `/api/admin/products/${created.body.data.id}`, { token })).body.data.hindiName).toBe('सांवा चावल');

    const without = await call(app, 'POST', '/api/admin/products', { token, body: { ...body, name: 'Barnyard Millet 500 g', hindiName: '' } });
    expect(without.status).toBe(200);
    expect(without.body.data.hindiName).toBeNull();
    const latin = await call(app, 'POST', '/api/admin/products', { token, body: { ...body, name: 'Barnyard Millet 1 kg', hindiName: 'Sanwa' } });
    expect([latin.status, latin.body.msg]).toEqual([400, 'Hindi name must be written in Devanagari, such as हल्दी पाउडर.']);

    const category = { name: 'Sweets', hindiName: 'मिठाई', picture: '/images/categories/rice.svg', parentId: null, isActive: true };
    const cat = await call(app, 'POST', '/api/admin/categories', { token, body: category });
    expect(cat.status).toBe(200);
    expect(cat.body.data.hindiName).toBe('मिठाई');
    const cats = await call(app, 'GET', '/api/admin/categories', { token });
    expect(cats.body.data.find((c: { id: number }) => c.id === cat.body.data.id).hindiName).toBe('मिठाई');
    const long = await call(app, 'POST', '/api/admin/categories', { token, body: { ...category, name: 'Sweets two', hindiName: 'म'.repeat(61) } });
    expect([long.status, long.body.msg]).toEqual([400, 'Hindi name must be at most 60 characters.']);
    const empty = await call(app, 'POST', '/api/admin/categories', { token, body: { ...category, name: 'Sweets three', hindiName: '   ' } });
    expect(empty.body.data.hindiName).toBeNull();
  });

  it("saving a Hindi name refreshes the storefront's kept replies", async () => {
    const [row] = await app.db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.name, 'Haldi Powder'));
    const details = async () => (await call(app, 'GET', `/api/productdetails?Pid=${row.id}`)).body.data.HindiName;
    const listed = async () => (await names(`/api/product?catid=${row.categoryId}`)).find((p) => p.Name === 'Haldi Powder')?.HindiName;
    const [sub] = await app.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, row.categoryId));
    const catName = async () => (await names(`/api/productcat?catid=${sub.parentId}`)).find((c) => (c as unknown as { catid: number }).catid === row.categoryId)?.HindiName;
    // Asked twice: the second reply is the kept one.
    await details();
    await listed();
    await catName();
    expect(await details()).toBe('हल्दी पाउडर');

    const { body: detail } = await call(app, 'GET', `/api/admin/products/${row.id}`, { token });
    const { id: _id, categoryName: _c, parentCategoryName: _p, unitSalePrice: _u, updatedAt: _t, stock: _s, ...input } = detail.data;
    const saved = await call(app, 'PUT', `/api/admin/products/${row.id}`, { token, body: { ...input, bestBefore: input.bestBefore ?? '', hindiName: 'हल्दी पिसी' } });
    expect(saved.status).toBe(200);
    expect(await details()).toBe('हल्दी पिसी');
    expect(await listed()).toBe('हल्दी पिसी');

    const [cat] = await app.db.select().from(categories).where(eq(categories.id, row.categoryId));
    const put = await call(app, 'PUT', `/api/admin/categories/${cat.id}`, { token, body: { name: cat.name, hindiName: 'पिसे मसाले', picture: cat.picture, parentId: cat.parentId, isActive: cat.isActive } });
    expect(put.status).toBe(200);
    expect(await catName()).toBe('पिसे मसाले');
  });
});
