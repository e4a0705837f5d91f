import { calls, urlOf, type CallName, type PathParams, type QueryValues } from '@shop/contract/calls';
import type { CallInput, CallReply } from '@shop/contract/routes';
import { t } from '@lingui/core/macro';
import { currentLanguage } from '../i18n/i18n';
import { ApiError } from './api-error';
import { endSession, getToken } from './session';

export { ApiError };

/** Called when the server says the session is over (401): the app ends it and sends the shopper to /Login. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** The arguments of a call: its input (path parameters, query, body) when it takes one, and an abort signal. */
type CallArgs<K extends CallName> = object extends CallInput<K> ? [input?: CallInput<K>, signal?: AbortSignal] : [input: CallInput<K>, signal?: AbortSignal];

/**
 * Makes a call of the shop's API by its name in the contract's route table and returns the whole reply (the envelope
 * plus any extra top-level fields), typed from the table. A reply with `response: false` or a non-2xx status throws
 * an ApiError with the server's message.
 */
export async function call<K extends CallName>(name: K, ...[input, signal]: CallArgs<K>): Promise<CallReply<K>> {
  const { method } = calls[name];
  const { params, query, body } = (input ?? {}) as { params?: PathParams; query?: QueryValues; body?: unknown };
  const sent = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? {});
  const token = getToken();
  const language = currentLanguage();
  const headers: Record<string, string> = { accept: 'application/json' };
  // The server answers its messages in Hindi when asked; without the header, the spec's English.
  if (language === 'hi') headers['accept-language'] = 'hi';
  if (sent !== undefined) headers['content-type'] = 'application/json';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
  if (token) headers.authorization = `Bearer ${token}`;
  const url = urlOf(calls[name], { params, query });
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: sent, signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(t`Could not reach the shop. Please check your connection and try again.`, 0);
  }
  let reply: unknown = null;
  try {
    reply = await res.json();
  } catch {
    reply = null;
  }
  const msg = (reply as { msg?: string } | null)?.msg;
  // Only for the session that made the call: a late answer to a token already logged out must not end a newer one.
  if (res.status === 401 && token && token === getToken()) {
    endSession();
    onUnauthorized?.();
  }
  if (!res.ok || (reply && typeof reply === 'object' && 'response' in reply && (reply as { response: boolean }).response === false)) {
    throw new ApiError(msg || t`An unexpected error occurred.`, res.status, reply);
  }
  return reply as CallReply<K>;
}
