import { useEffect, useLayoutEffect } from 'react';
import type { Location, NavigationType } from 'react-router';

/*
 * Scrolling between pages (docs/product.md#screens-and-routes): a newly opened page scrolls to the top smoothly;
 * back/forward returns at once to where that page was, also after a reload. A link or a filter that changes only part
 * of a page passes `keepScroll` as its state and the page stays where it is; an address with a #hash shows that part.
 *
 * The positions are noted as the shopper scrolls (cheap: the browser has just laid the page out), never read when a
 * page changes, so a navigation forces no layout. They are kept per history entry, in session storage for reloads.
 */

/** The navigation state of a link or a search-parameter change that keeps the page where it is. */
export const keepScroll = { keepScroll: true } as const;

const STORAGE_KEY = 'scroll-positions';
/** How many history entries keep their position; the oldest are forgotten first. */
const KEPT = 100;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const positions = readPositions();
let shownKey = '';
let shownY = 0;

function note(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > KEPT) positions.delete(positions.keys().next().value!);
}

/**
 * Scrolls for the page shown (`location`, which AppRoutes may keep a moment behind the address bar) and how it was
 * reached. Render it after the page: its layout effect runs once the page is in the document.
 */
export function ScrollOnNavigation({ location, navigationType }: { location: Location; navigationType: NavigationType }) {
  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      shownY = window.scrollY;
      note(shownKey, shownY);
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    // The page left keeps where it was (also when the shopper never scrolled it).
    if (shownKey) note(shownKey, shownY);
    const before = shownY;
    shownKey = location.key;
    if (navigationType === 'POP') {
      shownY = positions.get(location.key) ?? 0;
      window.scrollTo(0, shownY);
      return;
    }
    if ((location.state as typeof keepScroll | null)?.keepScroll) return;
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (before <= 0) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
    // Only when the page shown changes: one history entry is one location key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
