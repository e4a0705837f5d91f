// Adds up the JSON reports of vitest and Playwright into the one closing line CI reads: `N passed, N failed`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (file.startsWith('playwright')) {
    passed += report.stats?.expected ?? 0;
    failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    skipped += report.stats?.skipped ?? 0;
  }
}
// A failed step with no failing test of its own (lint, type check, a server that did not start) still counts as one failure.
if (process.argv[3] && process.argv[3] !== '0' && failed === 0) failed += 1;
if (files.length === 0 && failed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
