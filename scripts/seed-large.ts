// `npm run seed:large -- --products 100000`: fills the catalogue up to that many products, for benchmarks and load tests.
// Products are varied from the shop's own (real names, brands, pack sizes, variants) and filed under the existing
// subcategories. Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite), like the server; stop the server first
// when it uses the same DATA_DIR. An empty database gets the reference data and the demo shop first.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { products } from '../apps/api/src/db/schema/index.ts';
import { seedDemoShopIfEmpty, seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { randomGenerator } from '../apps/api/src/lib/random.ts';
import { parseNetQuantity, type FoodType, type NetQuantity, type NetUnit } from '@shop/contract/declarations';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '2500' },
    seed: { type: 'string', default: '7' },
  },
});
const target = Number(args.products);
const batchSize = Number(args.batch);
if (!Number.isInteger(target) || target < 1 || target > 5_000_000) throw new Error('--products must be a whole number from 1 to 5,000,000.');
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 3000) throw new Error('--batch must be a whole number from 1 to 3,000.');

const random = randomGenerator(Number(args.seed));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** Brands and variant words that fit each top-level category, found by its name. */
const shelves: { match: RegExp; brands: string[]; variants: string[] }[] = [
  {
    match: /staple|grain/i,
    brands: ['Aashirvaad', 'Fortune', 'Daawat', 'India Gate', 'Kohinoor', 'Tata Sampann', '24 Mantra Organic', 'Pro Nature', 'Organic Tattva', 'Rajdhani', 'Pillsbury', 'Nature Fresh'],
    variants: ['Organic', 'Premium', 'Classic', 'Select', 'Everyday', 'Gold', 'Unpolished', 'Stone-Ground', 'Traditional', 'Super Value'],
  },
  {
    match: /dal|pulse/i,
    brands: ['Tata Sampann', '24 Mantra Organic', 'Organic Tattva', 'Rajdhani', 'Fortune', 'Pro Nature', 'Double Horse', 'Sampoorna'],
    variants: ['Organic', 'Unpolished', 'Premium', 'Everyday', 'Protein Rich', 'Farm Fresh', 'Select', 'Bold'],
  },
  {
    match: /spice|masala/i,
    brands: ['MDH', 'Everest', 'Catch', 'Badshah', 'Aachi', 'Eastern', 'Sakthi', 'Tata Sampann', 'Priya', 'Mother\'s Recipe', 'Ramdev'],
    variants: ['Organic', 'Premium', 'Classic', 'Hot', 'Extra Hot', 'Mild', 'Stone-Ground', 'Export Quality', 'Home Style', 'Royal'],
  },
  {
    match: /oil|ghee/i,
    brands: ['Fortune', 'Saffola', 'Dhara', 'Patanjali', 'Amul', 'Gowardhan', 'Nandini', 'Parachute', 'Engine', 'Anveshan', 'Two Brothers'],
    variants: ['Cold-Pressed', 'Organic', 'Premium', 'Classic', 'Pure', 'Wood-Pressed', 'Kachi Ghani', 'Filtered', 'Gold'],
  },
  {
    match: /fruit|vegetable/i,
    brands: ['Fresho', 'Farm Fresh', 'Kisan Direct', 'Organic Farm', 'Green Basket', 'Mandi Fresh'],
    variants: ['Organic', 'Farm Fresh', 'Premium', 'Hydroponic', 'Handpicked', 'Local', 'Export Quality', 'Regular'],
  },
  {
    match: /dairy|breakfast/i,
    brands: ['Amul', 'Mother Dairy', 'Nandini', 'Milky Mist', 'Britannia', 'Kellogg\'s', 'Quaker', 'Modern', 'Heritage', 'Akshayakalpa'],
    variants: ['Fresh', 'Organic', 'Classic', 'Low-Fat', 'Premium', 'Farm Fresh', 'Family Pack', 'High Protein'],
  },
  {
    match: /snack|sweet/i,
    brands: ['Haldiram\'s', 'Bikaji', 'Balaji', 'Parle', 'Britannia', 'Sunfeast', 'Chitale', 'Bikanervala', 'Anand', 'Priyagold'],
    variants: ['Classic', 'Masala', 'Tangy', 'Family Pack', 'Premium', 'Sugar-Free', 'Jaggery', 'Desi Ghee', 'Party Pack'],
  },
  {
    match: /beverage|juice|tea|coffee/i,
    brands: ['Tata Tea', 'Brooke Bond', 'Wagh Bakri', 'Society', 'Bru', 'Nescafe', 'Paper Boat', 'Real', 'Dabur', 'Girnar', 'Tetley'],
    variants: ['Premium', 'Gold', 'Organic', 'Classic', 'Strong', 'Elaichi', 'Masala', 'Green', 'Family Pack'],
  },
  {
    match: /honey|dry fruit|nut/i,
    brands: ['Dabur', 'Saffola', 'Apis', 'Happilo', 'Nutraj', 'Tulsi', 'Farmley', 'Nutty Gritties', 'Vedaka'],
    variants: ['Premium', 'Organic', 'Raw', 'Roasted', 'Salted', 'Jumbo', 'Value Pack', 'Natural', 'Select'],
  },
  {
    match: /ayurved|wellness/i,
    brands: ['Dabur', 'Patanjali', 'Himalaya', 'Baidyanath', 'Zandu', 'Organic India', 'Kapiva', 'Jiva'],
    variants: ['Organic', 'Classic', 'Sugar-Free', 'Premium', 'Pure', 'Herbal', 'Family Pack'],
  },
  {
    match: /personal|care|bath/i,
    brands: ['Himalaya', 'Patanjali', 'Khadi Natural', 'Biotique', 'Medimix', 'Mysore Sandal', 'Vicco', 'Dabur', 'Forest Essentials', 'Mamaearth'],
    variants: ['Herbal', 'Ayurvedic', 'Natural', 'Classic', 'Gentle', 'Fresh', 'Value Pack', 'Sensitive'],
  },
  {
    match: /home|clean|pooja/i,
    brands: ['Patanjali', 'Pitambari', 'Cycle', 'Mangaldeep', 'Herbal Strategi', 'Zed Black', 'Presto', 'Bio Enzyme Co'],
    variants: ['Natural', 'Herbal', 'Lemon', 'Lavender', 'Sandalwood', 'Value Pack', 'Refill', 'Concentrated'],
  },
];
const anyShelf = { brands: ['Annapurna', 'Shuddh Bharat', 'Desi Basket', 'Gaon Ghar'], variants: ['Premium', 'Classic', 'Organic', 'Select', 'Value Pack'] };

/** Pack sizes in grams or millilitres, and how they are written. */
const massLadder = [50, 100, 200, 250, 500, 1000, 2000, 5000, 10000];
const volumeLadder = [100, 200, 250, 500, 1000, 2000, 5000];
const writeMass = (g: number) => (g >= 1000 ? `${g / 1000} kg` : `${g} g`);
const writeVolume = (ml: number) => (ml >= 1000 ? `${ml / 1000} L` : `${ml} ml`);

/** Reads '500 g', '1 kg', '200 ml', '1 L' into grams or millilitres; other packs (pieces) are kept as they are. */
function parsePack(pack: string): { kind: 'mass' | 'volume'; amount: number } | undefined {
  const q = parseNetQuantity(pack);
  if (!q || q.unit === 'piece') return undefined;
  const big = q.unit === 'kg' || q.unit === 'l';
  return { kind: q.unit === 'g' || q.unit === 'kg' ? 'mass' : 'volume', amount: Math.round(q.amount * (big ? 1000 : 1)) };
}

/** The net quantity a generated pack declares: written as its pack size is (1000 g and up in kg, 1000 ml up in L). */
const netOfPack = (kind: 'mass' | 'volume', amount: number): NetQuantity =>
  amount >= 1000 ? { amount: amount / 1000, unit: kind === 'mass' ? 'kg' : 'l' } : { amount, unit: kind === 'mass' ? 'g' : 'ml' };

type Template = {
  name: string;
  brand: string;
  packSize: string;
  pricePaise: number;
  mrpPaise: number;
  minQty: number;
  maxQty: number;
  shortDescription: string;
  description: string;
  origin: string;
  image: string;
  categoryId: number;
  shelf: string;
  netQuantity: string | null;
  netUnit: NetUnit | null;
  countryOfOrigin: string;
  manufacturer: string;
  bestBefore: string | null;
  foodType: FoodType | null;
  hsn: string | null;
  gstRate: number | null;
};

async function loadTemplates(db: Db): Promise<Template[]> {
  // Products made by an earlier run share their template's picture: only the first product of each picture counts.
  const result = await db.execute(sql`
    select * from (
      select distinct on (p.image) p.id, p.name, p.brand, p.pack_size as "packSize", p.price_paise as "pricePaise",
        p.mrp_paise as "mrpPaise", p.min_qty as "minQty", p.max_qty as "maxQty", p.short_description as "shortDescription",
        p.description, p.origin, p.image, p.category_id as "categoryId", coalesce(parent.name, c.name) as shelf,
        p.net_quantity as "netQuantity", p.net_unit as "netUnit", p.country_of_origin as "countryOfOrigin", p.manufacturer,
        p.best_before as "bestBefore", p.food_type as "foodType", p.hsn, p.gst_rate as "gstRate"
      from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
      where c.parent_id is not null
      order by p.image, p.id
    ) first_of_each_picture
    order by id`);
  return (result as unknown as { rows: Template[] }).rows;
}

/** One new product varied from a template: another brand or variant, another pack size at a matching price. */
function vary(t: Template) {
  const shelf = shelves.find((s) => s.match.test(t.shelf)) ?? anyShelf;
  const brand = random() < 0.25 ? t.brand : pick(shelf.brands);
  const variant = random() < 0.7 ? pick(shelf.variants) : '';
  let packSize = t.packSize;
  let priceFactor = 1;
  // The declarations go with the template, except the net quantity, which follows the pack size.
  let net: NetQuantity | null = t.netQuantity !== null && t.netUnit !== null ? { amount: Number(t.netQuantity), unit: t.netUnit } : null;
  const pack = parsePack(t.packSize);
  if (pack) {
    const ladder = pack.kind === 'mass' ? massLadder : volumeLadder;
    const near = ladder.filter((a) => a >= pack.amount / 10 && a <= pack.amount * 10);
    const amount = pick(near.length ? near : ladder);
    packSize = pack.kind === 'mass' ? writeMass(amount) : writeVolume(amount);
    net = netOfPack(pack.kind, amount);
    // Bigger packs cost less per gram, as on any shelf.
    priceFactor = (amount / pack.amount) ** 0.9;
  }
  const mrpPaise = Math.max(1000, Math.round((t.mrpPaise * priceFactor * (0.85 + random() * 0.4)) / 100) * 100);
  const discount = random() < 0.3 ? 0 : random() * 0.3;
  const pricePaise = Math.max(500, Math.min(mrpPaise, Math.round((mrpPaise * (1 - discount)) / 100) * 100));
  const name = variant && !t.name.toLowerCase().includes(variant.toLowerCase()) ? `${variant} ${t.name}` : t.name;
  return {
    name,
    brand,
    packSize,
    pricePaise,
    mrpPaise,
    stock: random() < 0.06 ? 0 : Math.floor(random() * 400) + 1,
    minQty: t.minQty,
    maxQty: t.maxQty,
    // Few bestsellers, a long tail: the shape of real sales.
    popularity: Math.floor(1000 * random() ** 3),
    shortDescription: t.shortDescription,
    description: `${t.description} Packed by ${brand} in a ${packSize} pack.`,
    origin: t.origin,
    image: t.image,
    categoryId: t.categoryId,
    netQuantity: net?.amount ?? null,
    netUnit: net?.unit ?? null,
    countryOfOrigin: t.countryOfOrigin,
    manufacturer: t.manufacturer,
    bestBefore: t.bestBefore,
    foodType: t.foodType,
    hsn: t.hsn,
    gstRate: t.gstRate,
  };
}

/** From this many new products on, the secondary indexes are dropped for the load and built again after it. */
const BULK_LOAD = 5000;

/**
 * Drops the secondary indexes of the products and their search rows (not those behind a constraint) and returns the
 * statements that create them again: building an index once at the end is many times faster than updating it row by
 * row.
 */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('product_search', 'products')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  return indexes.map((index) => index.indexdef);
}

function progress(done: number, total: number, startedAt: number) {
  const width = 30;
  const share = total ? done / total : 1;
  const filled = Math.round(share * width);
  const seconds = (performance.now() - startedAt) / 1000;
  const rate = seconds > 0 ? Math.round(done / seconds) : 0;
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')} products, ${rate.toLocaleString('en-IN')}/s`);
}

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const { db } = database;
  await seedReferenceData(db);
  if (await seedDemoShopIfEmpty(db)) console.error('The database was empty: the demo shop was loaded first.');
  const templates = await loadTemplates(db);
  if (!templates.length) throw new Error('No products in subcategories to vary: load the demo shop or add products first.');
  const counted = (await db.execute(sql`select count(*)::int as n from products`)) as unknown as { rows: { n: number }[] };
  const n = counted.rows[0].n;
  const toAdd = Math.max(0, target - n);
  console.error(`${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}: ${n.toLocaleString('en-IN')} products, adding ${toAdd.toLocaleString('en-IN')}.`);
  const startedAt = performance.now();
  let added = 0;
  const secondaryIndexes = toAdd >= BULK_LOAD ? await dropSecondaryIndexes(db) : [];
  try {
    progress(0, toAdd, startedAt);
    while (added < toAdd) {
      const rows = Array.from({ length: Math.min(batchSize, toAdd - added) }, () => vary(pick(templates)));
      await db.transaction(async (tx) => {
        // A filler for benchmarks: a crash loses the last batches, which a rerun adds again.
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.insert(products).values(rows);
      });
      added += rows.length;
      progress(added, toAdd, startedAt);
    }
    process.stderr.write('\n');
  } finally {
    if (secondaryIndexes.length) console.error(`Building ${secondaryIndexes.length} indexes…`);
    for (const definition of secondaryIndexes) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(definition));
      });
    }
  }
  // Statistics and the visibility map let the planner use the search indexes (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  const seconds = (performance.now() - startedAt) / 1000;
  console.error(`Done: ${added.toLocaleString('en-IN')} products added in ${seconds.toFixed(1)} s.`);
} finally {
  await database.close();
}
