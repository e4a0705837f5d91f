import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { categories, company, products } from '../../db/schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { foodLabelBody, signIn } from '../../test/admin-support.ts';

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

const productBody = () => ({
  name: `Foxtail Millet ${randomBytes(2).toString('hex')}`,
  brand: 'Annapurna',
  packSize: '500 g',
  categoryId: sub,
  price: 78,
  mrp: 90,
  minQty: 1,
  maxQty: 10,
  stock: 20,
  popularity: 1,
  shortDescription: 'Unpolished foxtail millet.',
  description: 'Grown in Rayalaseema.',
  origin: 'Andhra Pradesh, India',
  image: '/images/products/foxtail-millet.svg',
  isActive: true,
  netQuantity: '500 g',
  countryOfOrigin: 'India',
  manufacturer: 'Packed by Annapurna Organics Private Limited, 14, Residency Road, Bengaluru, Karnataka 560025',
  bestBefore: '9 months from packing',
  foodType: 'veg',
  hsn: '1008',
  gstRate: 5,
  ...foodLabelBody(),
});

describe('the declarations on the product page (GET /api/productdetails)', () => {
  it('gives every declaration, with the unit sale price in the unit the rules prescribe', async () => {
    const atta = await detail(await idOf('Chakki Fresh Whole Wheat Atta'));
    expect(atta).toMatchObject({
      Price: 299,
      NetQuantity: '5 kg',
      UnitSalePrice: '₹59.80 per kg',
      CountryOfOrigin: 'India',
      Manufacturer: 'Packed by Annapurna Organics Private Limited, 14, Residency Road, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka 560025',
      BestBefore: '3 months from packing',
      FoodType: 'veg',
      HSN: '1101',
      GSTRate: 5,
    });
    expect(await detail(await idOf('Besan (Gram Flour)'))).toMatchObject({ Price: 68, NetQuantity: '500 g', UnitSalePrice: '₹0.14 per g', HSN: '1106' });
    expect(await detail(await idOf('Virgin Coconut Oil'))).toMatchObject({ Price: 275, NetQuantity: '500 ml', UnitSalePrice: '₹0.55 per ml', HSN: '1513' });
    expect(await detail(await idOf('Kachi Ghani Mustard Oil Jar'))).toMatchObject({ Price: 999, NetQuantity: '5 L', UnitSalePrice: '₹199.80 per L', HSN: '1514' });
    expect(await detail(await idOf('Farm Brown Eggs'))).toMatchObject({ Price: 78, NetQuantity: '6 pieces', UnitSalePrice: '₹13.00 per piece', FoodType: 'non-veg', GSTRate: 0 });
  });

  it('marks what is not food with no mark and what does not spoil with no best before; imports name their country', async () => {
    expect(await detail(await idOf('Neem Tulsi Soap'))).toMatchObject({ FoodType: null, HSN: '3401', GSTRate: 5, NetQuantity: '125 g' });
    expect(await detail(await idOf('Clay Diyas (Hand-Painted)'))).toMatchObject({ FoodType: null, BestBefore: null, NetQuantity: '12 pieces', GSTRate: 0 });
    const dates = await detail(await idOf('Kimia Dates'));
    expect(dates).toMatchObject({ CountryOfOrigin: 'Iran', Origin: 'Kerman, Iran', FoodType: 'veg' });
    expect(dates.Manufacturer).toMatch(/^Imported and packed by Annapurna Organics Private Limited, /);
  });
});

describe('the unit price and mark on every list', () => {
  const eggsId = () => idOf('Farm Brown Eggs');
  const expectDeclared = (items: { UnitSalePrice: unknown; FoodType: unknown }[]) => {
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      expect(p.UnitSalePrice).toMatch(/^₹[\d,]+\.\d\d per (g|kg|ml|L|piece)$/);
      expect(p).toHaveProperty('FoodType');
    }
  };

  it('GET /api/product, paged or not, with a keyword or a category, and the home page', async () => {
    const eggs = await eggsId();
    const cat = (await detail(eggs)).CatId;
    for (const url of [`/api/product?catid=${cat}`, `/api/product?catid=${cat}&page=1&pageSize=5`, '/api/product?search=eggs', '/api/product?search=eggs&page=1', '/api/homePageproductlist']) {
      const { status, body } = await call(app, 'GET', url);
      expect(status, url).toBe(200);
      expectDeclared(body.data);
    }
    const inCategory = (await call(app, 'GET', `/api/product?catid=${cat}`)).body.data;
    expect(inCategory.find((p: { Id: number }) => p.Id === eggs)).toMatchObject({ UnitSalePrice: '₹13.00 per piece', FoodType: 'non-veg' });
  });

  it('GET /api/productserach', async () => {
    const { body } = await call(app, 'GET', '/api/productserach?search=soap');
    expectDeclared(body.data);
    expect(body.data.find((p: { Name: string }) => p.Name === 'Neem Tulsi Soap')).toMatchObject({ UnitSalePrice: '₹0.44 per g', FoodType: null });
  });
});

describe('the back office sets the declarations', () => {
  it('creates a product with them and the shop shows them', async () => {
    const { status, body } = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), netQuantity: '1.5 kg', price: 200, mrp: 220 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ netQuantity: '1.5 kg', unitSalePrice: '₹133.33 per kg', hsn: '1008', gstRate: 5, foodType: 'veg', bestBefore: '9 months from packing', countryOfOrigin: 'India' });
    const [row] = await app.db.select().from(products).where(eq(products.id, body.data.id));
    expect([row.netQuantity, row.netUnit]).toEqual([1.5, 'kg']);
    expect(await detail(body.data.id)).toMatchObject({ NetQuantity: '1.5 kg', UnitSalePrice: '₹133.33 per kg', HSN: '1008' });
  });

  it('shows an edit of any declaration at once, though the page was kept in memory', async () => {
    const created = (await call(app, 'POST', '/api/admin/products', { token, body: productBody() })).body.data;
    const url = `/api/productdetails?Pid=${created.id}`;
    const first = await app.inject({ method: 'GET', url });
    const kept = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(kept.statusCode).toBe(304);
    const { stock: _stock, ...edit } = productBody();
    const changes = { name: created.name, foodType: null, hsn: '10082990', gstRate: 18, netQuantity: '2 pieces', bestBefore: '', countryOfOrigin: 'Nepal', manufacturer: 'Imported and packed by Annapurna Organics, Bengaluru' };
    const saved = await call(app, 'PUT', `/api/admin/products/${created.id}`, { token, body: { ...edit, ...changes } });
    expect(saved.status).toBe(200);
    const after = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ FoodType: null, HSN: '10082990', GSTRate: 18, NetQuantity: '2 pieces', UnitSalePrice: '₹39.00 per piece', BestBefore: null, CountryOfOrigin: 'Nepal' });
    const list = (await call(app, 'GET', `/api/product?catid=${sub}`)).body.data.find((p: { Id: number }) => p.Id === created.id);
    expect(list).toMatchObject({ UnitSalePrice: '₹39.00 per piece', FoodType: null });
  });

  it('refuses a bad HSN code, GST rate, net quantity, food mark or a missing manufacturer, and writes nothing', async () => {
    const created = (await call(app, 'POST', '/api/admin/products', { token, body: productBody() })).body.data;
    const [before] = await app.db.select().from(products).where(eq(products.id, created.id));
    const [{ n: productsBefore }] = await app.db.select({ n: count() }).from(products);
    const refusals: [Record<string, unknown>, string][] = [
      [{ hsn: '10061' }, 'HSN code must be 4, 6 or 8 digits, such as 1006 for rice.'],
      [{ hsn: '' }, 'HSN code must be 4, 6 or 8 digits, such as 1006 for rice.'],
      [{ gstRate: 7 }, 'GST rate must be 0, 5, 12, 18 or 28 %.'],
      [{ gstRate: '5' }, 'GST rate must be 0, 5, 12, 18 or 28 %.'],
      [{ netQuantity: 'half a kilo' }, 'Net quantity must be an amount and a unit, such as 500 g, 1.5 kg, 200 ml, 1 L or 6 pieces.'],
      [{ netQuantity: '1.5 pieces' }, 'Net quantity must be an amount and a unit, such as 500 g, 1.5 kg, 200 ml, 1 L or 6 pieces.'],
      [{ foodType: 'vegan' }, 'Food mark must be veg, non-veg, or none for what is not food.'],
      [{ manufacturer: ' ' }, 'Manufacturer, packer or importer is required.'],
      [{ countryOfOrigin: '' }, 'Country of origin is required.'],
    ];
    const { stock: _stock, ...edit } = productBody();
    for (const [bad, msg] of refusals) {
      const made = await call(app, 'POST', '/api/admin/products', { token, body: { ...productBody(), ...bad } });
      expect([made.status, made.body.msg], JSON.stringify(bad)).toEqual([400, msg]);
      const changed = await call(app, 'PUT', `/api/admin/products/${created.id}`, { token, body: { ...edit, name: created.name, ...bad } });
      expect([changed.status, changed.body.msg], JSON.stringify(bad)).toEqual([400, msg]);
    }
    const { hsn: _hsn, ...withoutHsn } = productBody();
    expect((await call(app, 'POST', '/api/admin/products', { token, body: withoutHsn })).status).toBe(400);
    expect((await app.db.select({ n: count() }).from(products))[0].n).toBe(productsBefore);
    expect((await app.db.select().from(products).where(eq(products.id, created.id)))[0]).toEqual(before);
  });

  it('reads the net quantity of products added before the declarations from their pack size (migration 0013)', async () => {
    const migration = readFileSync(new URL('../../db/migrations/0013_product_declarations.sql', import.meta.url), 'utf8');
    const backfills = migration.split('--> statement-breakpoint').slice(-2);
    const rice = await idOf('Aged Basmati Rice');
    const eggs = await idOf('Farm Brown Eggs');
    const wicks = await idOf('Cow Ghee Cotton Wicks');
    const tea = await idOf('Tulsi Green Tea');
    const oil = await idOf('Kachi Ghani Mustard Oil');
    await app.db.update(products).set({ netQuantity: null, netUnit: null }).where(sql`${products.id} in (${rice}, ${eggs}, ${wicks}, ${tea}, ${oil})`);
    await app.db.update(products).set({ packSize: '2 Ltrs' }).where(eq(products.id, oil));
    for (const statement of backfills) await app.db.execute(sql.raw(statement));
    const rows = await app.db.select({ id: products.id, amount: products.netQuantity, unit: products.netUnit }).from(products).where(sql`${products.id} in (${rice}, ${eggs}, ${wicks}, ${tea}, ${oil})`);
    const byId = new Map(rows.map((r) => [r.id, [r.amount, r.unit]]));
    expect(byId.get(rice)).toEqual([1, 'kg']);
    expect(byId.get(eggs)).toEqual([6, 'piece']);
    expect(byId.get(wicks)).toEqual([100, 'piece']);
    expect(byId.get(oil)).toEqual([2, 'l']);
    // "25 bags" is left for the back office: the migration reads only plain weights, volumes and pieces.
    expect(byId.get(tea)).toEqual([null, null]);
    expect((await detail(tea)).UnitSalePrice).toBeNull();
  });
});

describe("the shop's legal details", () => {
  const adminCompany = async () => (await call(app, 'GET', '/api/admin/company', { token })).body.data;
  const publicCompany = async () => (await call(app, 'GET', '/api/companydetails')).body.data[0];

  it('gives the legal name, GSTIN and FSSAI licence to shoppers', async () => {
    expect(await publicCompany()).toMatchObject({ LegalName: 'Annapurna Organics Private Limited', GSTIN: '29AAKCA4821M1ZA', FSSAILicence: '11224999000487' });
  });

  it('refuses a GSTIN with a wrong check character, of another state, or an FSSAI licence not of 14 digits, and writes nothing', async () => {
    const current = await adminCompany();
    const [before] = await app.db.select().from(company);
    const refusals: [Record<string, unknown>, string][] = [
      [{ gstin: '29AAKCA4821M1ZB' }, 'This GSTIN is mistyped: its last character does not match the others.'],
      [{ gstin: '29AAKCA4821M1Z' }, 'GSTIN must be 15 letters and digits, such as 29ABCDE1234F1Z5.'],
      [{ gstin: '27AAPFU0939F1ZV' }, "GSTIN state code 27 is Maharashtra, but the shop's address is in Karnataka."],
      [{ fssaiLicence: '1122499900048' }, 'FSSAI licence number must be exactly 14 digits.'],
      [{ fssaiLicence: '1122499900048A' }, 'FSSAI licence number must be exactly 14 digits.'],
    ];
    for (const [bad, msg] of refusals) {
      const res = await call(app, 'PUT', '/api/admin/company', { token, body: { ...current, ...bad } });
      expect([res.status, res.body.msg], JSON.stringify(bad)).toEqual([400, msg]);
    }
    expect((await app.db.select().from(company))[0]).toEqual(before);
  });

  it('saves them (a GSTIN typed in lower case is kept in capitals) and the footer shows them at once; empty means not registered', async () => {
    const current = await adminCompany();
    const moved = { ...current, stateName: 'Maharashtra', gstin: ' 27aapfu0939f1zv ', legalName: 'Annapurna Organics LLP', fssaiLicence: '10019022000123' };
    const saved = await call(app, 'PUT', '/api/admin/company', { token, body: moved });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ gstin: '27AAPFU0939F1ZV', legalName: 'Annapurna Organics LLP' });
    expect(await publicCompany()).toMatchObject({ LegalName: 'Annapurna Organics LLP', GSTIN: '27AAPFU0939F1ZV', FSSAILicence: '10019022000123' });
    await call(app, 'PUT', '/api/admin/company', { token, body: { ...current, legalName: '', gstin: '', fssaiLicence: '' } });
    expect(await publicCompany()).toMatchObject({ LegalName: current.name, GSTIN: null, FSSAILicence: null });
    await call(app, 'PUT', '/api/admin/company', { token, body: current });
  });
});
