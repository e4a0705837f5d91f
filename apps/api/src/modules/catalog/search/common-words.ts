import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/rows.ts';

/**
 * A word carried by at least this share of products is common ('organic' where nearly every product says organic;
 * 'fresh', 'natural', 'farm' in the demo catalogue): like a word of low IDF, it tells few products apart.
 */
export const COMMON_SHARE = 0.1;
/** How many products the shares are read from: the most popular, as the ranking's first walk reads them (ranking.ts). */
export const SHARE_SAMPLE = 2000;

/**
 * Which of a query's words (by index) are common, given the share of products carrying each: those carried by
 * COMMON_SHARE or more, except the query's rarest word (the first of equals), which always stays required. A word
 * with no share (null: a pack size's number or unit, which narrows the pack rather than saying what the product is)
 * is neither; nor is a word no product of the sample carries, which cannot tell products apart by itself. A query
 * with fewer than two words left has none. The search then asks for the other words and ranks a product carrying
 * the common ones above one that does not, within each tier (ranking.ts), so the word that tells products apart
 * decides what comes first (issue 36).
 */
export function commonWords(shares: readonly (number | null)[]): number[] {
  const named = shares.flatMap((share, i) => (share !== null && share > 0 ? [{ share, i }] : []));
  if (named.length < 2) return [];
  const rarest = named.reduce((a, b) => (b.share < a.share ? b : a));
  return named.filter((w) => w !== rarest && w.share >= COMMON_SHARE).map((w) => w.i);
}

/**
 * The share of products carrying each word (any of its alternatives, stemmed, in the name, brand, category, pack size
 * or description), read from the SHARE_SAMPLE most popular products listed: a document frequency of a bounded read
 * down the popularity index whatever the catalogue's size, never a count over all products. `word` makes a word's
 * tsquery (plan.ts).
 */
export async function wordShares(db: Db, words: readonly SQL[]): Promise<number[]> {
  const counts = words.map((w, i) => sql`count(*) filter (where s.label @@ ${w} or s.body @@ ${w})::int as ${sql.raw(`w${i}`)}`);
  const [row] = await selectRows<Record<string, number | string>>(
    db,
    sql`select count(*)::int as n, ${sql.join(counts, sql`, `)}
        from (select label, body from product_search where listed order by popularity desc, product_id limit ${SHARE_SAMPLE}) s`,
  );
  const n = Number(row?.n ?? 0);
  return words.map((_, i) => (n ? Number(row[`w${i}`]) / n : 0));
}
