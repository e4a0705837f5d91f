// A small check recorder for the reliability drivers: prints each check as it ends and writes a vitest-style JSON
// report into $CI_RESULTS_DIR (scripts/ci-summary.mjs adds every vitest-*.json there to the CI's closing line).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Status = 'passed' | 'failed' | 'pending';
type Result = { title: string; status: Status; duration: number; failureMessages: string[] };

export class Report {
  private readonly results: Result[] = [];
  private readonly figures: Record<string, unknown> = {};
  private readonly started = Date.now();

  constructor(private readonly suite: string) {}

  /** Runs one check; a thrown error (an assertion) fails it, and the driver goes on to the next. */
  async check(title: string, run: () => unknown | Promise<unknown>): Promise<boolean> {
    const start = Date.now();
    try {
      await run();
      this.add({ title, status: 'passed', duration: Date.now() - start, failureMessages: [] });
      return true;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.add({ title, status: 'failed', duration: Date.now() - start, failureMessages: [message] });
      return false;
    }
  }

  /** A check that could not run here (no PostgreSQL, Redis or nginx): counted as skipped, never as passed. */
  skip(title: string, reason: string) {
    this.add({ title, status: 'pending', duration: 0, failureMessages: [reason] });
  }

  /** A measured number (orders, stock, timings) kept in the report and printed at the end. */
  figure(name: string, value: unknown) {
    this.figures[name] = value;
  }

  get failed() {
    return this.results.filter((r) => r.status === 'failed').length;
  }

  private add(result: Result) {
    this.results.push(result);
    const mark = result.status === 'passed' ? 'ok  ' : result.status === 'failed' ? 'FAIL' : 'skip';
    console.log(`[${this.suite}] ${mark} ${result.title}${result.failureMessages.length ? `\n       ${result.failureMessages[0]}` : ''}`);
  }

  /** Writes vitest-<suite>.json into CI_RESULTS_DIR (when set) and prints the figures and a summary line. */
  write(): void {
    const count = (s: Status) => this.results.filter((r) => r.status === s).length;
    const passed = count('passed');
    const failed = count('failed');
    const pending = count('pending');
    const report = {
      numTotalTestSuites: 1,
      numPassedTestSuites: failed ? 0 : 1,
      numFailedTestSuites: failed ? 1 : 0,
      numPendingTestSuites: 0,
      numTotalTests: this.results.length,
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: pending,
      numTodoTests: 0,
      startTime: this.started,
      success: failed === 0,
      figures: this.figures,
      testResults: [
        {
          name: `scripts/reliability/${this.suite}`,
          status: failed ? 'failed' : 'passed',
          startTime: this.started,
          endTime: Date.now(),
          message: '',
          assertionResults: this.results.map((r) => ({ ancestorTitles: [this.suite], fullName: `${this.suite} ${r.title}`, title: r.title, status: r.status, duration: r.duration, failureMessages: r.failureMessages })),
        },
      ],
    };
    const dir = process.env.CI_RESULTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `vitest-reliability-${this.suite}.json`), JSON.stringify(report, null, 2));
    }
    console.log(`[${this.suite}] figures ${JSON.stringify(this.figures, null, 2)}`);
    // Worded so that it is never taken for the CI's own closing line.
    console.log(`[${this.suite}] checks passed ${passed}, failed ${failed}, skipped ${pending}`);
  }
}
