// Child processes of the benchmarks: servers on loopback ports, and scripts run to completion.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The environment of a child: this one's, without any database or port settings, plus the given ones. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST']) delete base[key];
  return {
    ...base,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ...env,
  };
}

export type Server = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server stopped (exit code ${child.exitCode}) before answering ${url}.`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Starts a server script (relative to the repository) on 127.0.0.1:`port` and waits until `readyPath` answers. */
export async function startServer(script: string, port: number, env: Record<string, string>, readyPath = '/healthz', timeoutMs = 180_000): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: childEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitFor(`${url}${readyPath}`, timeoutMs, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, child, stop };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a script (relative to the repository) to completion, its progress shown on this stderr. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: childEnv(env), stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} failed with exit code ${code}.`))));
  });
}
