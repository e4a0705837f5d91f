import { calls } from '@shop/contract/calls';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { settleLanguage } from '../../i18n/i18n';
import { startSession, type SessionData } from '../../lib/session';

/** Starts the session and settles the shop's language between this device and the account. */
function loggedIn(data: SessionData & { Language: 'en' | 'hi' }) {
  startSession(data);
  void settleLanguage(data.Language, (language) => call('setLanguage', { body: { language } }));
}

/** POST /api/memberregistraion (spelt so in the public contract). */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: { Firstname: string; Lastname: string; Email: string; Pincode: string; Password: string; ConfirmPassword: string }) =>
      call('register', { body }),
  });
}

/**
 * POST /api/login; RememberMe travels as text (docs/product.md#account-calls). Stores the session on success; an administrator's
 * reply is the code step instead (CodeSent), finished on /EnterOtp.
 */
export function usePasswordLogin() {
  return useMutation({
    mutationFn: async (body: { UserName: string; Password: string; RememberMe: boolean }) => {
      const reply = await call('passwordLogin', { body: { ...body, RememberMe: body.RememberMe ? 'true' : 'false' } });
      if ('token' in reply.data) loggedIn(reply.data);
      return reply;
    },
  });
}

/** GET /api/loginwithotp: the server mails the code; the reply never carries it. */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: (email: string) => call('requestLoginCode', { query: { username: email } }),
  });
}

/** POST /api/loginwithotp. Stores the session on success. */
export function useCodeLogin() {
  return useMutation({
    mutationFn: async (body: { username: string; otp: string }) => {
      const reply = await call('codeLogin', { body });
      loggedIn(reply.data);
      return reply;
    },
  });
}

/**
 * Revokes a token on the server. A plain fetch rather than the API client: a refusal (an already expired token)
 * must not trigger the client's "session over, go to /Login" handling while the shopper is leaving anyway.
 */
export function revokeOnServer(token: string) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
  void fetch(calls.logout.path, { method: calls.logout.method, keepalive: true, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }).catch(() => undefined);
}
