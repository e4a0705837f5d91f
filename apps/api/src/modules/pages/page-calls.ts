// The calls a storefront page's loader makes on the server (decision 173), answered by the same functions as the JSON
// API's routes, in process: the input is checked by the call's own schemas, a refusal keeps its status and message,
// and the reply's words are in the page's language. Catalogue reads are kept while the catalogue is unchanged, as
// the JSON API keeps its replies, so a page drawn again reads nothing.
import type { Clock } from '../../lib/time.ts';
import { memberPageCalls, PageCallRefused, type PageCallName } from '@shop/contract/page-context';
import { routes, type CallReply } from '@shop/contract/routes';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AnswerInput, Answers, Asker } from '../../http/answers.ts';
import { describeValidation } from '../../http/errors.ts';
import { HttpError, msgText, type Message } from '../../http/reply.ts';
import { translate } from '../../i18n/translate.ts';
import { addressAnswers } from '../addresses/index.ts';
import { cartAnswers } from '../cart/index.ts';
import { catalogAnswers, keptPerVersion, type VersionSource } from '../catalog/index.ts';
import { checkoutAnswers } from '../checkout/index.ts';
import { companyAnswers } from '../company/index.ts';

/** How many catalogue replies the pages keep at most; the oldest go first. */
const KEPT_REPLIES = 2000;

/** Catalogue reads a page may take from what was kept: not keyword searches (too many to keep), not the member's. */
const keptCalls: ReadonlySet<PageCallName> = new Set(['bannerList', 'categoryList', 'categoryTree', 'homeProducts', 'productList', 'productBrands', 'productDetails']);

function checked(schema: unknown, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = (schema as ZodType).safeParse(value ?? {});
  if (!parsed.success) throw new HttpError(400, describeValidation(parsed.error.issues.map((issue) => ({ keyword: issue.code, instancePath: `/${issue.path.join('/')}`, message: issue.message, params: { expected: (issue as { expected?: string }).expected } }))));
  return parsed.data;
}

export type PageCall = <K extends PageCallName>(name: K, input: unknown, asker: Asker) => Promise<CallReply<K>>;

/** The page calls of the shop on `db`; `version` is the catalogue's (reply-cache.ts), `clock` the shop's (delivery times). */
export function pageCalls(db: Db, version: VersionSource, clock: Clock): PageCall {
  const answers: Answers<PageCallName> = { ...catalogAnswers(db), ...companyAnswers(db), ...cartAnswers(db), ...checkoutAnswers(db, clock), ...addressAnswers(db) };
  const answer = <K extends PageCallName>(name: K, input: AnswerInput<K>, asker: Asker) => (answers[name] as (input: AnswerInput<K>, asker: Asker) => Promise<CallReply<K>>)(input, asker);
  const kept = keptPerVersion(version, KEPT_REPLIES, (key) => {
    const [name, input] = JSON.parse(key) as [PageCallName, AnswerInput<PageCallName>];
    return answer(name, input, { memberId: null, language: 'en' });
  });
  return async (name, input, asker) => {
    try {
      const route = routes[name] as { query?: unknown; params?: unknown };
      const given = (input ?? {}) as { query?: unknown; params?: unknown };
      const parsed = { query: checked(route.query, given.query), params: checked(route.params, given.params), body: undefined } as AnswerInput<typeof name>;
      if (memberPageCalls.has(name) && asker.memberId === null) throw new HttpError(401, 'Authorization token is missing.');
      const keyword = (parsed.query as { search?: string } | undefined)?.search;
      const reply = keptCalls.has(name) && !keyword ? ((await kept(JSON.stringify([name, parsed]))) as CallReply<typeof name>) : await answer(name, parsed, asker);
      if (asker.language === 'en') return reply;
      const envelope = reply as { msg: string; [msgText]?: Message };
      return { ...reply, msg: translate(envelope[msgText] ?? envelope.msg, asker.language) };
    } catch (err) {
      if (err instanceof HttpError) throw new PageCallRefused(err.statusCode, translate(err.text, asker.language));
      throw err;
    }
  };
}
