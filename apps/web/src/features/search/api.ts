import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/page-data';

/** Products matching the shopper's words (GET /api/productserach, spelt so in the public contract). */
export const searchQuery = (words: string) => callQuery(['productserach', words], 'productSearch', { query: { search: words } }, (reply) => reply.data);

/** The words searched for: blank text is not searched. */
export const searchWords = (text: string) => text.trim();

export function useProductSearch(text: string) {
  const words = searchWords(text);
  return useQuery({ ...searchQuery(words), enabled: words.length > 0 });
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
