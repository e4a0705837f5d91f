import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '../test/test-app.ts';
import { clientLimits } from './client-limits.ts';

const limited = clientLimits.login.max;

/** `limited` failed logins from one client, ten at a time, spread over the given apps in turn: their statuses. */
async function failedLogins(apps: FastifyInstance[], client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < limited; i += 10) {
    const batch = Array.from({ length: Math.min(10, limited - i) }, (_, k) => i + k);
    statuses.push(...(await Promise.all(batch.map((n) => login(apps[n % apps.length], n, client).then((r) => r.status)))));
  }
  return statuses;
}
const login = (on: FastifyInstance, i: number, from: string) => call(on, 'POST', '/api/login', { from, body: { UserName: `nobody-${i}@example.com`, Password: 'not-the-password' } });

/**
 * With REDIS_URL set and Redis down (here: a port nobody listens on), the limits still hold, counted in this
 * process, and the shop still answers.
 */
const app = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
afterAll(() => app.close());

describe('rate limits while Redis is down', () => {
  it('the login limit still holds per client, and other clients and calls are answered', async () => {
    const client = '198.51.100.7';
    expect((await failedLogins([app], client)).filter((s) => s === 429)).toEqual([]);
    const refused = await login(app, limited, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ response: false, msg: 'Too many requests. Please wait a moment and try again.', data: null });
    expect((await login(app, 0, '198.51.100.8')).status).toBe(401);
    const shop = await call(app, 'GET', '/api/product?page=1', { from: client });
    expect(shop.status).toBe(200);
    expect(shop.body.data.length).toBeGreaterThan(0);
  }, 120_000);
});

const hasRedis = ['redis-server', 'redis-cli'].every((tool) => spawnSync(tool, ['--version']).status === 0);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe.skipIf(!hasRedis)('rate limits with Redis', () => {
  it('are shared by two API processes', async () => {
    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    try {
      for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) await new Promise((done) => setTimeout(done, 100));
      const apps = await Promise.all([0, 1].map(() => createTestApp({ demo: false, config: { redisUrl: `redis://127.0.0.1:${port}` } })));
      try {
        await Promise.all(apps.map((a) => a.ready()));
        const client = '198.51.100.9';
        expect((await failedLogins(apps, client)).filter((s) => s === 429)).toEqual([]);
        // Each process saw only half of the attempts: only a shared count refuses the next one.
        expect((await login(apps[0], limited, client)).status).toBe(429);
        expect((await login(apps[1], limited + 1, client)).status).toBe(429);
      } finally {
        await Promise.all(apps.map((a) => a.close()));
      }
    } finally {
      redis.kill();
    }
  }, 120_000);
});
