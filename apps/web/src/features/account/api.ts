import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput, Envelope } from '@shop/contract';
import { api } from '../../lib/api';

/** POST /api/account/delete: closes the caller's own account for good. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => api.post<Envelope<null>>('/api/account/delete', body),
  });
}
