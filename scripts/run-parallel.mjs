// Runs npm scripts at once and fails when any fails: `npm test` overlaps the unit suite, which keeps both cores busy
// with database work, and the browser journeys, which mostly wait on a browser and a server (decision 271).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((done) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
        child.on('exit', (code, signal) => done({ script, ok: code === 0, how: signal ?? `exit ${code}` }));
      }),
  ),
);
for (const { script, ok, how } of results) if (!ok) console.error(`npm run ${script} failed (${how})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
