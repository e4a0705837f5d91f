import { useEffect, useRef, useState } from 'react';
import { whenTurnsTaken } from './hydrateLater';

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a short timer there); returns a cancel. */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(task, 1500);
    return () => clearTimeout(id);
  }
  const id = window.requestIdleCallback(task, { timeout });
  return () => window.cancelIdleCallback(id);
}

/**
 * True once the element is within `margin` of the screen: parts below the fold load their code only when the
 * shopper scrolls towards them, not with the first page.
 */
export function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/**
 * False until the frame after the one that first painted with `ready` true: what can wait (a form's code, the calls
 * for what lies below) then starts after the page's first screen is on the glass, instead of sharing a phone's slow
 * connection and processor with it. On a drawn page that frame comes after the last part's turn (decision 170), so
 * every part is hydrated as the server drew it.
 */
export function usePaintedOnce(ready: boolean) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let cancelled = false;
    let frame = 0;
    whenTurnsTaken(() => {
      if (cancelled) return;
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPainted(true));
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [ready, painted]);
  return painted;
}
