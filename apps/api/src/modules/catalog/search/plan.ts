import { sql, type SQL } from 'drizzle-orm';
import { nothingToSearchMessage } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../http/reply.ts';
import { groupWords, isPackSizeWord, queryWords } from './query-words.ts';
import { lookUpWords } from './vocabulary.ts';
import { commonWords, wordShares } from './common-words.ts';

/**
 * What a query asks for: for each word or Hindi name, every way a product may say it (any one will do). `common`
 * holds the words many products carry (common-words.ts): not asked for, they rank a product carrying them first.
 */
export type SearchPlan = { words: string[][]; common?: string[][] };

/**
 * How many of the plan's words a product must match: all of them; all but one (any one may be missing); any one.
 * A search asks for the most it can get: 'every', then 'most' (three words or more), then 'any' (see joinsOf).
 */
export type WordsJoin = 'every' | 'most' | 'any';

/** The joins a search tries in turn, most words first: products matching every word always rank above the others. */
export function joinsOf(plan: SearchPlan): WordsJoin[] {
  const n = plan.words.length;
  if (n === 1) return ['every'];
  return n >= 3 ? ['every', 'most', 'any'] : ['every', 'any'];
}

/**
 * Reads the shopper's text into a plan: the words as typed, their Hindi or English other names, their likely
 * corrections and, while typing, the known words the last one may become. Text with no word in it is refused.
 */
export async function planSearch(db: Db, text: string, opts: { lastWordUnfinished: boolean }): Promise<SearchPlan> {
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
  const words = groups.map((group) => {
    const typed = group.words.join(' ');
    const completions = typed === unfinished ? hints.completions : [];
    return [...new Set([typed, ...group.meanings, ...(hints.corrections.get(typed) ?? []), ...completions])];
  });
  if (words.length < 2) return { words };
  // The words many products carry only rank; the rarer ones are asked for (issue 36).
  const named = groups.map((group, i) => (group.words.every(isPackSizeWord) ? undefined : i)).filter((i) => i !== undefined);
  if (named.length < 2) return { words };
  const shares = await wordShares(db, named.map((i) => wordQuery('english', words[i])));
  const common = new Set(commonWords(words.map((_, i) => (named.includes(i) ? shares[named.indexOf(i)] : null))));
  if (!common.size) return { words };
  return { words: words.filter((_, i) => !common.has(i)), common: words.filter((_, i) => common.has(i)) };
}

/** One word's tsquery: any of its alternatives. plainto_tsquery takes any text and never fails. */
export const wordQuery = (config: 'english' | 'simple', alternatives: string[]): SQL =>
  sql`(${sql.join(alternatives.map((text) => sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${text})`), sql` || `)})`;

/**
 * The plan as one statement's tsqueries, made once: `with ${plannedQueries(...)}` gives q.stemmed ('english':
 * 'tomatoes' finds tomato) and q.written ('simple': words as written), joined as asked, and q.loose (stemmed, any one
 * word) for the tier that ranks a product naming some of the words above one that only files them under its
 * category, and q.common (the plan's common words, null when none). plainto_tsquery takes any text and never fails, so no query syntax can be smuggled in.
 */
export function plannedQueries(plan: SearchPlan, join: WordsJoin): SQL {
  const word = wordQuery;
  const joined = (config: 'english' | 'simple', how: WordsJoin): SQL => {
    const words = plan.words.map((alternatives) => word(config, alternatives));
    if (how === 'most' && words.length > 2) {
      // All but one word: one conjunction per word left out, any of them will do.
      return sql.join(
        words.map((_, left) => sql`(${sql.join(words.filter((__, i) => i !== left), sql` && `)})`),
        sql` || `,
      );
    }
    return sql.join(words, sql.raw(how === 'any' ? ' || ' : ' && '));
  };
  // q.common: any of the common words, stemmed (a product carrying one ranks first within its tier).
  const common = plan.common?.length ? sql.join(plan.common.map((alternatives) => word('english', alternatives)), sql` || `) : sql`null::tsquery`;
  return sql`q as materialized (select ${joined('english', join)} as stemmed, ${joined('simple', join)} as written, ${joined('english', 'any')} as loose, ${common} as common)`;
}
