import type { z, ZodType } from 'zod';
import type { CallName } from '@shop/contract/calls';
import type { CallReply, Routes } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import { languageOf, type Language } from '../i18n/translate.ts';
import { unauthorized } from './reply.ts';

type Parsed<R, Key extends string> = R extends { [P in Key]: infer S extends ZodType } ? z.output<S> : unknown;

/** A call's input once its schemas have checked it: what a route's request holds, and what a page's loader sends. */
export type AnswerInput<K extends CallName> = { query: Parsed<Routes[K], 'query'>; params: Parsed<Routes[K], 'params'>; body: Parsed<Routes[K], 'body'> };

/** Who asks: the member of the session (null for a visitor) and the language the reply's words are in. */
export type Asker = { memberId: number | null; language: Language };

/**
 * What a call answers, apart from HTTP: the JSON API's route and a storefront page's loader (modules/pages) give it
 * the same checked input and asker, and get the same reply (decision 173).
 */
export type Answer<K extends CallName> = (input: AnswerInput<K>, asker: Asker) => Promise<CallReply<K>>;

export type Answers<K extends CallName> = { [P in K]: Answer<P> };

/** The asker of a JSON call: its session's member (set by requireMember) and its Accept-Language. */
export const askerOf = (request: FastifyRequest): Asker => ({ memberId: request.member?.id ?? null, language: languageOf(request.headers['accept-language']) });

/** The member of an answer that needs one (its route checks the session first; a page drawn for a visitor has none). */
export function memberOf(asker: Asker): number {
  if (asker.memberId === null) throw unauthorized('Authorization token is missing.');
  return asker.memberId;
}
