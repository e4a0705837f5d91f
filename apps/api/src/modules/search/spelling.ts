import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meaningsOf, singleWordNames, wordSimilarity } from './query-words.ts';

/** Corrections this far below the best one are dropped: 'hony' means honey, not every word sharing two letters. */
const CLOSE_TO_BEST = 0.1;
const MAX_CORRECTIONS = 3;
/** A misspelt Hindi name must be this close to a known one ('pyaaj' -> pyaaz). */
const NAME_SIMILARITY = 0.45;

/** Words worth correcting: at least 4 characters with a letter (shorter ones resemble too many), not a Hindi name. */
export const mayBeMisspelt = (word: string) => word.length >= 4 && /\p{L}/u.test(word) && !meaningsOf(word);

/**
 * What each possibly misspelt word may have meant: the closest words of product names, brands and categories
 * (the search_terms vocabulary, by pg_trgm similarity, answered from its trigram index) and the closest
 * Hindi or Hinglish name with its English meanings. A word found as it is gets no corrections.
 */
export async function spellingCorrections(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  const unique = [...new Set(words.filter(mayBeMisspelt))];
  if (!unique.length) return corrections;
  const result = await db.execute(sql`
    select w.word, t.term, similarity(t.term, w.word)::float8 as score
    from unnest(array[${sql.join(
      unique.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as w(word)
    cross join lateral (
      select term from search_terms where term % w.word order by similarity(term, w.word) desc, term limit ${MAX_CORRECTIONS + 1}
    ) t`);
  const rows = (result as unknown as { rows: { word: string; term: string; score: number | string }[] }).rows;
  for (const word of unique) {
    const found = rows.filter((r) => r.word === word).map((r) => ({ term: r.term, score: Number(r.score) }));
    if (found.some((f) => f.term === word)) continue;
    const best = found[0]?.score ?? 0;
    const terms = found.filter((f) => f.score >= best - CLOSE_TO_BEST).slice(0, MAX_CORRECTIONS).map((f) => f.term);
    const name = closestName(word);
    if (name) terms.push(name, ...(meaningsOf(name) ?? []));
    if (terms.length) corrections.set(word, terms);
  }
  return corrections;
}

function closestName(word: string): string | undefined {
  let best: string | undefined;
  let bestScore = NAME_SIMILARITY;
  for (const name of singleWordNames) {
    const score = wordSimilarity(word, name);
    if (score >= bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}
