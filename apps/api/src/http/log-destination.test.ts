import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/** Runs a script that logs through the batched destination and ends as `ending` says; answers what reached stdout. */
async function linesOf(ending: string): Promise<string[]> {
  const script = `
    import pino from 'pino';
    import { batchedStdout } from ${JSON.stringify(destination)};
    const log = pino({ level: 'info' }, batchedStdout());
    for (let i = 0; i < 3; i++) log.info({ i }, 'kept');
    ${ending}`;
  const out = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).catch((e: { stdout: string }) => e);
  return out.stdout.split('\n').filter(Boolean);
}

describe('batched log destination', () => {
  it('writes every line when the process ends normally, exits on purpose or crashes', async () => {
    for (const ending of ['', 'process.exit(0);', "throw new Error('crash');"]) {
      const lines = await linesOf(ending);
      expect(lines.map((l) => JSON.parse(l).i), ending || 'normal end').toEqual([0, 1, 2]);
    }
  });

  it('writes the lines within a second while the process goes on, so a killed process keeps them', async () => {
    const early = await linesOf("setTimeout(() => { process.kill(process.pid, 'SIGKILL'); }, 2500);");
    expect(early, 'lines written by the periodic flush before a SIGKILL').toHaveLength(3);
  });
});
