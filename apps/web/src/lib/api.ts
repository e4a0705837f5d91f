import type { Envelope } from '@shop/contract';
import { endSession, getToken } from './session';

/** A refused or failed call, carrying the server's `msg` and HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Called when the server says the session is over (401): the app ends it and sends the shopper to /Login. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/**
 * Calls the shop's API and returns the whole reply (the envelope plus any extra top-level fields).
 * A reply with `response: false` or a non-2xx status throws an ApiError with the server's message.
 */
export async function apiCall<T = Envelope<unknown>>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, opts: { query?: Query; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(withQuery(path, opts.query), { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('Could not reach the shop. Please check your connection and try again.', 0);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const msg = (body as { msg?: string } | null)?.msg;
  // Only for the session that made the call: a late answer to a token already logged out must not end a newer one.
  if (res.status === 401 && token && token === getToken()) {
    endSession();
    onUnauthorized?.();
  }
  if (!res.ok || (body && typeof body === 'object' && 'response' in body && (body as { response: boolean }).response === false)) {
    throw new ApiError(msg || 'An unexpected error occurred.', res.status, body);
  }
  return body as T;
}

export const api = {
  get: <T = Envelope<unknown>>(path: string, query?: Query, signal?: AbortSignal) => apiCall<T>('GET', path, { query, signal }),
  post: <T = Envelope<unknown>>(path: string, body?: unknown) => apiCall<T>('POST', path, { body: body ?? {} }),
  put: <T = Envelope<unknown>>(path: string, body?: unknown) => apiCall<T>('PUT', path, { body: body ?? {} }),
  patch: <T = Envelope<unknown>>(path: string, body?: unknown) => apiCall<T>('PATCH', path, { body: body ?? {} }),
  delete: <T = Envelope<unknown>>(path: string) => apiCall<T>('DELETE', path),
};
