import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { orderDetailsKey, orderListKey } from './keys';

/** GET /api/myorderlist: every order of the member, newest first; the tab pages them itself. */
export function useOrderList() {
  const session = useSession();
  return useQuery({
    queryKey: [...orderListKey, session?.memberId],
    queryFn: async ({ signal }) => (await call('orderList', undefined, signal)).data,
    enabled: Boolean(session),
  });
}

/** GET /api/myorderdetails?id: Table (ids, delivery, status), Table1 (the bill), Table2 (the lines). */
export function useOrderDetails(id: number) {
  return useQuery({
    queryKey: orderDetailsKey(id),
    queryFn: async ({ signal }) => (await call('orderDetails', { query: { id } }, signal)).data,
  });
}

/** POST /api/order/cancel { id }: the member cancels a Pending order; the detail shows the answer at once. */
export function useCancelOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call('cancelOrder', { body: { id, reason } }),
    onSuccess: (reply) => {
      client.setQueryData(orderDetailsKey(id), reply.data);
      void client.invalidateQueries({ queryKey: orderListKey });
    },
  });
}
