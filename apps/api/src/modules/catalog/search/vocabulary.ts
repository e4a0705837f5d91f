import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { closestHindiName, meaningsOf, otherNamesOf } from './query-words.ts';
import { selectRows } from '../../../db/rows.ts';

/** Corrections this far below the best one are dropped: 'hony' means honey, not every word sharing two letters. */
const CLOSE_TO_BEST = 0.1;
const MAX_CORRECTIONS = 3;
/** A misspelt Hindi name must be this close to a known one ('pyaaj' -> pyaaz). */
const NAME_SIMILARITY = 0.45;

/** Words worth correcting: at least 4 characters with a letter (shorter ones resemble too many), not a Hindi name. */
export const mayBeMisspelt = (word: string) => word.length >= 4 && /\p{L}/u.test(word) && !meaningsOf(word);

/** What the vocabulary says about a query's words. */
export type WordHints = {
  /** Possibly misspelt words and what they may have meant. */
  corrections: Map<string, string[]>;
  /** Known words that start with the word still being typed, shortest first. */
  completions: string[];
};

const MAX_COMPLETIONS = 12;

/**
 * One look-up in the search_terms vocabulary (the words of product names, brands and categories; pg_trgm index):
 * the closest known words to each possibly misspelt word, plus the closest Hindi or Hinglish name with its English
 * meanings (a word found as it is gets no corrections); and the known words that complete an unfinished last word.
 * Completing from the vocabulary, rather than with a tsquery prefix, keeps the planner's estimates exact.
 */
export async function lookUpWords(db: Db, words: string[], unfinished?: string): Promise<WordHints> {
  const corrections = new Map<string, string[]>();
  const unique = [...new Set(words.filter(mayBeMisspelt))];
  if (!unique.length && !unfinished) return { corrections, completions: [] };
  const queries = [];
  if (unique.length) {
    queries.push(sql`
      select w.word, t.term, similarity(t.term, w.word)::float8 as score
      from unnest(array[${sql.join(
        unique.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as w(word)
      cross join lateral (
        select term from search_terms where term % w.word order by similarity(term, w.word) desc, term limit ${MAX_CORRECTIONS + 1}
      ) t`);
  }
  if (unfinished) {
    // The unfinished word is only letters and digits, so it holds no LIKE wildcard.
    queries.push(sql`
      select * from (select null::text as word, term, 0::float8 as score from search_terms
        where term like ${`${unfinished}%`} order by length(term), term limit ${MAX_COMPLETIONS}) c`);
  }
  const rows = await selectRows<{ word: string | null; term: string; score: number | string }>(db, sql.join(queries, sql` union all `));
  for (const word of unique) {
    const found = rows.filter((r) => r.word === word).map((r) => ({ term: r.term, score: Number(r.score) }));
    if (found.some((f) => f.term === word)) continue;
    const best = found[0]?.score ?? 0;
    // A corrected word brings its other names along: 'tumeric' -> turmeric, and so haldi.
    const terms = found
      .filter((f) => f.score >= best - CLOSE_TO_BEST)
      .slice(0, MAX_CORRECTIONS)
      .flatMap((f) => [f.term, ...otherNamesOf(f.term)]);
    const name = closestHindiName(word, NAME_SIMILARITY);
    if (name) terms.push(name, ...(meaningsOf(name) ?? []));
    if (terms.length) corrections.set(word, terms);
  }
  return { corrections, completions: rows.filter((r) => r.word === null).map((r) => r.term) };
}
