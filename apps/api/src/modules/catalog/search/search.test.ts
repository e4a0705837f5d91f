import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { createTestApp, call } from '../../../test/test-app.ts';
import { categories, products } from '../../../db/schema/index.ts';

let app: FastifyInstance;
let subcategoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  const [sub] = await app.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).limit(1);
  subcategoryId = sub.id;
});
afterAll(async () => {
  await app.close();
});

type Found = { Id: number; Name: string; Brand: string; Popularity: number };

async function search(text: string) {
  const { status, body } = await call(app, 'GET', `/api/productserach?search=${encodeURIComponent(text)}`);
  return { status, body, names: ((body.data ?? []) as Found[]).map((p) => p.Name) };
}

/** A new subcategory beside the test subcategory, so a test can hide or rename it. */
async function addSubcategory(name: string) {
  const [sibling] = await app.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, subcategoryId));
  const [row] = await app.db.insert(categories).values({ name, picture: '/images/categories/test.svg', parentId: sibling.parentId }).returning({ id: categories.id });
  return row.id;
}

async function addProduct(values: { name: string; brand?: string; description?: string; popularity?: number; categoryId?: number }) {
  const [row] = await app.db
    .insert(products)
    .values({
      name: values.name,
      brand: values.brand ?? 'Test Farms',
      packSize: '500 g',
      pricePaise: 10000,
      mrpPaise: 12000,
      stock: 50,
      popularity: values.popularity ?? 100,
      shortDescription: 'A product made for a search test.',
      description: values.description ?? 'Nothing special to say.',
      image: '/images/products/test.svg',
      categoryId: values.categoryId ?? subcategoryId,
    })
    .returning({ id: products.id });
  return row.id;
}

describe('search forgives typos', () => {
  it.each([
    ['basmti', /basmati rice/i],
    ['tumeric', /turmeric/i],
    ['hony', /honey/i],
    ['pottato', /potato/i],
  ])("finds '%s' as %s, first", async (text, expected) => {
    const { status, names } = await search(text);
    expect(status).toBe(200);
    expect(names[0]).toMatch(expected);
  });

  it('forgives a typo in one word of several', async () => {
    const { names } = await search('basmti rice');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /basmati/i.test(n))).toBe(true);
  });
});

describe('search understands Hindi and Hinglish names', () => {
  it.each([
    ['aloo', /^potato$/i],
    ['pyaaz', /^onion$/i],
    ['pyaz', /^onion$/i],
    ['atta', /atta|wheat flour/i],
    ['dahi', /curd/i],
    ['haldi', /haldi|turmeric/i],
    ['chawal', /rice/i],
    ['dal', /dal/i],
    ['daal', /dal/i],
    ['ghee', /ghee/i],
    ['jeera', /cumin|jeera/i],
    ['kali mirch', /black pepper/i],
    ['sarson ka tel', /mustard oil/i],
    ['आलू', /^potato$/i],
  ])("finds '%s' as %s, first", async (text, expected) => {
    const { status, names } = await search(text);
    expect(status).toBe(200);
    expect(names[0]).toMatch(expected);
  });

  it("finds Haldi Powder when the shopper writes 'turmeric', even misspelt", async () => {
    expect((await search('turmeric')).names).toContain('Haldi Powder');
    expect((await search('tumeric')).names).toContain('Haldi Powder');
  });
});

describe('search ranking', () => {
  it('puts a product named after the words above a more popular one that only mentions them in its description', async () => {
    const described = await addProduct({ name: 'Plain Oat Crackers', description: 'Goes well with quokkaberry jam.', popularity: 990 });
    const named = await addProduct({ name: 'Quokkaberry Jam', popularity: 5 });
    const { body } = await search('quokkaberry');
    expect((body.data as Found[]).map((p) => p.Id)).toEqual([named, described]);
  });

  it('puts the more popular product first when both match equally well', async () => {
    const lessPopular = await addProduct({ name: 'Wombatfruit Chutney', popularity: 10 });
    const morePopular = await addProduct({ name: 'Wombatfruit Pickle', popularity: 900 });
    const { body } = await search('wombatfruit');
    expect((body.data as Found[]).map((p) => p.Id)).toEqual([morePopular, lessPopular]);
  });

  it("puts the word as written above a longer word with the same stem ('salt' before 'salted')", async () => {
    const salted = await addProduct({ name: 'Salted Numbatnut Butter', popularity: 999 });
    const salt = await addProduct({ name: 'Numbatnut Salt', popularity: 1 });
    const { body } = await search('numbatnut salt');
    expect((body.data as Found[]).map((p) => p.Id)).toEqual([salt, salted]);
  });

  it('puts a product matching more of the words above a more popular one matching fewer, when none matches them all', async () => {
    const fewer = await addProduct({ name: 'Bilbyfruit Chutney', popularity: 990 });
    const more = await addProduct({ name: 'Bilbyfruit Jam', popularity: 5 });
    const { body } = await search('smoked bilbyfruit jam');
    const ids = (body.data as Found[]).map((p) => p.Id);
    expect(ids[0]).toBe(more);
    expect(ids).not.toContain(fewer);
  });

  it('puts the products carrying the word that tells them apart before those carrying only a word most products share', async () => {
    // Nearly every product says "organic"; one that does not is named after the rarer word.
    const common = await Promise.all(
      ['Organic Echidnaseed Crackers', 'Organic Dingoplum Jam', 'Organic Kiwiroot Pickle', 'Organic Emu Millet'].map((name, i) =>
        addProduct({ name, description: 'Organic, with a hint of quollgrain.', popularity: 900 + i }),
      ),
    );
    const rare = await addProduct({ name: 'Quollgrain Flakes', description: 'Rolled quollgrain.', popularity: 1 });
    const others = sql`${products.id} not in (${sql.join([...common, rare].map((id) => sql`${id}`), sql`, `)})`;
    await app.db.update(products).set({ description: sql`${products.description} || ' Organic.'` }).where(others);
    try {
      const { body } = await search('organic quollgrain');
      expect((body.data as Found[]).map((p) => p.Id)[0]).toBe(rare);
    } finally {
      await app.db.update(products).set({ description: sql`left(${products.description}, -length(' Organic.'))` }).where(others);
    }
  });

  it("ranks the demo shop's coffee and poha before products that only share the common word", async () => {
    for (const [text, word] of [['natural coffee', /coffee/i], ['fresh poha', /poha/i]] as const) {
      const { names } = await search(text);
      const carrying = names.filter((n) => word.test(n)).length;
      expect(carrying, text).toBeGreaterThanOrEqual(2);
      // Every product named after the rarer word comes before any that is not.
      expect(names.slice(0, carrying).every((n) => word.test(n)), `${text}: ${names.join(', ')}`).toBe(true);
    }
  });

  it('shows products matching some of the words when none matches them all', async () => {
    const { status, names } = await search('honey xylophonic');
    expect(status).toBe(200);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/honey/i);
  });

  it("answers 'No products found.' with an empty list when nothing matches", async () => {
    const { status, body } = await search('zzqqxxjj');
    expect(status).toBe(200);
    expect(body).toEqual({ response: true, msg: 'No products found.', data: [] });
  });
});

describe('search keeps up with the catalogue', () => {
  it('finds a product by its new name after it is renamed, and no longer by the old one', async () => {
    const id = await addProduct({ name: 'Capybara Crunch Muesli' });
    await app.db.update(products).set({ name: 'Platypus Crunch Muesli' }).where(eq(products.id, id));
    expect((await search('platypus')).names).toContain('Platypus Crunch Muesli');
    expect((await search('capybara')).names).not.toContain('Platypus Crunch Muesli');
    expect((await search('platipus')).names).toContain('Platypus Crunch Muesli');
  });

  it('hides a product that is taken off the shelf, and its category when that is hidden', async () => {
    const sub = await addSubcategory('Axolotl Treats');
    const id = await addProduct({ name: 'Axolotl Toffee', categoryId: sub });
    expect((await search('axolotl toffee')).names).toEqual(['Axolotl Toffee']);
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect((await search('axolotl toffee')).names).toEqual([]);
    await app.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    await app.db.update(categories).set({ isActive: false }).where(eq(categories.id, sub));
    expect((await search('axolotl toffee')).names).toEqual([]);
  });

  it('finds products by the new name of their category', async () => {
    const sub = await addSubcategory('Pangolin Snacks');
    await addProduct({ name: 'Roasted Seed Mix', categoryId: sub, brand: 'Nobody' });
    await app.db.update(categories).set({ name: 'Tapir Snacks' }).where(eq(categories.id, sub));
    expect((await search('tapir')).names).toContain('Roasted Seed Mix');
    expect((await search('pangolin')).names).not.toContain('Roasted Seed Mix');
  });
});

describe('search refuses or survives hostile text, never with a server error', () => {
  it.each(['&|!():*', "'", '"', '\\', '\\\\', '🙂🛒', '   ', '<>', '%', '_'])("refuses '%s', which has nothing to search for, with a 400 and a message", async (text) => {
    const { status, body } = await search(text);
    expect(status).toBe(400);
    expect(body).toEqual({ response: false, msg: 'Please enter something to search for.', data: null });
  });

  it('refuses 5000 characters with a 400 naming the limit', async () => {
    const { status, body } = await search('rice '.repeat(1000));
    expect(status).toBe(400);
    expect(body).toEqual({ response: false, msg: 'Search text must be at most 200 characters.', data: null });
  });

  it.each([
    'rice & (dal | !ghee)',
    'rice:* <-> dal',
    "' or 1=1 --",
    '"; drop table products; --',
    "honey' union select * from members --",
    'basmati\\rice',
    'ghee 🙂',
    'ﬁne ＲＩＣＥ',
    'क्‍षीर',
    'a'.repeat(200),
    'x y z w v u t s r q p o n m',
  ])("answers '%s' with a 200", async (text) => {
    const { status, body } = await search(text);
    expect(status).toBe(200);
    expect(body.response).toBe(true);
  });

  it('still has every product afterwards', async () => {
    const { body } = await call(app, 'GET', '/api/product?page=1');
    expect(body.total).toBeGreaterThan(200);
  });
});

describe('suggestions while typing', () => {
  it('suggests at most 8 products, each with exactly Id, Name, HindiName, Brand, Img, Price, CatName and In_stock', async () => {
    const { status, body } = await call(app, 'GET', '/api/search/suggest?q=rice');
    expect(status).toBe(200);
    expect(body.response).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    for (const s of body.data) {
      expect(Object.keys(s).sort()).toEqual(['Brand', 'CatName', 'HindiName', 'Id', 'Img', 'In_stock', 'Name', 'Price']);
      expect(typeof s.In_stock).toBe('boolean');
      expect(typeof s.Price).toBe('number');
    }
  });

  it('marks a sold-out product', async () => {
    const [first] = (await call(app, 'GET', '/api/search/suggest?q=basmati')).body.data;
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, first.Id));
    const again = (await call(app, 'GET', '/api/search/suggest?q=basmati')).body.data;
    expect(again.find((s: { Id: number }) => s.Id === first.Id).In_stock).toBe(false);
    expect(again.filter((s: { Id: number }) => s.Id !== first.Id).every((s: { In_stock: boolean }) => s.In_stock)).toBe(true);
    await app.db.update(products).set({ stock: 50 }).where(eq(products.id, first.Id));
  });

  it('takes the last word as the start of a word', async () => {
    const { body } = await call(app, 'GET', '/api/search/suggest?q=basm');
    expect(body.data[0].Name).toMatch(/basmati/i);
    const more = await call(app, 'GET', '/api/search/suggest?q=basmati%20ri');
    expect(more.body.data.length).toBeGreaterThan(0);
    expect(more.body.data.every((s: { Name: string }) => /basmati rice/i.test(s.Name))).toBe(true);
  });

  it('understands Hinglish and typos too', async () => {
    expect((await call(app, 'GET', '/api/search/suggest?q=pyaaz')).body.data[0].Name).toBe('Onion');
    expect((await call(app, 'GET', '/api/search/suggest?q=tumeric')).body.data[0].Name).toMatch(/turmeric/i);
  });

  it('refuses missing, empty or symbol-only text with a 400 and a message', async () => {
    for (const url of ['/api/search/suggest', '/api/search/suggest?q=', '/api/search/suggest?q=%26%7C!()', `/api/search/suggest?q=${'a'.repeat(101)}`]) {
      const { status, body } = await call(app, 'GET', url);
      expect(status).toBe(400);
      expect(body.response).toBe(false);
      expect(body.msg.length).toBeGreaterThan(5);
    }
  });
});

describe("the shop's keyword filter uses the search engine", () => {
  it('forgives typos and Hinglish names, best match first', async () => {
    const { status, body } = await call(app, 'GET', '/api/product?search=hony&page=1');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0].Name).toMatch(/honey/i);
    const aloo = await call(app, 'GET', '/api/product?search=aloo');
    expect(aloo.body.data[0].Name).toBe('Potato');
  });

  it('keeps the chosen sort, price limit and category while filtering', async () => {
    const { body } = await call(app, 'GET', '/api/product?search=rice&sort=priceAsc&maxPrice=200&page=1&pageSize=50');
    const prices = body.data.map((p: { Price: number }) => p.Price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((p: number) => p <= 200)).toBe(true);
    // Products named for the words come first, each group by price: a loose match never above a close one.
    const close = (p: { Name: string; Brand: string }) => /rice/i.test(`${p.Name} ${p.Brand}`);
    const groups = [body.data.filter(close), body.data.filter((p: { Name: string; Brand: string }) => !close(p))];
    expect(body.data).toEqual([...groups[0], ...groups[1]]);
    for (const group of groups) {
      const own = group.map((p: { Price: number }) => p.Price);
      expect(own).toEqual([...own].sort((a: number, b: number) => a - b));
    }
    const inCategory = await call(app, 'GET', `/api/product?search=honey&catid=${subcategoryId}`);
    expect(inCategory.body.data.every((p: { CatId: number }) => p.CatId === subcategoryId)).toBe(true);
  });

  it('follows a price change at once', async () => {
    const id = await addProduct({ name: 'Echidna Honey Drops' });
    const cheap = async () => (await call(app, 'GET', '/api/product?search=echidna&maxPrice=50')).body.data.map((p: { Id: number }) => p.Id);
    expect(await cheap()).toEqual([]);
    await app.db.update(products).set({ pricePaise: 4500, mrpPaise: 5000 }).where(eq(products.id, id));
    expect(await cheap()).toEqual([id]);
  });

  it('counts the same matches it pages through', async () => {
    const first = await call(app, 'GET', '/api/product?search=dal&page=1&pageSize=5');
    const all = await call(app, 'GET', '/api/product?search=dal');
    expect(first.body.total).toBe(all.body.data.length);
    expect(first.body.data).toEqual(all.body.data.slice(0, 5));
  });

  it('refuses symbol-only keywords with a 400 and a message', async () => {
    const { status, body } = await call(app, 'GET', '/api/product?search=%26%26%26');
    expect(status).toBe(400);
    expect(body).toEqual({ response: false, msg: 'Please enter something to search for.', data: null });
  });
});
