import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { nothingToSearchMessage, SUGGESTION_LIMIT, type Product, type Suggestion } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { badRequest } from '../../http/reply.ts';
import { productColumns, rupees, toProduct, type ProductRow } from '../catalog/product-view.ts';
import { groupWords, queryWords } from './query-words.ts';
import { spellingCorrections } from './spelling.ts';

/** How many products the search page shows at most. */
export const SEARCH_RESULT_LIMIT = 60;

/** Maintained by triggers (migration 0002_search_engine): name A, brand B, categories and pack size C, descriptions D. */
const searchVector = sql`${products}."search_vector"`;
const visible = and(eq(products.isActive, true), eq(categories.isActive, true));

/** What the shopper's text asks for, as SQL: products matching every word, or failing that any word, and how well. */
export type KeywordMatch = { where: SQL; relevance: SQL };

type WordQuery = {
  /** The word or name as typed, its other names and its likely corrections: a product may match any of them. */
  alternatives: string[];
  /** The last word while typing: also matches words that start with it. */
  unfinished?: string;
};

type SearchPlan = {
  words: WordQuery[];
  /** The normalised words, to spot a product whose name is exactly the query. */
  phrase: string;
};

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
    phrase: all.join(' '),
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

const combine = (plan: SearchPlan, config: 'english' | 'simple', operator: '&&' | '||') =>
  sql`(${sql.join(
    plan.words.map((w) => wordQuery(w, config)),
    sql.raw(` ${operator} `),
  )})`;

/**
 * Relevance, highest first: the exact name; every word in the name as typed ('salt' before 'salted'); every word
 * in the name; in the name, brand or category; only in the description. Without a product matching every word,
 * products matching more of the words come first.
 */
function relevanceOf(plan: SearchPlan, operator: '&&' | '||'): SQL {
  const query = combine(plan, 'english', operator);
  const tier = sql`(case when lower(${products.name}) = ${plan.phrase} then 5
    when ts_filter(${searchVector}, '{a}') @@ ${query}
      then case when to_tsvector('simple', ${products.name}) @@ ${combine(plan, 'simple', operator)} then 4 else 3 end
    when ts_filter(${searchVector}, '{a,b,c}') @@ ${query} then 2 else 1 end)`;
  if (operator === '&&' || plan.words.length === 1) return tier;
  const wordsMatched = sql.join(
    plan.words.map((w) => sql`(${searchVector} @@ ${wordQuery(w, 'english')})::int`),
    sql` + `,
  );
  return sql`(10 * (${wordsMatched}) + ${tier})`;
}

function everyWordMatch(plan: SearchPlan): KeywordMatch {
  return { where: sql`${searchVector} @@ ${combine(plan, 'english', '&&')}`, relevance: relevanceOf(plan, '&&') };
}

function anyWordMatch(plan: SearchPlan): KeywordMatch {
  return { where: sql`${searchVector} @@ ${combine(plan, 'english', '||')}`, relevance: relevanceOf(plan, '||') };
}

async function rankedProducts(db: Db, match: KeywordMatch, limit: number) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(visible, match.where))
    .orderBy(desc(match.relevance), desc(products.popularity), asc(products.id))
    .limit(limit);
}

/** Runs the search with every word required, and when nothing has them all, with any of them. */
async function search(db: Db, plan: SearchPlan, limit: number): Promise<ProductRow[]> {
  const rows = await rankedProducts(db, everyWordMatch(plan), limit);
  if (rows.length || plan.words.length === 1) return rows;
  return rankedProducts(db, anyWordMatch(plan), limit);
}

/**
 * The search page (GET /api/productserach): full-text search over name, brand, category and description that
 * forgives typos and understands Hindi and Hinglish names, ranked by relevance, then popularity.
 */
export async function searchProducts(db: Db, text: string, limit = SEARCH_RESULT_LIMIT): Promise<Product[]> {
  const plan = await planSearch(db, text, { lastWordUnfinished: false });
  return (await search(db, plan, limit)).map(toProduct);
}

/** Suggestions while typing: the same search, with the last word taken as the start of a word. */
export async function suggestProducts(db: Db, text: string): Promise<Suggestion[]> {
  const plan = await planSearch(db, text, { lastWordUnfinished: true });
  const rows = await search(db, plan, SUGGESTION_LIMIT);
  return rows.map((r) => ({ Id: r.id, Name: r.name, Brand: r.brand, Img: r.image, Price: rupees(r.pricePaise), CatName: r.categoryName }));
}

/** The shop's keyword filter (GET /api/product?search=): a condition and a relevance order for the product list. */
export async function keywordMatch(db: Db, text: string): Promise<KeywordMatch> {
  const plan = await planSearch(db, text, { lastWordUnfinished: false });
  const every = everyWordMatch(plan);
  if (plan.words.length === 1) return every;
  const [hit] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(visible, every.where))
    .limit(1);
  return hit ? every : anyWordMatch(plan);
}
