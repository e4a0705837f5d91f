import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { formatWholeRupeesAsINR } from '@shop/contract/format';

/** The shop's company details: the first record of GET /api/companydetails, or null when there is none. */
export function useCompany() {
  return useQuery({
    queryKey: ['companydetails'],
    queryFn: async ({ signal }) => (await call('companyDetails', undefined, signal)).data[0] ?? null,
    staleTime: 10 * 60_000,
  });
}

/**
 * "Free delivery on orders over ₹300", from the shop's delivery options (companydetails' FreeDeliveryOver); null
 * while loading or when no delivery is ever free, so no screen promises a number of its own.
 */
export function useFreeDeliveryPromise(): string | null {
  const over = useCompany().data?.FreeDeliveryOver;
  return over == null ? null : `Free delivery on orders over ${formatWholeRupeesAsINR(over)}`;
}
