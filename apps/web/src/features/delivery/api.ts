import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** GET /api/pincode: whether and how the shop delivers to a pin code, and when (kept a minute: the earliest slot moves on). */
export function usePinCode(pin: string | null | undefined) {
  const valid = Boolean(pin && /^[1-9][0-9]{5}$/.test(pin));
  return useQuery({
    queryKey: ['pincode', pin],
    queryFn: async ({ signal }) => call('pinCode', { query: { pin: pin as string } }, signal),
    enabled: valid,
    staleTime: 60_000,
  });
}

/** GET /api/deliveryslots: the next 7 days of an option's slots for one of the member's addresses. */
export function useDeliverySlots(did: number | null, saddid: number | null) {
  return useQuery({
    queryKey: ['deliveryslots', did, saddid],
    queryFn: async ({ signal }) => (await call('deliverySlots', { query: { did: did as number, saddid: saddid as number } }, signal)).data,
    enabled: Boolean(did && saddid),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
