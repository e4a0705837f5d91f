import { useQuery } from '@tanstack/react-query';
import type { ProductListReply } from '@shop/contract';
import { api } from '../../lib/api';

/** Products matching the shopper's words (GET /api/productserach, spelt so in the public contract). Blank text is not searched. */
export function useProductSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['productserach', query],
    queryFn: async ({ signal }) => (await api.get<ProductListReply>('/api/productserach', { search: query }, signal)).data,
    enabled: query.length > 0,
  });
}
