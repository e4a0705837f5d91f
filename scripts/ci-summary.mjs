// Adds up the JSON reports of vitest and Playwright into the one closing line CI reads: `N passed, N failed`.
// Above it, one line per failed test names it, with the first lines of its error and where it was raised, so a failure
// is found and understood from the tail of CI's output alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** The first lines of an error message, without terminal colours, indented under its test's line. */
function gist(message, location) {
  const lines = stripVTControlCharacters(String(message ?? '')).split('\n').map((l) => l.trimEnd()).filter(Boolean).slice(0, 4);
  if (location?.file) lines.push(`at ${relative(process.cwd(), location.file)}:${location.line}`);
  return lines.map((l) => `\n    ${l.slice(0, 300)}`).join('');
}

function playwrightFailures(suite, report, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = (test.results ?? []).flatMap((r) => r.errors ?? (r.error ? [r.error] : []))[0];
        failures.push(`${report} ${spec.file ?? file}: ${spec.title} (${test.projectName || 'chromium'}, ${test.status})${error ? gist(error.message, error.location) : ''}`);
      }
    }
  }
  for (const inner of suite.suites ?? []) playwrightFailures(inner, report, inner.file ?? file);
}

const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const where = relative(process.cwd(), result.name ?? '');
      const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of failedTests) failures.push(`${file} ${where}: ${test.fullName ?? test.title}${gist(test.failureMessages?.[0])}`);
      if (result.status === 'failed' && failedTests.length === 0) failures.push(`${file} ${where}: ${result.message ?? 'the file failed'}`);
    }
  } else if (file.startsWith('playwright')) {
    passed += report.stats?.expected ?? 0;
    failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    skipped += report.stats?.skipped ?? 0;
    for (const suite of report.suites ?? []) playwrightFailures(suite, file, suite.file);
    for (const error of report.errors ?? []) failures.push(`${file}: ${String(error.message ?? error).split('\n')[0]}`);
  }
}
// A failed step with no failing test of its own (lint, type check, a server that did not start) still counts as one failure.
if (process.argv[3] && process.argv[3] !== '0' && failed === 0) {
  failed += 1;
  failures.push('a step with no test report of its own failed (lint, type check, a build or a start check): see its output above');
}
if (files.length === 0 && failed === 0) failed += 1;
for (const line of failures) console.log(`failed: ${line}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
