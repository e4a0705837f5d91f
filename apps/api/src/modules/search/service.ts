import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { nothingToSearchMessage, SUGGESTION_LIMIT, type Product, type ProductListQuery, type Suggestion } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { badRequest } from '../../http/reply.ts';
import { productColumns, rupees, toProduct, type ProductRow } from '../catalog/product-view.ts';
import { groupWords, queryWords } from './query-words.ts';
import { lookUpWords } from './vocabulary.ts';

/** How many products the search page shows at most. */
export const SEARCH_RESULT_LIMIT = 60;

const visible = and(eq(products.isActive, true), eq(categories.isActive, true));

/** The shop list's other filters, applied to product_search (alias s) beside the words. */
type ListFilter = { catid?: number; maxPrice?: number };

function filterOf(f: ListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  // A category's own products and those of its subcategories, as the catalogue lists them.
  if (f.catid) parts.push(sql`(s.category_id = ${f.catid} or s.category_id in (select c.id from categories c where c.parent_id = ${f.catid}))`);
  if (f.maxPrice !== undefined) parts.push(sql`s.price_paise <= ${Math.round(f.maxPrice * 100)}`);
  return sql.join(parts, sql` and `);
}

type WordQuery = {
  /** The word or name as typed, its other names, likely corrections and, while typing, its completions. */
  alternatives: string[];
};

type SearchPlan = { words: WordQuery[] };

async function planSearch(db: Db, text: string, opts: { lastWordUnfinished: boolean }): Promise<SearchPlan> {
  const all = queryWords(text);
  if (!all.length) throw badRequest(nothingToSearchMessage);
  const groups = groupWords(all);
  const last = groups[groups.length - 1].words.join(' ');
  const unfinished = opts.lastWordUnfinished && /^[a-z0-9]{2,}$/.test(last) ? last : undefined;
  const hints = await lookUpWords(
    db,
    groups.filter((g) => g.words.length === 1).map((g) => g.words[0]),
    unfinished,
  );
  return {
    words: groups.map((group) => {
      const typed = group.words.join(' ');
      const completions = typed === unfinished ? hints.completions : [];
      return { alternatives: [...new Set([typed, ...group.meanings, ...(hints.corrections.get(typed) ?? []), ...completions])] };
    }),
  };
}

/**
 * A word as a tsquery, an OR of its alternatives. 'english' stems ('tomatoes' finds tomato); 'simple' keeps words
 * as written. plainto_tsquery takes any text and never fails, so no query syntax can be smuggled in.
 */
function wordQuery(word: WordQuery, config: 'english' | 'simple'): SQL {
  const parts = word.alternatives.map((text) => sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${text})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** The words of a plan joined with AND (every word) or OR (any word), stemmed and as written. */
function wordsQuery(plan: SearchPlan, operator: '&&' | '||') {
  const join = (config: 'english' | 'simple') =>
    sql`(${sql.join(
      plan.words.map((w) => wordQuery(w, config)),
      sql.raw(` ${operator} `),
    )})`;
  return { stemmed: join('english'), asWritten: join('simple') };
}

/** Walk the K most popular products first: their top matches per tier are the shop's top matches per tier. */
const WALK = 3000;

type Tier = { tier: number; when: SQL };

/**
 * Relevance tiers over product_search (alias s; migration 0003_search_table), best first: every word in the name as
 * written ('salt' before 'salted'); in the name once stemmed ('tomatoes' finds Tomato); in the name and brand
 * ('amul ghee'); with the category and pack size too; only in the descriptions. Within a tier, the more popular first.
 * Each `when` leads with a condition its GIN index answers.
 */
function tiers(plan: SearchPlan, operator: '&&' | '||') {
  const q = wordsQuery(plan, operator);
  const inName = sql`s.name_words @@ ${q.asWritten}`;
  const inNameStemmed = sql`s.name_stems @@ ${q.stemmed}`;
  const inLabel = sql`s.label @@ ${q.stemmed}`;
  // label carries weights: A for name and brand, B for the categories and pack size.
  const inNameOrBrand = sql`ts_filter(s.label, '{a}') @@ ${q.stemmed}`;
  const inBody = sql`s.body @@ ${q.stemmed}`;
  const ranked: Tier[] = [
    { tier: 5, when: inName },
    { tier: 4, when: sql`${inNameStemmed} and not ${inName}` },
    { tier: 3, when: sql`${inLabel} and ${inNameOrBrand} and not ${inNameStemmed} and not ${inName}` },
    { tier: 2, when: sql`${inLabel} and not ${inNameOrBrand} and not ${inNameStemmed} and not ${inName}` },
    { tier: 1, when: sql`${inBody} and not ${inLabel} and not ${inName}` },
  ];
  const labelTier = sql`(case when ${inName} then 5 when ${inNameStemmed} then 4 when ${inNameOrBrand} then 3 else 2 end)`;
  return {
    ranked,
    /** Tiers 5 to 2, for a row already known to match the label or the name. */
    labelTier,
    inLabelOrName: sql`(${inLabel} or ${inName})`,
    any: sql`(${inBody} or ${inName})`,
    relevance: sql`(case when ${inLabel} or ${inName} then ${labelTier} else 1 end)`,
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The ids of the best matches, in two steps that stay fast whatever the words:
 * 1. the WALK most popular products, read from the covering index alone: for a tier with enough matches among them,
 *    those are exactly its most popular matches;
 * 2. a tier with too few there has few matches overall: its GIN index finds them all (one statement for all such,
 *    which stops at the first full page).
 */
async function rankedIds(
  db: Db,
  plan: SearchPlan,
  operator: '&&' | '||',
  limit: number,
  opts: { descriptions: boolean; filter?: SQL },
): Promise<number[]> {
  const t = tiers(plan, operator);
  const filter = opts.filter ?? sql`true`;
  const walked = rowsOf<{ tier: number; product_id: number }>(
    await db.execute(sql`
      select tier, product_id from (
        select product_id, tier, row_number() over (partition by tier order by popularity desc, product_id) as n from (
          select s.product_id, s.popularity, ${t.labelTier} as tier
          from (select product_id, popularity, listed, name_words, name_stems, label, category_id, price_paise
                from product_search order by popularity desc, product_id limit ${WALK}) s
          where s.listed and ${filter} and ${t.inLabelOrName}
        ) matched
      ) numbered
      where n <= ${limit}
      order by tier desc, n`),
  );
  const fromWalk = (tier: number) => walked.filter((r) => Number(r.tier) === tier).map((r) => Number(r.product_id));

  const steps: { tier: Tier; ids?: number[]; bound: number }[] = [];
  let needed = limit;
  for (const tier of t.ranked) {
    if (tier.tier === 1 && !opts.descriptions) break;
    const ids = tier.tier === 1 ? [] : fromWalk(tier.tier);
    if (ids.length >= needed) {
      steps.push({ tier, ids, bound: needed });
      break;
    }
    steps.push({ tier, bound: needed });
    needed -= ids.length;
  }
  const exact = steps.filter((step) => !step.ids);
  if (exact.length) {
    // popularity + 0: sort the few matches rather than walk the popularity index looking for them.
    const parts = exact.map(
      (step) =>
        sql`(select ${step.tier.tier} as tier, s.product_id from product_search s
             where s.listed and ${filter} and ${step.tier.when} order by s.popularity + 0 desc, s.product_id limit ${step.bound})`,
    );
    // The outer limit stops the statement as soon as the page is full: later tiers then never run.
    const found = rowsOf<{ tier: number; product_id: number }>(
      await db.execute(sql`select tier, product_id from (${sql.join(parts, sql` union all `)}) exact limit ${exact[0].bound}`),
    );
    for (const step of exact) step.ids = found.filter((r) => Number(r.tier) === step.tier.tier).map((r) => Number(r.product_id));
  }
  return steps.flatMap((step) => step.ids ?? []).slice(0, limit);
}

/** The products of those ids, in that order (a product hidden meanwhile is left out). */
async function productsInOrder(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(visible, inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every word required first; when no product has them all, any of them. */
async function search(db: Db, plan: SearchPlan, limit: number, descriptions: boolean): Promise<ProductRow[]> {
  let ids = await rankedIds(db, plan, '&&', limit, { descriptions });
  if (!ids.length && plan.words.length > 1) ids = await rankedIds(db, plan, '||', limit, { descriptions });
  return productsInOrder(db, ids);
}

/**
 * The search page (GET /api/productserach): full-text search over name, brand, category and description that
 * forgives typos and understands Hindi and Hinglish names, ranked by relevance, then popularity.
 */
export async function searchProducts(db: Db, text: string, limit = SEARCH_RESULT_LIMIT): Promise<Product[]> {
  const plan = await planSearch(db, text, { lastWordUnfinished: false });
  return (await search(db, plan, limit, true)).map(toProduct);
}

/** Suggestions while typing: names, brands and categories (not descriptions), the last word possibly unfinished. */
export async function suggestProducts(db: Db, text: string): Promise<Suggestion[]> {
  const plan = await planSearch(db, text, { lastWordUnfinished: true });
  const rows = await search(db, plan, SUGGESTION_LIMIT, false);
  return rows.map((r) => ({ Id: r.id, Name: r.name, Brand: r.brand, Img: r.image, Price: rupees(r.pricePaise), CatName: r.categoryName }));
}

/** The shop list's sorts (as the catalogue sorts), on product_search; the default is relevance, then popularity. */
function listOrder(sort: ProductListQuery['sort'], relevance: SQL): SQL {
  switch (sort) {
    case 'priceAsc':
      return sql`s.price_paise asc, s.popularity desc, s.product_id asc`;
    case 'priceDesc':
      return sql`s.price_paise desc, s.popularity desc, s.product_id asc`;
    case 'discount':
      return sql`(s.mrp_paise - s.price_paise)::float / s.mrp_paise desc, s.popularity desc, s.product_id asc`;
    default:
      return sql`${relevance} desc, s.popularity desc, s.product_id asc`;
  }
}

/**
 * The shop's keyword filter (GET /api/product?search=): the search page's matches, within a category and a price
 * limit, sorted as asked, paged (with the total) or all. The default order's pages come from the relevance tiers.
 */
export async function listMatchingProducts(db: Db, query: ProductListQuery & { search: string }): Promise<{ items: Product[]; total?: number }> {
  const plan = await planSearch(db, query.search, { lastWordUnfinished: false });
  const filter = filterOf(query);
  let operator: '&&' | '||' = '&&';
  if (plan.words.length > 1) {
    const hit = await db.execute(sql`select 1 from product_search s where s.listed and ${filter} and ${tiers(plan, '&&').any} limit 1`);
    if (!rowsOf(hit).length) operator = '||';
  }
  const t = tiers(plan, operator);
  const where = sql`s.listed and ${filter} and ${t.any}`;
  const pageSize = query.pageSize ?? 10;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  let ids: number[];
  if (query.page && (query.sort ?? 'default') === 'default') {
    ids = (await rankedIds(db, plan, operator, offset + pageSize, { descriptions: true, filter })).slice(offset);
  } else {
    const window = query.page ? sql`limit ${pageSize} offset ${offset}` : sql``;
    const rows = await db.execute(sql`select s.product_id from product_search s where ${where} order by ${listOrder(query.sort, t.relevance)} ${window}`);
    ids = rowsOf<{ product_id: number }>(rows).map((r) => Number(r.product_id));
  }
  const items = (await productsInOrder(db, ids)).map(toProduct);
  if (!query.page) return { items };
  const counted = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from product_search s where ${where}`));
  return { items, total: Number(counted[0].total) };
}
