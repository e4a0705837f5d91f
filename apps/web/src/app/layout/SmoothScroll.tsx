import { useLayoutEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * docs/product.md#screens-and-routes: a newly opened page scrolls to the top smoothly; back/forward returns to the old position at
 * once. ScrollRestoration does both instantly, so these two wrap it: the first notes where the page was before
 * ScrollRestoration moves it, the second turns its jump to the top into a smooth scroll from there.
 * Render <RecordScroll /> before <ScrollRestoration /> and <SmoothenScrollReset /> after it (layout effects run in order).
 */

export function RecordScroll({ into }: { into: RefObject<number> }) {
  const location = useLocation();
  useLayoutEffect(() => {
    into.current = window.scrollY;
  }, [location, into]);
  return null;
}

export function SmoothenScrollReset({ from }: { from: RefObject<number> }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const before = from.current;
    // Only when ScrollRestoration has just reset a new page to the top (not on back/forward, not when a link kept the position).
    if (navigationType === 'POP' || location.hash || before <= 0 || window.scrollY !== 0) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    window.scrollTo(0, before);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location, navigationType, from]);
  return null;
}
