import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { foodLabelBody, newProductBody, signIn } from '../../test/admin-support.ts';

let app: FastifyInstance;
let token: string;
let sub: number;
beforeAll(async () => {
  app = await createTestApp();
  token = (await signIn(app)).admin.token;
  [{ id: sub }] = await app.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
});
afterAll(() => app?.close());

const idOf = async (name: string) => (await app.db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0].id;
const detail = async (id: number) => (await call(app, 'GET', `/api/productdetails?Pid=${id}`)).body.data;
const create = (body: Record<string, unknown>) => call(app, 'POST', '/api/admin/products', { token, body });

describe('the food label on the product page (FSSAI Labelling and Display Regulations 2020)', () => {
  it('gives the demo shop food its ingredients, allergens, nutrition per 100 g or 100 ml and the licence; produce without nutrition; certified organic', async () => {
    const atta = await detail(await idOf('Chakki Fresh Whole Wheat Atta'));
    expect(atta).toMatchObject({ Ingredients: 'Chakki Fresh Whole Wheat Atta (100%)', Allergens: ['Cereals containing gluten'], FssaiLicence: '11224999000487', FreshProduce: false, OrganicCertification: null });
    expect(atta.Nutrition).toMatchObject({ Per: '100g', EnergyKcal: 350, ProteinG: 10 });
    expect((await detail(await idOf('Virgin Coconut Oil'))).Nutrition).toMatchObject({ Per: '100ml', TotalFatG: 100 });
    const toor = await detail(await idOf('Organic Toor Dal'));
    expect(toor.OrganicCertification).toEqual({ Scheme: 'NPOP', CertificateNo: expect.stringMatching(/^NPOP\//) });
    const soap = await detail(await idOf('Neem Tulsi Soap'));
    expect(soap).toMatchObject({ Ingredients: null, Allergens: null, Nutrition: null, FssaiLicence: null });
    // Every demo food is declared, so the demo shop stays on sale.
    const foods = await app.db.select().from(products).where(isNotNull(products.foodType));
    for (const f of foods) {
      expect(f.ingredients, f.name).toBeTruthy();
      expect(f.allergens, f.name).not.toBeNull();
      expect(f.fssaiLicence, f.name).toBe('11224999000487');
      expect(f.nutrition !== null || f.freshProduce, f.name).toBe(true);
    }
    expect(foods.some((f) => f.freshProduce && f.nutrition === null)).toBe(true);
  });
});

describe('the back office sets the label, validated', () => {
  it('saves it and the product page shows it; a field left out of an edit stays', async () => {
    const made = await create({ ...newProductBody(sub), allergens: ['Milk'], ingredients: 'Millet, milk solids' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ allergens: ['Milk'], ingredients: 'Millet, milk solids', fssaiLicence: '11224999000487' });
    const { stock: _s, ingredients: _i, allergens: _a, nutrition: _n, ...edit } = newProductBody(sub);
    const saved = await call(app, 'PUT', `/api/admin/products/${made.body.data.id}`, { token, body: { ...edit, name: made.body.data.name } });
    expect(saved.status).toBe(200);
    expect(await detail(made.body.data.id)).toMatchObject({ Allergens: ['Milk'], Ingredients: 'Millet, milk solids', Nutrition: foodLabelBody().nutrition });
  });

  it('refuses a bad label naming the field, and writes nothing', async () => {
    const [{ n: before }] = await app.db.select({ n: count() }).from(products);
    const nutrition = foodLabelBody().nutrition;
    const refusals: [Record<string, unknown>, string][] = [
      [{ fssaiLicence: '1122499900048' }, 'FSSAI licence of the brand owner must be exactly 14 digits.'],
      [{ nutrition: { ...nutrition, Per: '1kg' } }, 'Nutrition: Per must be 100g or 100ml.'],
      [{ nutrition: { ...nutrition, ProteinG: -1 } }, 'Nutrition: Protein (g) cannot be negative.'],
      [{ nutrition: { ...nutrition, AddedSugarsG: 2 } }, 'Nutrition: added sugars cannot exceed total sugars, nor total sugars the carbohydrate.'],
      [{ nutrition: { ...nutrition, SaturatedFatG: 1.2, TransFatG: 0.5 } }, 'Nutrition: saturated and trans fat together cannot exceed total fat.'],
      [{ allergens: ['x'] }, 'Each allergen must be 2 to 40 characters.'],
      [{ organicCertification: { Scheme: 'USDA', CertificateNo: 'X123' } }, 'Organic certification: scheme must be NPOP or PGS-India.'],
      [{ name: 'Organic Kodo Millet' }, 'Organic Kodo Millet says organic: add its organic certification (NPOP or PGS-India) or take the word out of its name and descriptions.'],
    ];
    for (const [bad, msg] of refusals) {
      const res = await create({ ...newProductBody(sub), ...bad });
      expect([res.status, res.body.msg], JSON.stringify(bad)).toEqual([400, msg]);
    }
    expect((await app.db.select({ n: count() }).from(products))[0].n).toBe(before);
    const certified = await create({ ...newProductBody(sub), name: 'Organic Kodo Millet', organicCertification: { Scheme: 'PGS-India', CertificateNo: 'PGS/KA/2024/118' } });
    expect(certified.status).toBe(200);
    expect(await detail(certified.body.data.id)).toMatchObject({ OrganicCertification: { Scheme: 'PGS-India', CertificateNo: 'PGS/KA/2024/118' } });
  });

  it('409: a food without its declarations cannot be switched on for sale; hidden it can be saved', async () => {
    const bare = { ...newProductBody(sub), ingredients: null, nutrition: null };
    const refused = await create(bare);
    expect([refused.status, refused.body.msg]).toEqual([409, `${bare.name} is food and cannot be on sale without its label: add ingredients, nutrition per 100 g or 100 ml; or keep it hidden.`]);
    const hidden = await create({ ...bare, isActive: false });
    expect(hidden.status).toBe(200);
    const on = await call(app, 'PUT', `/api/admin/products/${hidden.body.data.id}/visibility`, { token, body: { isActive: true } });
    expect([on.status, on.body.msg]).toEqual([409, `${bare.name} is food and cannot be on sale without its label: add ingredients, nutrition per 100 g or 100 ml; or keep it hidden.`]);
    // Fresh produce needs no nutrition table.
    expect((await create({ ...bare, ingredients: 'Kodo millet', freshProduce: true })).status).toBe(200);
    // What is not food needs no label.
    expect((await create({ ...bare, foodType: null })).status).toBe(200);
  });

  it('409: no food goes on sale while the shop has no FSSAI licence', async () => {
    const company = (await call(app, 'GET', '/api/admin/company', { token })).body.data;
    const hidden = await create({ ...newProductBody(sub), isActive: false });
    await call(app, 'PUT', '/api/admin/company', { token, body: { ...company, fssaiLicence: '' } });
    try {
      const on = await call(app, 'PUT', `/api/admin/products/${hidden.body.data.id}/visibility`, { token, body: { isActive: true } });
      expect([on.status, on.body.msg]).toEqual([409, 'The shop has no FSSAI licence in its details: no food can be put on sale until it is added (Shop details).']);
      expect((await create({ ...newProductBody(sub), foodType: null })).status).toBe(200);
    } finally {
      await call(app, 'PUT', '/api/admin/company', { token, body: company });
    }
    expect((await call(app, 'PUT', `/api/admin/products/${hidden.body.data.id}/visibility`, { token, body: { isActive: true } })).status).toBe(200);
  });
});
