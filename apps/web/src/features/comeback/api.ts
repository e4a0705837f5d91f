import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { cartKey } from '../cart';

/** GET /api/buyagain: what the member bought before and can buy again (members only). */
export function useBuyAgain() {
  const session = useSession();
  return useQuery({
    queryKey: ['buyagain', session?.memberId],
    queryFn: async ({ signal }) => (await call('buyAgain', undefined, signal)).data,
    enabled: Boolean(session),
  });
}

/** POST /api/reorder { id }: the order's lines back in the cart; the reply says what was skipped and why. */
export function useReorder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('reorder', { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: cartKey }),
  });
}
