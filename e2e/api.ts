import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { calls, urlOf, type CallName, type PathParams, type QueryValues } from '@shop/contract/calls';
import type { CallInput, CallReply } from '@shop/contract/routes';

// The journeys' calls of the API, by their name in the contract's table (packages/contract/src/calls.ts): its method
// and path come from there, the input and the reply are typed from the call's schemas (routes.ts).

type Sent = { params?: PathParams; query?: QueryValues; body?: unknown };

/** Sends a call, with the member's or admin's token when given, and returns the response whatever its status. */
export async function sendCall<K extends CallName>(request: APIRequestContext, name: K, input?: CallInput<K>, token?: string): Promise<APIResponse> {
  const { params, query, body } = (input ?? {}) as Sent;
  const { method } = calls[name];
  const url = urlOf(calls[name], { params, query });
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  // As the web app sends them: no body on GET and DELETE, an empty JSON object for a call that takes none.
  return request.fetch(url, { method, headers, data: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}) });
}

/** Sends a call, expects it to succeed, and returns its reply. */
export async function callApi<K extends CallName>(request: APIRequestContext, name: K, input?: CallInput<K>, token?: string): Promise<CallReply<K>> {
  const res = await sendCall(request, name, input, token);
  expect(res.ok(), `${calls[name].method} ${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as CallReply<K>;
}

/** Empties a member's cart, line by line as the cart screen does. */
export async function emptyCart(request: APIRequestContext, token: string) {
  const cart = await callApi(request, 'cartDetails', {}, token);
  for (const line of cart.data) await callApi(request, 'changeQuantity', { query: { pid: line.pid, qty: 0 } }, token);
}

/** What a member's login gives back, as the login screens store it. */
export type Session = CallReply<'codeLogin'>['data'];

/** A member's password login through the API (not remembered); fails when the account is asked for a mailed code. */
export async function memberLogin(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const { data } = await callApi(request, 'passwordLogin', { body: { UserName: email, Password: password, RememberMe: 'false' } });
  if (!('token' in data)) throw new Error(`${email} was asked for a mailed login code`);
  return data;
}

/** Stores a login result under the session's local storage keys (docs/product.md#visitors-and-members), as the login screens do. */
export async function useSession(page: Page, session: Session) {
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('MemberName', s.MemberName);
    localStorage.setItem('MemberID', String(s.MemberID));
    localStorage.setItem('MemberMob', s.MemberMob);
    localStorage.setItem('Status', String(s.Status));
  }, session);
}
