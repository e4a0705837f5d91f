import { Suspense, type ReactNode } from 'react';

// A page the server drew is hydrated in turns (decision 170): the app's first pass attaches to the page's frame, and
// every part wrapped in <HydrateLater> is attached in a task of its own after it, in the page's order. A phone then
// paints and answers a tap between two parts instead of being held for the whole page, and Lighthouse counts each
// part's work, not the whole page's, as blocking time. Until its turn a part keeps the server's elements on screen
// (Preact keeps a suspended part's element while hydrating); its links work as plain links, its buttons wait.

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/** A new task (not a microtask, and without a timer's 4 ms floor): the browser may paint and handle input before it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `hydrate` (the app's hydrateRoot) with the parts in <HydrateLater> left for later; resolves once the last of
 * them has had its turn (its render follows in the same task).
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  return lastTurn;
}

/** During the first hydration, takes the next turn (throws it, for the Suspense around it); renders its children after. */
function WaitForTurn({ children }: { children: ReactNode }) {
  if (hydrating) {
    lastTurn = lastTurn.then(nextTask);
    throw lastTurn;
  }
  return children;
}

/**
 * A part of a drawn page hydrated in its own task after the page's frame. Its children must draw one element (Preact
 * keeps a single element of a suspended part). Anywhere else (a page drawn in the browser, a later visit, the server)
 * it only renders its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
