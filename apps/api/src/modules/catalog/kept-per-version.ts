// What a page needs from the catalogue (its hints, its head, the sitemap), kept per key while the catalogue's version
// is unchanged (reply-cache.ts's version: every catalogue write moves it), so a page load reads the database only
// after the catalogue changed.
import type { VersionSource } from './reply-cache.ts';

/**
 * `make(key)` kept per key for the catalogue version it was made at, at most `limit` keys (the oldest go first). The
 * version is read before the value is made, so a change during the making is never kept as current.
 */
export function keptPerVersion<T>(version: VersionSource, limit: number, make: (key: string) => Promise<T>) {
  const kept = new Map<string, { version: number; value: T }>();
  return async (key: string): Promise<T> => {
    const now = await version.current();
    const entry = kept.get(key);
    if (entry?.version === now) return entry.value;
    const value = await make(key);
    kept.delete(key);
    kept.set(key, { version: now, value });
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return value;
  };
}
