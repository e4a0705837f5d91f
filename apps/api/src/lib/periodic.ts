import type { FastifyInstance } from 'fastify';
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

/**
 * A chore of the app (the bestseller ranks, the short-dated batches): run once the app is ready, then every
 * `intervalMs`, one run at a time, a failure logged with `failure`; stopped with the app, after the run under way.
 */
export function keepDoing(app: FastifyInstance, opts: { intervalMs: number; task: () => Promise<unknown>; failure: string }): void {
  const worker = startPeriodic<unknown>({ intervalMs: opts.intervalMs, task: opts.task, fallback: undefined, onError: (err) => app.log.error({ err }, opts.failure) });
  app.addHook('onReady', async () => worker.wake());
  app.addHook('preClose', () => worker.stop());
}
