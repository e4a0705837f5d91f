import { describe, expect, it } from 'vitest';
import { startPeriodic } from './periodic.ts';

describe('startPeriodic', () => {
  it('runs one at a time: a run asked for meanwhile follows the one under way', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const worker = startPeriodic({
      intervalMs: 60_000,
      fallback: -1,
      onError: () => {},
      task: async () => {
        most = Math.max(most, ++active);
        await new Promise((r) => setTimeout(r, 10));
        active--;
        return ++runs;
      },
    });
    const results = await Promise.all([worker.runOnce(), worker.runOnce(), worker.runOnce()]);
    expect(most).toBe(1);
    expect(results[0]).toBe(1);
    expect(Math.max(...results)).toBe(runs);
    await worker.stop();
  });

  it('reports a failed run and answers the fallback; after stop nothing runs on the timer', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const worker = startPeriodic({
      intervalMs: 5,
      fallback: 'none',
      onError: (err) => errors.push(err),
      task: async () => {
        runs++;
        throw new Error('mail server down');
      },
    });
    expect(await worker.runOnce()).toBe('none');
    expect(errors).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBeGreaterThan(1);
    await worker.stop();
    const after = runs;
    worker.wake();
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(after);
  });
});
