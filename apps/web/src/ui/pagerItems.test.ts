import { describe, expect, it } from 'vitest';
import { pagerItems } from './pagerItems';

describe('pager links', () => {
  it('offers no pager for a single page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows « 1 2 3 » and only the pages that exist', () => {
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last page reachable with gaps around a window on the current page', () => {
    expect(pagerItems(7, 29)).toEqual([1, 'gap-start', 6, 7, 8, 'gap-end', 29]);
    expect(pagerItems(1, 29)).toEqual([1, 2, 3, 'gap-end', 29]);
    expect(pagerItems(29, 29)).toEqual([1, 'gap-start', 27, 28, 29]);
  });

  it('leaves out a gap that would hide no page', () => {
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(3, 6, 3)).toEqual([1, 2, 3, 4, 'gap-end', 6]);
  });

  it('never offers a page outside 1 to the total, even for an odd current page', () => {
    for (const page of [-3, 0, 99]) {
      const pages = pagerItems(page, 10).filter((p): p is number => typeof p === 'number');
      expect(Math.min(...pages)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...pages)).toBeLessThanOrEqual(10);
    }
  });
});
