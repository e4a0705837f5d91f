import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '../test/test-app.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let app: FastifyInstance;
let untrusting: FastifyInstance;
const idFor = async (shop: FastifyInstance, requestId: string, from: string) => (await call(shop, 'GET', '/healthz', { headers: { 'x-request-id': requestId }, from })).headers['x-request-id'];

beforeAll(async () => {
  // TRUST_PROXY's default: only a proxy on this machine (loopback).
  app = await createTestApp({ demo: false });
  untrusting = await createTestApp({ demo: false, config: { trustProxy: false } });
});
afterAll(async () => {
  await app.close();
  await untrusting.close();
});

describe('X-Request-Id is taken from trusted proxies only', () => {
  it('keeps the id a trusted proxy sent', async () => {
    expect(await idFor(app, 'nginx-1f2e3d4c5b6a:req.01_A', '127.0.0.1')).toBe('nginx-1f2e3d4c5b6a:req.01_A');
    expect(await idFor(app, 'a'.repeat(64), '127.0.0.1')).toBe('a'.repeat(64));
  });

  it('makes a fresh id for a client that is not a trusted proxy', async () => {
    const id = await idFor(app, 'chosen-by-the-client', '203.0.113.9');
    expect(id).toMatch(uuid);
    expect(await idFor(untrusting, 'chosen-by-the-client', '127.0.0.1')).toMatch(uuid);
  });

  it('makes a fresh id when the header is too long or has other characters', async () => {
    expect(await idFor(app, 'a'.repeat(65), '127.0.0.1')).toMatch(uuid);
    for (const bad of ['two words', 'line\tbreak', '<script>', 'ünïcode', '']) expect(await idFor(app, bad, '127.0.0.1')).toMatch(uuid);
  });

  it('gives each request without the header its own id', async () => {
    const [one, two] = [(await call(app, 'GET', '/healthz')).headers['x-request-id'], (await call(app, 'GET', '/healthz')).headers['x-request-id']];
    expect(one).toMatch(uuid);
    expect(two).toMatch(uuid);
    expect(one).not.toBe(two);
  });
});
