import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { call } from '../../test/test-app.ts';
import { newProductBody, backOfficeTestApp } from '../../test/admin-support.ts';

// A product's summary, description and origin in Hindi (decision 116): set in the back office, carried by the
// storefront's replies beside the English ones.
let app: FastifyInstance;
let token: string;
backOfficeTestApp((made) => ({ app, token } = made));

const hindi = {
  hindiShortDescription: 'खेत से सीधे पिसी हुई चमकीली हल्दी।',
  hindiDescription: 'ऊँचे करक्यूमिन वाली लकाडोंग हल्दी। धूप में सुखाकर पत्थर की चक्की पर पीसी गई।',
  hindiOrigin: 'मेघालय, भारत',
};

async function editable(name: string) {
  const [row] = await app.db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.name, name));
  const { body } = await call(app, 'GET', `/api/admin/products/${row.id}`, { token });
  const { id: _id, categoryName: _c, parentCategoryName: _p, unitSalePrice: _u, updatedAt: _t, stock: _s, waiting: _w, ...input } = body.data;
  const put = (changes: Record<string, unknown>) =>
    call(app, 'PUT', `/api/admin/products/${row.id}`, { token, body: { ...input, bestBefore: input.bestBefore ?? '', ...changes } });
  return { ...row, input, put };
}

describe('Hindi summary, description and origin', () => {
  it('the back office saves them, reads them back, and the storefront replies carry them', async () => {
    const haldi = await editable('Haldi Powder');
    const details = async () => (await call(app, 'GET', `/api/productdetails?Pid=${haldi.id}`)).body.data;
    const listed = async () =>
      (await call(app, 'GET', `/api/product?catid=${haldi.categoryId}`)).body.data.find((p: { Id: number }) => p.Id === haldi.id);
    // Asked twice first: what follows must not be a kept reply from before the edit.
    await details();
    await listed();
    await details();

    const saved = await haldi.put({ hindiShortDescription: `  ${hindi.hindiShortDescription}  `, hindiDescription: hindi.hindiDescription, hindiOrigin: hindi.hindiOrigin });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(hindi);
    expect((await call(app, 'GET', `/api/admin/products/${haldi.id}`, { token })).body.data).toMatchObject(hindi);

    const detail = await details();
    expect([detail.HindiShortDescription, detail.HindiDescription, detail.HindiOrigin]).toEqual([hindi.hindiShortDescription, hindi.hindiDescription, hindi.hindiOrigin]);
    // The English texts stay as they were.
    expect(detail.ShortDescription).toBe(haldi.input.shortDescription);
    expect(detail.Description).toBe(haldi.input.description);
    expect(detail.Origin).toBe(haldi.input.origin);
    expect((await listed()).HindiShortDescription).toBe(hindi.hindiShortDescription);
    const home = (await call(app, 'GET', '/api/homePageproductlist')).body.data as Record<string, unknown>[];
    expect(home.every((p) => 'HindiShortDescription' in p)).toBe(true);

    // Left out, they stay; empty, they are cleared, and the storefront falls back to English (null).
    expect((await haldi.put({ hindiShortDescription: undefined, hindiDescription: undefined, hindiOrigin: undefined })).body.data).toMatchObject(hindi);
    const cleared = await haldi.put({ hindiShortDescription: '', hindiDescription: '   ', hindiOrigin: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ hindiShortDescription: null, hindiDescription: null, hindiOrigin: null });
    const after = await details();
    expect([after.HindiShortDescription, after.HindiDescription, after.HindiOrigin]).toEqual([null, null, null]);
  });

  it('refuses one too long or not in Devanagari, with a clear message', async () => {
    const { put } = await editable('Kodo Millet');
    const refused = async (changes: Record<string, unknown>) => {
      const reply = await put(changes);
      return [reply.status, reply.body.msg];
    };
    expect(await refused({ hindiShortDescription: 'क'.repeat(301) })).toEqual([400, 'Hindi summary must be at most 300 characters.']);
    expect(await refused({ hindiDescription: 'क'.repeat(5001) })).toEqual([400, 'Hindi description must be at most 5000 characters.']);
    expect(await refused({ hindiOrigin: 'क'.repeat(81) })).toEqual([400, 'Hindi origin must be at most 80 characters.']);
    expect(await refused({ hindiDescription: 'Grown in the hills.' })).toEqual([400, 'Hindi description must be written in Devanagari.']);
    expect(await refused({ hindiOrigin: 12 })).toEqual([400, 'Hindi origin must be text.']);
    // At the limits they are taken, and the database's check agrees with the contract's.
    const longest = await put({ hindiShortDescription: 'क'.repeat(300), hindiDescription: 'क'.repeat(5000), hindiOrigin: 'क'.repeat(80) });
    expect(longest.status).toBe(200);
    const shortest = await put({ hindiShortDescription: 'क', hindiDescription: 'क', hindiOrigin: 'क' });
    expect(shortest.status).toBe(200);
  });

  it('a new product takes them too', async () => {
    const [sub] = await app.db.select().from(categories).where(eq(categories.name, 'Millets & Grains'));
    const body = {
      ...newProductBody(sub.id),
      hindiShortDescription: 'उपमा के लिए कुटकी।',
      hindiOrigin: 'ओडिशा, भारत',
    };
    const created = await call(app, 'POST', '/api/admin/products', { token, body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ hindiShortDescription: 'उपमा के लिए कुटकी।', hindiDescription: null, hindiOrigin: 'ओडिशा, भारत' });
    const { body: shown } = await call(app, 'GET', `/api/productdetails?Pid=${created.body.data.id}`);
    expect([shown.data.HindiShortDescription, shown.data.HindiDescription, shown.data.HindiOrigin]).toEqual(['उपमा के लिए कुटकी।', null, 'ओडिशा, भारत']);
  });

  it('search finds a product by a word of its Hindi summary or description, and follows their edits (decision 166)', async () => {
    const kodo = await editable('Kodo Millet');
    const found = async (words: string) => {
      const { status, body } = await call(app, 'GET', `/api/productserach?search=${encodeURIComponent(words)}`);
      expect(status).toBe(200);
      return (body.data as { Name: string }[]).map((p) => p.Name);
    };
    // Words no other product's texts hold.
    expect(await found('बरसाती')).not.toContain('Kodo Millet');
    expect(await found('पहाड़ियों')).not.toContain('Kodo Millet');
    expect((await kodo.put({ hindiShortDescription: 'बरसाती खेतों का कोदो।', hindiDescription: 'पहाड़ियों में उगाया गया पुराना अनाज।' })).status).toBe(200);
    expect(await found('बरसाती')).toContain('Kodo Millet');
    expect(await found('पहाड़ियों')).toContain('Kodo Millet');
    expect((await kodo.put({ hindiShortDescription: null, hindiDescription: 'नया विवरण।' })).status).toBe(200);
    expect(await found('बरसाती')).not.toContain('Kodo Millet');
    expect(await found('पहाड़ियों')).not.toContain('Kodo Millet');
  });
});
