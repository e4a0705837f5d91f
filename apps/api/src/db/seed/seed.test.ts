import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { countryInHindi, gstinProblem, hsnPattern, isGstRate, parseNetQuantity } from '@shop/contract/declarations';
import { banners, categories, company, coupons, deliverySlots, products } from '../schema/index.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { seedDemoShop } from './index.ts';
import { demoMembers } from './members.ts';
import { demoCompany } from './company.ts';
import { unusedHindiDescriptions } from './catalogue/define.ts';

const webPublic = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ demo: false });
  await seedDemoShop(app.db);
});
afterAll(async () => {
  await app.close();
});

describe('the demo shop', () => {
  it('has at least 8 categories, each with at least 3 subcategories', async () => {
    const top = await call(app, 'GET', '/api/productcat');
    expect(top.body.data.length).toBeGreaterThanOrEqual(8);
    for (const cat of top.body.data) {
      const subs = await call(app, 'GET', `/api/productcat?catid=${cat.catid}`);
      expect(subs.body.data.length, cat.CatName).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 200 products, each in a subcategory', async () => {
    const rows = await app.db.select({ categoryId: products.categoryId }).from(products);
    const cats = await app.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const subIds = new Set(cats.filter((c) => c.parentId !== null).map((c) => c.id));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.every((r) => subIds.has(r.categoryId))).toBe(true);
  });

  it('gives every product, category and banner its own picture, and every picture exists in the web app', async () => {
    const productImages = (await app.db.select({ image: products.image }).from(products)).map((r) => r.image);
    const pictures = (await app.db.select({ picture: categories.picture }).from(categories)).map((r) => r.picture);
    const bannerImages = (await app.db.select({ image: banners.image }).from(banners)).map((r) => r.image);
    for (const list of [productImages, pictures, bannerImages]) expect(new Set(list).size).toBe(list.length);
    const missing = [...productImages, ...pictures, ...bannerImages].filter((path) => !path.startsWith('/images/') || !existsSync(join(webPublic, path)));
    expect(missing).toEqual([]);
  });

  it('prices every product at or below its MRP, with discounts from none to about a third', async () => {
    const rows = await app.db.select({ price: products.pricePaise, mrp: products.mrpPaise }).from(products);
    expect(rows.every((r) => r.price > 0 && r.price <= r.mrp)).toBe(true);
    const discounts = rows.map((r) => 1 - r.price / r.mrp);
    expect(discounts.filter((d) => d === 0).length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...discounts)).toBeLessThanOrEqual(0.35);
    expect(discounts.filter((d) => d >= 0.25).length).toBeGreaterThanOrEqual(5);
    // The shop's price slider runs from 0 to 500: most products must sit inside it.
    expect(rows.filter((r) => r.price <= 50000).length / rows.length).toBeGreaterThan(0.9);
  });

  it('has products with a minimum order above 1 and products out of stock', async () => {
    const rows = await app.db.select({ stock: products.stock, minQty: products.minQty, maxQty: products.maxQty }).from(products);
    expect(rows.filter((r) => r.minQty > 1).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.stock < r.minQty).length).toBeGreaterThanOrEqual(12);
    expect(rows.every((r) => r.minQty >= 1 && r.maxQty >= r.minQty)).toBe(true);
  });

  it('describes every product: brand, pack size, origin in India, a summary and a description of several sentences', async () => {
    const rows = await app.db.select().from(products);
    const poor = rows.filter(
      (p) => !p.brand || !p.packSize || !p.origin.endsWith(`, ${p.countryOfOrigin}`) || p.shortDescription.length < 20 || p.description.split('. ').length < 2,
    );
    expect(poor.map((p) => p.name)).toEqual([]);
    // Every product has its own popularity score, so the bestseller order is the same on every load.
    expect(new Set(rows.map((p) => p.popularity)).size).toBe(rows.length);
  });

  it('describes every product in Hindi too: summary, description and origin with its country, in Devanagari', async () => {
    const rows = await app.db.select().from(products);
    // Written in Devanagari: a brand or a grade in Latin letters ("A2", "W320") may stand in it, no English sentence.
    const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;
    const devanagari = (text: string | null) => text !== null && count(text, /[\u0900-\u097F]/gu) > 5 * count(text, /[A-Za-z]/g);
    const untranslated = rows.filter(
      (p) => !devanagari(p.hindiShortDescription) || !devanagari(p.hindiDescription) || !devanagari(p.hindiOrigin) || !p.hindiOrigin?.endsWith(`, ${countryInHindi(p.countryOfOrigin)}`),
    );
    expect(untranslated.map((p) => p.name)).toEqual([]);
    // A Hindi text keyed by a name no demo product has (a typo) would be silently left out.
    expect([...unusedHindiDescriptions]).toEqual([]);
  });

  it('describes every demo coupon in Hindi too, in Devanagari', async () => {
    const rows = await app.db.select({ code: coupons.code, hindiDescription: coupons.hindiDescription }).from(coupons);
    expect(rows.map((c) => c.code).sort()).toEqual(['DIWALI25', 'FLAT50', 'WELCOME10']);
    const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;
    expect(rows.filter((c) => !c.hindiDescription || count(c.hindiDescription, /[\u0900-\u097F]/gu) <= 5 * count(c.hindiDescription, /[A-Za-z]/g)).map((c) => c.code)).toEqual([]);
  });

  it('declares on every product what the Legal Metrology rules ask, and its HSN code and GST rate', async () => {
    const rows = await app.db
      .select({ name: products.name, packSize: products.packSize, amount: products.netQuantity, unit: products.netUnit, country: products.countryOfOrigin, maker: products.manufacturer, bestBefore: products.bestBefore, food: products.foodType, hsn: products.hsn, gst: products.gstRate, top: sql<string>`(select t.name from categories c join categories t on t.id = c.parent_id where c.id = ${products.categoryId})` })
      .from(products);
    const wrong = rows.filter((p) => {
      const net = parseNetQuantity(p.packSize);
      return !net || net.amount !== p.amount || net.unit !== p.unit || !p.hsn || !hsnPattern.test(p.hsn) || p.gst === null || !isGstRate(p.gst) || !/^(Imported and packed|Packed) by Annapurna Organics Private Limited, .+ 560025$/.test(p.maker) || !p.country;
    });
    expect(wrong.map((p) => p.name)).toEqual([]);
    // Soaps, cleaners, pooja needs and Ayurvedic medicines carry no food mark; everything else is food.
    const nonFood = rows.filter((p) => p.food === null);
    expect(nonFood.filter((p) => p.top !== 'Personal Care' && p.top !== 'Home Care' && p.hsn !== '3004').map((p) => p.name)).toEqual([]);
    expect(rows.filter((p) => (p.top === 'Personal Care' || p.top === 'Home Care') && p.food !== null).map((p) => p.name)).toEqual([]);
    expect(rows.filter((p) => p.food === 'non-veg').map((p) => p.name).sort()).toEqual(['Country Eggs (Desi)', 'Farm Brown Eggs']);
    // Honest rates: fresh produce, fresh milk, paneer and bread nil; ghee and soap 5 %; cleaners 18 %.
    const rate = (name: string) => rows.find((p) => p.name === name)?.gst;
    expect([rate('Onion'), rate('Full Cream Milk'), rate('Malai Paneer'), rate('Whole Wheat Bread'), rate('Desi Cow Ghee'), rate('Neem Tulsi Soap'), rate('Aged Basmati Rice'), rate('Bio-Enzyme Floor Cleaner')]).toEqual([0, 0, 0, 0, 5, 5, 5, 18]);
    expect(rows.filter((p) => p.bestBefore === null).map((p) => p.name).sort()).toEqual(['Bamboo Toothbrush', 'Clay Diyas (Hand-Painted)', 'Copper Tongue Cleaner', 'Guggul Dhoop Cones', 'Multani Mitti', 'Pure Bhimseni Camphor', 'Sandalwood Agarbatti']);
  });

  it('gives the shop a legal name, a valid Karnataka GSTIN and an FSSAI licence', async () => {
    const [c] = await app.db.select().from(company);
    expect(c.legalName).toBe('Annapurna Organics Private Limited');
    expect(gstinProblem(c.gstin, c.stateName)).toBeNull();
    expect(c.gstin.slice(0, 2)).toBe('29');
    expect(c.fssaiLicence).toMatch(/^\d{14}$/);
  });

  it('lists all 36 states and union territories of India, each with cities', async () => {
    const states = await call(app, 'GET', '/api/state');
    expect(states.body.data).toHaveLength(36);
    const names = states.body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Ladakh', 'Jammu and Kashmir', 'Dadra and Nagar Haveli and Daman and Diu', 'Lakshadweep', 'Tamil Nadu']));
    for (const s of states.body.data) {
      const cities = await call(app, 'GET', `/api/city?id=${s.value}`);
      expect(cities.body.length, s.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('has at least 4 active banners and an inactive one, and shows only the active ones', async () => {
    const rows = await app.db.select().from(banners);
    const active = rows.filter((b) => b.isActive);
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(rows.length - active.length).toBeGreaterThanOrEqual(1);
    const { body } = await call(app, 'GET', '/api/bannerlist');
    expect(body.data.map((b: { Banner_Kid: number }) => b.Banner_Kid).sort()).toEqual(active.map((b) => b.id).sort());
    expect(body.data.every((b: { IsActive: boolean }) => b.IsActive)).toBe(true);
  });

  it('points every banner at a page of the shop, category links at real top-level categories', async () => {
    const rows = await app.db.select().from(banners);
    const cats = await app.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    for (const b of rows) {
      expect(b.navigateUrl, b.name).toMatch(/^\/(shop|search\?search=\w+|category\/\d+)$/);
      const id = /^\/category\/(\d+)$/.exec(b.navigateUrl)?.[1];
      if (id) expect(cats.find((c) => c.id === Number(id))?.parentId, b.name).toBeNull();
    }
  });

  it("delivers home to the demo accounts' pin codes and the company's, with slots to book", async () => {
    for (const pin of [...new Set([...demoMembers.map((m) => m.pincode), demoCompany.pinCode])]) {
      const res = await call(app, 'GET', `/api/pincode?pin=${pin}`);
      expect(res.body.data.Serviceable, pin).toBe(true);
      expect(res.body.data.City, pin).toBe('Bengaluru');
    }
    const slots = await app.db.select().from(deliverySlots).where(eq(deliverySlots.optionId, 1));
    expect(slots.filter((s) => s.active)).toHaveLength(42);
  });
});
