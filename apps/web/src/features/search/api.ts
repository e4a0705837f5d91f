import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';

/** Products matching the shopper's words (GET /api/productserach, spelt so in the public contract). Blank text is not searched. */
export function useProductSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['productserach', query],
    queryFn: async ({ signal }) => (await call('productSearch', { query: { search: query } }, signal)).data,
    enabled: query.length > 0,
  });
}

/** Up to 8 products for the words typed so far (GET /api/search/suggest), asked once the shopper pauses typing. */
export function useSearchSuggestions(text: string) {
  const [debounced, setDebounced] = useState(text.trim());
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 200);
    return () => clearTimeout(t);
  }, [text]);
  return useQuery({
    queryKey: ['search', 'suggest', debounced],
    queryFn: async ({ signal }) => (await call('searchSuggest', { query: { q: debounced } }, signal)).data,
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
