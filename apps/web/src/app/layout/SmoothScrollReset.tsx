import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Makes the scroll to the top of a newly opened page smooth (SPEC.md section 2), while back/forward keeps
 * ScrollRestoration's instant return to the old position. Render it just before <ScrollRestoration />: its layout
 * effect runs first and turns smooth scrolling on for the one scroll that ScrollRestoration then makes.
 */
export function SmoothScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = document.documentElement;
    root.style.scrollBehavior = 'smooth';
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty('scroll-behavior');
    };
  }, [location, navigationType]);
  return null;
}
