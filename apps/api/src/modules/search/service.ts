import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { nothingToSearchMessage, SUGGESTION_LIMIT, type Product, type Suggestion } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { badRequest } from '../../http/reply.ts';
import { productColumns, rupees, toProduct, type ProductRow } from '../catalog/product-view.ts';
import { groupWords, queryWords } from './query-words.ts';
import { spellingCorrections } from './spelling.ts';

/** How many products the search page shows at most. */
export const SEARCH_RESULT_LIMIT = 60;

const visible = and(eq(products.isActive, true), eq(categories.isActive, true));

/** What the shopper's text asks for, as SQL on products: a condition, and a relevance to order by (highest first). */
export type KeywordMatch = { where: SQL; relevance: SQL };

type WordQuery = {
  /** The word or name as typed, its other names and its likely corrections: a product may match any of them. */
  alternatives: string[];
  /** The last word while typing: also matches words that start with it. */
  unfinished?: string;
};

type SearchPlan = { words: WordQuery[] };

async function planSearch(db: Db, text: string, opts: { lastWordUnfinished: boolean }): Promise<SearchPlan> {
  const all = queryWords(text);
  if (!all.length) throw badRequest(nothingToSearchMessage);
  const groups = groupWords(all);
  const corrections = await spellingCorrections(
    db,
    groups.filter((g) => g.words.length === 1).map((g) => g.words[0]),
  );
  return {
    words: groups.map((group, index) => {
      const typed = group.words.join(' ');
      const alternatives = [...new Set([typed, ...group.meanings, ...(corrections.get(typed) ?? [])])];
      const isLast = index === groups.length - 1;
      return { alternatives, unfinished: opts.lastWordUnfinished && isLast && /^[a-z0-9]{3,}$/.test(typed) ? typed : undefined };
    }),
  };
}

/**
 * A word as a tsquery, an OR of its alternatives. 'english' stems ('tomatoes' finds tomato); 'simple' keeps words
 * as written. plainto_tsquery takes any text and never fails; to_tsquery only ever gets plain letters and digits.
 */
function wordQuery(word: WordQuery, config: 'english' | 'simple'): SQL {
  const parts = word.alternatives.map((text) => sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${text})`);
  if (word.unfinished) parts.push(sql`to_tsquery(${sql.raw(`'${config}'`)}, ${`${word.unfinished}:*`})`);
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

/**
 * Relevance tiers over product_search (alias s; migration 0003_search_table), best first: every word in the name as
 * written ('salt' before 'salted'); in the name once stemmed ('tomatoes' finds Tomato); in the name and brand
 * ('amul ghee'); with the category and pack size too; only in the descriptions. Within a tier, the more popular first.
 */
function tiers(plan: SearchPlan, operator: '&&' | '||') {
  const q = wordsQuery(plan, operator);
  const inName = sql`s.name_words @@ ${q.asWritten}`;
  const inNameStemmed = sql`s.name_stems @@ ${q.stemmed}`;
  const inLabel = sql`s.label @@ ${q.stemmed}`;
  // label carries weights: A for name and brand, B for the categories and pack size.
  const inNameAndBrand = sql`${inLabel} and ts_filter(s.label, '{a}') @@ ${q.stemmed}`;
  const inBody = sql`s.body @@ ${q.stemmed}`;
  return {
    ranked: [
      { tier: 5, when: inName },
      { tier: 4, when: sql`${inNameStemmed} and not ${inName}` },
      { tier: 3, when: sql`${inNameAndBrand} and not ${inNameStemmed} and not ${inName}` },
      { tier: 2, when: sql`${inLabel} and not ts_filter(s.label, '{a}') @@ ${q.stemmed} and not ${inNameStemmed} and not ${inName}` },
      { tier: 1, when: sql`${inBody} and not ${inLabel} and not ${inName}` },
    ],
    any: sql`(${inBody} or ${inName})`,
    relevance: sql`(case when ${inName} then 5 when ${inNameStemmed} then 4 when ts_filter(s.label, '{a}') @@ ${q.stemmed} then 3 when ${inLabel} then 2 else 1 end)`,
  };
}

/**
 * The ids of the best matches. Each tier walks the popularity index (or its GIN index for rare words) and stops at
 * `limit`; later tiers only run while the page is not full.
 */
async function rankedIds(db: Db, plan: SearchPlan, operator: '&&' | '||', limit: number, descriptions: boolean): Promise<number[]> {
  const ranked = tiers(plan, operator).ranked.filter((t) => descriptions || t.tier > 1);
  const parts = ranked.map(
    (t) => sql`(select s.product_id from product_search s where s.listed and ${t.when} order by s.popularity desc, s.product_id limit ${limit})`,
  );
  const result = await db.execute(sql`select product_id from (${sql.join(parts, sql` union all `)}) hit limit ${limit}`);
  return (result as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id));
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
  let ids = await rankedIds(db, plan, '&&', limit, descriptions);
  if (!ids.length && plan.words.length > 1) ids = await rankedIds(db, plan, '||', limit, descriptions);
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

/** The shop's keyword filter (GET /api/product?search=): the same matches and relevance, for a filtered, paged list. */
export async function keywordMatch(db: Db, text: string): Promise<KeywordMatch> {
  const plan = await planSearch(db, text, { lastWordUnfinished: false });
  let t = tiers(plan, '&&');
  if (plan.words.length > 1) {
    const hit = await db.execute(sql`select 1 from product_search s where s.listed and ${t.any} limit 1`);
    if (!(hit as unknown as { rows: unknown[] }).rows.length) t = tiers(plan, '||');
  }
  return {
    where: sql`${products.id} in (select s.product_id from product_search s where ${t.any})`,
    relevance: sql`(select ${t.relevance} from product_search s where s.product_id = ${products.id})`,
  };
}
