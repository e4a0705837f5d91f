// What the reliability drivers and the mixed-load bench share: is a service answering, a throwaway PostgreSQL database,
// an API server as a child process, Debian's nginx in front of API processes, and a small HTTP client that can speak
// from any loopback address. Loopback only, everything bounded.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { urlOf, type Call, type Method, type PathParams, type QueryValues } from '@shop/contract/calls';
import pg from 'pg';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when something accepts a TCP connection on 127.0.0.1:port within the timeout. */
export function answers(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** The PostgreSQL server the drivers may use (the same one as CI's API suite), as an admin URL. */
export const postgresAdminUrl = () => process.env.RELIABILITY_PG_URL ?? process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on that server (or the one `admin` names); drop() removes it even with connections still open. */
export async function createDatabase(prefix: string, admin = postgresAdminUrl()): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type ApiProcess = {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Milliseconds from spawn to the first 200 from /readyz. */
  startMs: number;
  logFile: string;
  stop: () => Promise<void>;
};

/**
 * Starts `node --import tsx apps/api/src/server.ts` on 127.0.0.1:port with the given environment and waits until
 * /readyz answers 200 (or fails after timeoutMs, with the tail of the server's log).
 */
export async function startApi(opts: { port: number; env: Record<string, string>; logDir: string; label: string; timeoutMs?: number }): Promise<ApiProcess> {
  if (await answers(opts.port, 300)) throw new Error(`port ${opts.port} is already taken`);
  const logFile = join(opts.logDir, `${opts.label}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', PORT: String(opts.port), LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = started + (opts.timeoutMs ?? 90_000);
  while (Date.now() < deadline && !gone) {
    const res = await send({ port: opts.port, method: 'GET', path: '/readyz', timeoutMs: 2000 }).catch(() => null);
    if (res?.status === 200) {
      return {
        port: opts.port,
        child,
        exited,
        startMs: Date.now() - started,
        logFile,
        stop: async () => {
          if (gone) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timer);
        },
      };
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  await exited;
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
  throw new Error(`${opts.label} did not become ready on port ${opts.port}${gone ? ' (it exited)' : ''}:\n${tail}`);
}

/** The nginx binary, or null when nginx is not installed. */
export function findNginx(): string | null {
  for (const path of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * Why PostgreSQL (127.0.0.1:5432), Redis (127.0.0.1:6379) and nginx cannot be used for a run on these ports, or
 * null when they can: the message a driver reports when it skips.
 */
export async function missingForScaleOut(ports: number[]): Promise<string | null> {
  if (!(await answers(5432))) return 'No PostgreSQL answers on 127.0.0.1:5432.';
  if (!(await answers(6379))) return 'No Redis answers on 127.0.0.1:6379.';
  if (!findNginx()) return 'nginx is not installed (apt-get install nginx-light).';
  for (const port of ports) if (await answers(port, 300)) return `Port ${port} is already taken.`;
  return null;
}

/** The loopback nginx configuration's own ports (deploy/nginx.local.conf), which startNginx replaces. */
const LOCAL_CONF = { listen: 3190, upstreams: [3180, 3181] } as const;

export type Nginx = { child: ChildProcess; port: number; stop: () => Promise<void> };

/**
 * Starts Debian's nginx with deploy/nginx.local.conf on 127.0.0.1:port, round-robin over the API processes on the
 * given ports (the file's own ports are replaced; everything else is the file as it is), under a prefix folder in
 * workDir, and waits until /readyz answers 200 through it.
 */
export async function startNginx(opts: { port: number; upstreams: number[]; workDir: string }): Promise<Nginx> {
  const prefix = join(opts.workDir, `nginx-${opts.port}`);
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
  const original = readFileSync(join(repoRoot, 'deploy/nginx.local.conf'), 'utf8');
  const servers = /^( *)server 127\.0\.0\.1:(\d+) (.*)$/gm;
  const template = [...original.matchAll(servers)];
  if (!original.includes(`listen 127.0.0.1:${LOCAL_CONF.listen};`) || template.map((m) => Number(m[2])).join() !== LOCAL_CONF.upstreams.join()) {
    throw new Error('deploy/nginx.local.conf no longer has the ports startNginx replaces (scripts/reliability/harness.ts).');
  }
  const [, indent, , rest] = template[0];
  const conf = original
    .replace(`listen 127.0.0.1:${LOCAL_CONF.listen};`, `listen 127.0.0.1:${opts.port};`)
    .replace(template.map((m) => m[0]).join('\n'), opts.upstreams.map((p) => `${indent}server 127.0.0.1:${p} ${rest}`).join('\n'));
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const log = join(prefix, 'logs/error.log');
  const child = spawn(findNginx() as string, ['-c', confFile, '-p', `${prefix}/`, '-e', log, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 50; i++) {
    const res = await send({ port: opts.port, method: 'GET', path: '/readyz', timeoutMs: 2000 }).catch(() => null);
    if (res?.status === 200) return { child, port: opts.port, stop };
    if (child.exitCode !== null) break;
    await sleep(200);
  }
  await stop();
  throw new Error(`nginx did not start: ${existsSync(log) ? readFileSync(log, 'utf8').slice(-1500) : 'no error log'}`);
}

export type Reply = { status: number; body: any; headers: http.IncomingHttpHeaders };

/** A call of the contract's table (calls.ts) as send() takes it: its method and its URL with the parameters and query. */
export const endpoint = (call: Call, options: { params?: PathParams; query?: QueryValues } = {}) => ({ method: call.method, path: urlOf(call, options) });

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One JSON request to 127.0.0.1:port, optionally from another loopback address (127.0.0.2 ...), bounded in time. */
export function send(opts: {
  port: number;
  method: Method;
  path: string;
  body?: unknown;
  token?: string;
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((done, fail) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port,
        method: opts.method,
        path: opts.path,
        agent,
        localAddress: opts.from,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          done({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${opts.method} ${opts.path}`)));
    req.on('error', fail);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Runs tasks with at most `limit` at a time, keeping their order in the result. */
export async function pool<T, R>(items: T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i], i);
      }
    }),
  );
  return results;
}

/** Fails a check with a message naming what was expected. */
export function expectEqual<T>(actual: T, expected: T, what: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e.slice(0, 400)}, got ${a.slice(0, 400)}`);
}
export function expectTrue(condition: unknown, what: string) {
  if (!condition) throw new Error(what);
}
