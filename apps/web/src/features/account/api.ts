import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSecurity, ChangePasswordInput, DeleteAccountInput, Envelope } from '@shop/contract';
import { api } from '../../lib/api';

const securityKey = ['account', 'security'] as const;

/** POST /api/account/delete: closes the caller's own account for good (with the password or a mailed code). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => api.post<Envelope<null>>('/api/account/delete', body),
  });
}

/** GET /api/account/security: the address, whether there is a password, and the open sessions. */
export function useAccountSecurity() {
  return useQuery({ queryKey: securityKey, queryFn: () => api.get<Envelope<AccountSecurity>>('/api/account/security').then((r) => r.data) });
}

/** GET /api/loginwithotp for the member's own address: a code that proves the mailbox is still theirs. */
export function useSendProofCode() {
  return useMutation({ mutationFn: (email: string) => api.get<Envelope<null>>('/api/loginwithotp', { username: email }) });
}

/** POST /api/account/password: a new password; the member's other sessions end. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.post<Envelope<null>>('/api/account/password', body),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

/** POST /api/account/sessions/end: logs one device out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Envelope<null>>('/api/account/sessions/end', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

/** POST /api/account/logout-everywhere: every session ends, this one too. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => api.post<Envelope<null>>('/api/account/logout-everywhere', {}) });
}

/** POST /api/account/confirm-email: the sign-up mail's link, sent when the visitor presses the button. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: (token: string) => api.post<Envelope<null>>('/api/account/confirm-email', { token }) });
}
