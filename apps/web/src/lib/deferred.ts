import { useEffect, useRef, useState } from 'react';

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
