// The ownership rule, checked by `npm run lint` (and so by `npm test`): every table has one owner module, and only
// the owner's files write it (insert, update, delete, through Drizzle or in raw SQL). Another module, or a workflow
// (apps/api/src/workflows), changes a table through the owner's functions, which take the caller's transaction
// (decision 281). The database layer (migrations, the demo catalogue's seed, backup and restore) and the demo shop's
// past (apps/api/src/demo, which places its 60 days of orders in bulk, as they happened) load data and are not checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Each table's owner, the one module whose files may write it. docs/architecture.md shows the same table. */
export const owners: Record<string, string[]> = {
  session: ['sessions'],
  auth: ['members', 'login_codes', 'login_code_locks', 'login_failures'],
  account: ['account_deletions'],
  audit: ['audit_log', 'security_log'],
  mail: ['mail_caps'],
  catalog: ['categories', 'products', 'category_product_counts', 'stock_batches', 'batch_shipments'],
  company: ['company', 'banners'],
  addresses: ['addresses', 'states', 'cities'],
  delivery: ['shipping_options', 'delivery_areas', 'delivery_slots', 'slot_bookings', 'delivery_closed_days'],
  cart: ['cart_lines', 'cart_coupons'],
  coupons: ['coupons', 'coupon_uses'],
  orders: ['orders', 'order_lines', 'order_status_history', 'order_mail_outbox'],
  invoices: ['document_counters', 'tax_documents'],
  marketing: ['newsletter_subscribers', 'contact_messages'],
  reviews: ['reviews'],
  comeback: ['stock_requests'],
  admin: ['uploads'],
};

const root = new URL('..', import.meta.url).pathname;
const api = join(root, 'apps/api/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The schema's tables: the Drizzle name each is imported by, and its SQL name. */
const tables = new Map<string, string>();
for (const file of files(join(api, 'db/schema'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(m[1], m[2]);
}
const sqlNames = new Set(tables.values());
const ownerOf = new Map(Object.entries(owners).flatMap(([module, names]) => names.map((name) => [name, module] as const)));
const problems = [...sqlNames].filter((name) => !ownerOf.has(name)).map((name) => `${name} has no owner: name its module in scripts/lint-table-owners.ts`);

/** The tables a file writes: `.insert(products)`, `.update(schema.orders)`, `update ${products}`, `delete from cart_lines`. */
function writes(source: string): Set<string> {
  const found = new Set<string>();
  for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) if (tables.has(m[1])) found.add(tables.get(m[1])!);
  for (const m of source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{(?:schema\.)?(\w+)\}/gi)) if (tables.has(m[1])) found.add(tables.get(m[1])!);
  for (const m of source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) if (sqlNames.has(m[1])) found.add(m[1]);
  return found;
}

const unchecked = /^(db|demo|test)\//;
for (const file of files(api)) {
  const path = relative(api, file);
  if (unchecked.test(path)) continue;
  const module = /^modules\/([^/]+)\//.exec(path)?.[1];
  for (const table of writes(readFileSync(file, 'utf8'))) {
    if (ownerOf.get(table) !== module) problems.push(`apps/api/src/${path} writes ${table}, which belongs to ${ownerOf.get(table)}: call that module's functions`);
  }
}

if (problems.length) {
  console.error(`The ownership rule finds ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`The ownership rule finds nothing (${sqlNames.size} tables, each written by its owner only).`);
