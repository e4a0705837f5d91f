import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { plannedQueries, type SearchPlan, type WordsJoin } from './plan.ts';

/** Walk the most popular products first: their top matches per tier are the shop's top matches per tier. */
const WALK = 2000;
/**
 * A tier with at least this many matches in the walk is common (0.5 % of products or more): walking further down the
 * popularity order finds its page sooner than its GIN index finds all its matches (at 10,00,000 products, tens of
 * thousands). A rarer tier has few matches, which its GIN index finds at once.
 */
const COMMON_IN_WALK = 10;
/** How far a longer walk may go: four times the rows its share in the first walk says the page needs. */
const DEEP_WALK_MARGIN = 4;
const DEEP_WALK_MAX = 50_000;

/**
 * How far down the popularity order a tier's page is looked for, or `undefined` for its GIN index: `inWalk` of the
 * first walk's WALK rows matched, the page still needs `needed`, the catalogue holds about `catalogue` products (0
 * when unknown). A tier common in the first walk walks on, as far as its share says the page needs, unless that
 * would read half the catalogue or more: in a small catalogue its GIN index has few matches to sort, where a walk
 * would check every product against the words.
 */
export function deepWalk(inWalk: number, needed: number, catalogue: number): number | undefined {
  if (inWalk < COMMON_IN_WALK) return undefined;
  const walk = Math.min(DEEP_WALK_MAX, Math.ceil((DEEP_WALK_MARGIN * needed * WALK) / inWalk));
  return catalogue > 0 && walk * 2 >= catalogue ? undefined : walk;
}

/** `tier`: the rank's number, best highest (base * 2, plus 1 for carrying a common word); `base`: tiers 6 to 1 below. */
type Tier = { tier: number; base: number; when: SQL };

/**
 * Relevance tiers over product_search (alias s; migrations 0003, 0004) against the planned queries (alias q), best
 * first: every word in the name as written ('salt' before 'salted'); in the name once stemmed ('tomatoes' finds
 * Tomato); in the name and brand ('amul ghee'); with the category and pack size too, the name or brand naming some of
 * the words ('ghee 500 ml': a ghee before an oil filed under Oils & Ghee); the category and pack size alone; only in
 * the descriptions. Within a tier, the more popular product first. How many words must match is the query's join
 * (plan.ts): the search asks for every word first, so a product matching them all ranks above one matching some.
 * When the query has common words (`common`: words many products carry, common-words.ts), each tier is split in two:
 * the products whose name, brand, category or pack size carry one of them first ('organic basmati': an organic
 * basmati, then the other basmati rice). Each `when` leads with a condition its GIN index answers.
 */
export function tiers(opts: { common?: boolean } = {}) {
  const inName = sql`s.name_words @@ q.written`;
  const inNameStemmed = sql`s.name_stems @@ q.stemmed`;
  const inLabel = sql`s.label @@ q.stemmed`;
  // label carries weights: A for name and brand, B for the categories and pack size.
  const inNameOrBrand = sql`ts_filter(s.label, '{a}') @@ q.stemmed`;
  const someInNameOrBrand = sql`ts_filter(s.label, '{a}') @@ q.loose`;
  const inBody = sql`s.body @@ q.stemmed`;
  const base = [
    { base: 6, when: inName },
    { base: 5, when: sql`${inNameStemmed} and not ${inName}` },
    { base: 4, when: sql`${inLabel} and ${inNameOrBrand} and not ${inNameStemmed} and not ${inName}` },
    { base: 3, when: sql`${inLabel} and ${someInNameOrBrand} and not ${inNameOrBrand} and not ${inNameStemmed} and not ${inName}` },
    { base: 2, when: sql`${inLabel} and not ${someInNameOrBrand} and not ${inNameOrBrand} and not ${inNameStemmed} and not ${inName}` },
    { base: 1, when: sql`${inBody} and not ${inLabel} and not ${inName}` },
  ];
  // A product carrying a common word (q.common), read from the label as the first walk's covering index holds it.
  const carries = sql`coalesce(s.label @@ q.common, false)`;
  const ranked: Tier[] = opts.common
    ? base.flatMap((t) => [
        { tier: t.base * 2 + 1, base: t.base, when: sql`${t.when} and ${carries}` },
        { tier: t.base * 2, base: t.base, when: sql`${t.when} and not ${carries}` },
      ])
    : base.map((t) => ({ tier: t.base * 2, base: t.base, when: t.when }));
  const bonus = opts.common ? sql`(case when ${carries} then 1 else 0 end)` : sql`0`;
  const labelBase = sql`(case when ${inName} then 6 when ${inNameStemmed} then 5 when ${inNameOrBrand} then 4 when ${someInNameOrBrand} then 3 else 2 end)`;
  return {
    ranked,
    /** The rank of tiers 6 to 2 (base * 2 + common word), for a row known to match the label (a name matching as written matches it too). */
    labelTier: sql`(${labelBase} * 2 + ${bonus})`,
    inLabel,
    /** Every match, whatever its tier. */
    any: sql`(${inBody} or ${inName})`,
    /** The rank of any match: its base tier (6 to 1) * 2, plus 1 for carrying a common word. */
    relevance: sql`((case when ${inLabel} or ${inName} then ${labelBase} else 1 end) * 2 + ${bonus})`,
  };
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A search row (s) of a product on sale: the product is shown (`listed`) and so is its category and the category's
 * parent (hidden_categories, migration 0010: a few rows at most, so hiding a category writes nothing here).
 */
export const shownInSearch = sql`s.listed and s.category_id not in (select id from hidden_categories)`;

/**
 * The ids of the best `limit` matches, in two steps that stay fast whatever the words:
 * 1. the WALK most popular products, read from the covering index alone: for a tier with enough matches among them,
 *    those are exactly its most popular matches;
 * 2. a tier with too few there: when it is common (COMMON_IN_WALK) in a large catalogue, a longer walk down the same
 *    index that stops at its page (deepWalk); otherwise its GIN index finds its matches. One statement for all such tiers, which stops at
 *    the first full page.
 * `filter` narrows the products (category, price) as a condition on s.
 */
export async function rankedIds(
  db: Db,
  plan: SearchPlan,
  join: WordsJoin,
  limit: number,
  opts: { descriptions: boolean; filter?: SQL; catalogue?: number },
): Promise<number[]> {
  const t = tiers({ common: Boolean(plan.common?.length) });
  const q = plannedQueries(plan, join);
  const filter = opts.filter ?? sql`true`;
  // Each row also says about how many products the catalogue holds, from the planner's statistics (-1 before any).
  const walked = rowsOf<{ tier: number; product_id: number; catalogue: number | string }>(
    await db.execute(sql`
      with ${q}
      select tier, product_id, (select reltuples from pg_class where oid = 'product_search'::regclass) as catalogue from (
        select product_id, tier, row_number() over (partition by tier order by popularity desc, product_id) as n from (
          select s.product_id, s.popularity, ${t.labelTier} as tier
          from q, (select product_id, popularity, listed, name_words, name_stems, label, category_id, price_paise
                   from product_search order by popularity desc, product_id limit ${WALK}) s
          where ${shownInSearch} and ${filter} and ${t.inLabel}
        ) matched
      ) numbered
      where n <= ${limit}
      order by tier desc, n`),
  );
  const catalogue = Math.max(0, Number(walked[0]?.catalogue ?? 0));
  const fromWalk = (tier: number) => walked.filter((r) => Number(r.tier) === tier).map((r) => Number(r.product_id));

  const steps: { tier: Tier; ids?: number[]; bound: number; walk?: number }[] = [];
  let needed = limit;
  for (const tier of t.ranked) {
    if (tier.base === 1 && !opts.descriptions) break;
    const ids = tier.base === 1 ? [] : fromWalk(tier.tier);
    if (ids.length >= needed) {
      steps.push({ tier, ids, bound: needed });
      break;
    }
    const walk = deepWalk(ids.length, needed, opts.catalogue ?? catalogue);
    steps.push({ tier, bound: needed, walk });
    needed -= ids.length;
  }
  const exact = steps.filter((step) => !step.ids);
  if (exact.length) {
    const parts = exact.map((step) =>
      step.walk
        ? // Down the popularity order until the page is full: the tier's most popular matches, in order.
          sql`(select ${step.tier.tier} as tier, s.product_id from q,
               (select product_id, popularity, listed, name_words, name_stems, label, category_id, price_paise
                from product_search order by popularity desc, product_id limit ${step.walk}) s
               where ${shownInSearch} and ${filter} and ${step.tier.when} limit ${step.bound})`
        : // popularity + 0: sort the few matches rather than walk the popularity index looking for them.
          sql`(select ${step.tier.tier} as tier, s.product_id from product_search s, q
               where ${shownInSearch} and ${filter} and ${step.tier.when} order by s.popularity + 0 desc, s.product_id limit ${step.bound})`,
    );
    // The outer limit stops the statement as soon as the page is full: later tiers then never run.
    const found = rowsOf<{ tier: number; product_id: number }>(
      await db.execute(sql`with ${q} select tier, product_id from (${sql.join(parts, sql` union all `)}) exact limit ${exact[0].bound}`),
    );
    for (const step of exact) step.ids = found.filter((r) => Number(r.tier) === step.tier.tier).map((r) => Number(r.product_id));
  }
  return steps.flatMap((step) => step.ids ?? []).slice(0, limit);
}
