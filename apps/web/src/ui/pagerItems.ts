export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The page links a pager shows: up to `size` pages around the current one, plus the first and last page with a gap
 * marker when they fall outside that window. Never a page outside 1..total.
 */
export function pagerItems(page: number, total: number, size = 3): PagerItem[] {
  if (total <= 1) return [];
  const current = Math.min(Math.max(1, page), total);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  const items: PagerItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('gap-end');
  if (end < total) items.push(total);
  return items;
}
