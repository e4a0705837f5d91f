import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address bar so reloading, sharing and Back keep them. Changing a filter
 * goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as Record<K, string>, [search, keys]);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === '' || v === undefined || (k === 'page' && v === 1)) next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { values, page, set };
}
