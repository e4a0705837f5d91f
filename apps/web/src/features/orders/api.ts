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

/**
 * GET /api/myorderdetails?id: Table (ids, delivery, status), Table1 (the bill), Table2 (the lines). With watchPayment,
 * an order awaiting its UPI payment is read again every 10 seconds, so the screen shows Paid or Expired by itself.
 */
export function useOrderDetails(id: number, opts: { watchPayment?: boolean } = {}) {
  return useQuery({
    queryKey: orderDetailsKey(id),
    queryFn: async ({ signal }) => (await call('orderDetails', { query: { id } }, signal)).data,
    refetchInterval: (query) => (opts.watchPayment && query.state.data?.UpiPayment ? 10_000 : false),
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
