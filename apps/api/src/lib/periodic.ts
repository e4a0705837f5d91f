/**
 * A task every process runs on a timer and on demand, one run at a time (the order mail outbox, the UPI payment
 * expiry): a run asked for while one is under way runs after it; the timer skips a beat while a run is under way;
 * a failed run is reported and counts as `fallback`; stop() ends the timer and waits for the run under way.
 */
export type PeriodicWorker<T> = {
  /** One run now, or after the one under way. */
  runOnce: () => Promise<T>;
  /** A run soon (after the current event, e.g. once a change has committed), unless stopped. */
  wake: () => void;
  stop: () => Promise<void>;
};

export function startPeriodic<T>(opts: { intervalMs: number; task: () => Promise<T>; fallback: T; onError: (err: unknown) => void }): PeriodicWorker<T> {
  let running: Promise<T> | undefined;
  let stopped = false;
  const run = (): Promise<T> => {
    if (running) return running.then(run);
    running = opts
      .task()
      .catch((err: unknown) => {
        if (!stopped) opts.onError(err);
        return opts.fallback;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!running && !stopped) void run();
  }, opts.intervalMs);
  timer.unref();
  return {
    runOnce: run,
    wake: () => {
      if (!stopped) setImmediate(() => void run());
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
