import { useQuery } from '@tanstack/react-query';
import type { CompanyDetails, Envelope } from '@shop/contract';
import { api } from '../../lib/api';

/** The shop's company details: the first record of GET /api/companydetails, or null when there is none. */
export function useCompany() {
  return useQuery({
    queryKey: ['companydetails'],
    queryFn: async ({ signal }) => (await api.get<Envelope<CompanyDetails[]>>('/api/companydetails', undefined, signal)).data[0] ?? null,
    staleTime: 10 * 60_000,
  });
}
