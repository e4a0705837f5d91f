import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddress } from '@shop/contract';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { callQuery } from '../../lib/page-data';

/** The member's saved addresses (GET /api/shipingdetails), shared by the checkout and the account page. */
export const addressesKey = ['shipingdetails'] as const;

export const addressesQuery = (memberId: string | undefined) => callQuery([...addressesKey, memberId], 'addressList', {}, (reply) => reply.data);

export function useAddresses() {
  const session = useSession();
  return useQuery({ ...addressesQuery(session?.memberId), enabled: Boolean(session) });
}

/** The shape POST /api/shipingdetails takes: kid 0 creates, a kid edits; Delivery is always 1. */
export type AddressPayload = {
  kid: number;
  AddressTitle: string;
  AddressLine1: string;
  AddressLine2: string;
  Landmark: string;
  StateID: number;
  CityID: number;
  PinCode: string;
  /** Left out, an edit keeps the saved receiver. */
  ReceiverName?: string;
  ReceiverMobile?: string;
};

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressPayload) => call('saveAddress', { body: { ...address, Delivery: 1 } }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** GET /api/shipingaddressdelete?id: on success the address leaves every cached list at once. */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kid: number) => call('deleteAddress', { query: { id: kid } }),
    onSuccess: (_reply, kid) => {
      client.setQueriesData<ShippingAddress[]>({ queryKey: addressesKey }, (list) => list?.filter((a) => a.kid !== kid));
      void client.invalidateQueries({ queryKey: addressesKey });
    },
  });
}

const geoCache = 60 * 60_000;

/** GET /api/state. */
export function useStates() {
  return useQuery({
    queryKey: ['state'],
    queryFn: async ({ signal }) => (await call('stateList', undefined, signal)).data,
    staleTime: geoCache,
  });
}

/** GET /api/city?id: a bare list of { Value, Text }, loaded once a state is chosen. */
export function useCities(stateId: number | undefined) {
  return useQuery({
    queryKey: ['city', stateId],
    queryFn: ({ signal }) => call('cityList', { query: { id: stateId } }, signal),
    enabled: Boolean(stateId),
    staleTime: geoCache,
  });
}
