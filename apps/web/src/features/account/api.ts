import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, EmailChangeInput, NameInput } from '@shop/contract';
import { call } from '../../lib/api';
import { rememberMobile, rememberName } from '../../lib/session';

const securityKey = ['account', 'security'] as const;

/** POST /api/account/delete: closes the caller's own account for good (with the password or a mailed code). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => call('deleteAccount', { body }),
  });
}

/** GET /api/account/security: the address, whether there is a password, and the open sessions. */
export function useAccountSecurity() {
  return useQuery({ queryKey: securityKey, queryFn: () => call('accountSecurity').then((r) => r.data) });
}

/** GET /api/loginwithotp for the member's own address: a code that proves the mailbox is still theirs. */
export function useSendProofCode() {
  return useMutation({ mutationFn: (email: string) => call('requestLoginCode', { query: { username: email } }) });
}

/** POST /api/account/password: a new password; the member's other sessions end. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => call('changePassword', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

/** POST /api/account/sessions/end: logs one device out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('endSession', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

/** POST /api/account/logout-everywhere: every session ends, this one too. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => call('logoutEverywhere') });
}

/** POST /api/account/confirm-email: the sign-up mail's link, sent when the visitor presses the button. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: (token: string) => call('confirmEmail', { body: { token } }) });
}

/** POST /api/account/mobile: the number the rider calls when an address names none of its own. */
export function useSetMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (Mobile: string) => call('setMobile', { body: { Mobile } }).then((r) => r.data.Mobile),
    onSuccess: (mobile) => {
      rememberMobile(mobile);
      void client.invalidateQueries({ queryKey: securityKey });
    },
  });
}

/** POST /api/account/name: the corrected name, saved at once (and greeted by the header). */
export function useSetName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NameInput) => call('setName', { body }).then((r) => r.data),
    onSuccess: (name) => {
      rememberName(`${name.Firstname} ${name.Lastname}`.trim());
      void client.invalidateQueries({ queryKey: securityKey });
    },
  });
}

/** POST /api/account/email: mails a link to the new address; the address changes once it is followed. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (body: EmailChangeInput) => call('changeEmail', { body }) });
}

/** POST /api/account/email/confirm: the link mailed to the new address, sent when the member presses the button. */
export function useConfirmEmailChange() {
  return useMutation({ mutationFn: (token: string) => call('confirmEmailChange', { body: { token } }) });
}
