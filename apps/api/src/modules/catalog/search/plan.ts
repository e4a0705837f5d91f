import { sql, type SQL } from 'drizzle-orm';
import { nothingToSearchMessage } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../http/reply.ts';
import { groupWords, queryWords } from './query-words.ts';
import { lookUpWords } from './vocabulary.ts';

/** What a query asks for: for each word or Hindi name, every way a product may say it (any one will do). */
export type SearchPlan = { words: string[][] };

export type WordsJoin = 'every' | 'any';

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
  return {
    words: groups.map((group) => {
      const typed = group.words.join(' ');
      const completions = typed === unfinished ? hints.completions : [];
      return [...new Set([typed, ...group.meanings, ...(hints.corrections.get(typed) ?? []), ...completions])];
    }),
  };
}

/**
 * The plan as one statement's tsqueries, made once: `with ${plannedQueries(...)}` gives q.stemmed ('english':
 * 'tomatoes' finds tomato) and q.written ('simple': words as written). plainto_tsquery takes any text and never
 * fails, so no query syntax can be smuggled in.
 */
export function plannedQueries(plan: SearchPlan, join: WordsJoin): SQL {
  const operator = sql.raw(join === 'every' ? ' && ' : ' || ');
  const tsquery = (config: 'english' | 'simple') =>
    sql.join(
      plan.words.map((alternatives) => sql`(${sql.join(alternatives.map((text) => sql`plainto_tsquery(${sql.raw(`'${config}'`)}, ${text})`), sql` || `)})`),
      operator,
    );
  return sql`q as materialized (select ${tsquery('english')} as stemmed, ${tsquery('simple')} as written)`;
}
