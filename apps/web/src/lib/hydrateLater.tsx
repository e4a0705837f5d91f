import { Suspense, type ReactNode } from 'react';

// A page the server drew is hydrated in turns (decision 170): the app's first pass attaches to the page's frame, and
// every part wrapped in <HydrateLater> is attached in a task of its own after it, in the page's order. A phone then
// paints and answers a tap between two parts instead of being held for the whole page, and Lighthouse counts each
// part's work, not the whole page's, as blocking time. Until its turn a part keeps the server's elements on screen
// (Preact keeps a suspended part's element while hydrating); its links work as plain links, its buttons wait.

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();
let turnsPending = false;

/** A new task (not a microtask, and without a timer's 4 ms floor): the browser may paint and handle input before it. */
export function nextTask(): Promise<void> {
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
  turnsPending = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  const turns = lastTurn;
  void turns.then(() => {
    if (lastTurn === turns) turnsPending = false;
  });
  return turns;
}

/**
 * Runs `act` now, or after the last turn while a drawn page is being taken over. What a tap changes in the page's state
 * waits for the turns: a part that has not had its turn yet would be hydrated early with the new state, and hydrating
 * corrects text, never attributes (a chosen option's look, a radio's `checked`). Outside the turns it runs at once.
 */
export function whenTurnsTaken(act: () => void): void {
  if (turnsPending) void lastTurn.then(act);
  else act();
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
 * A part of a drawn page hydrated in its own task after the page's frame. Anywhere else (a page drawn in the browser,
 * a later visit, the server) it only renders its children. Two rules for what it wraps:
 * - its children draw exactly one element: Preact keeps a single element of a suspended part;
 * - at its turn the part draws what the server drew. Hydrating attaches to the server's elements and corrects their
 *   text, never their attributes, so a part must depend only on the page's data, its props and its own state, never on
 *   state the page changes after its first paint unless that waits for the turns (`whenTurnsTaken`, which checkout's
 *   `usePaintedOnce` and its choices go through).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
