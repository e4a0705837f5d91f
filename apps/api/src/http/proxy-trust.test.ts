import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { clientAddress } from './proxy-trust.ts';

describe('the client address of a request Fastify has not seen', () => {
  it('is the address Fastify gives as request.ip, for every TRUST_PROXY setting', async () => {
    const cases = [
      { remoteAddress: '127.0.0.1', forwarded: undefined },
      { remoteAddress: '127.0.0.1', forwarded: '198.51.100.4' },
      { remoteAddress: '127.0.0.1', forwarded: '203.0.113.9, 198.51.100.4' },
      { remoteAddress: '10.0.0.5', forwarded: '198.51.100.4' },
      { remoteAddress: '192.0.2.1', forwarded: '198.51.100.4' },
    ];
    let compared = 0;
    for (const trustProxy of [false, true, '127.0.0.1', 'loopback, 10.0.0.0/8']) {
      const app = Fastify({ trustProxy });
      app.get('/', async (request) => request.ip);
      const ours = clientAddress(trustProxy);
      for (const { remoteAddress, forwarded } of cases) {
        const headers = forwarded ? { 'x-forwarded-for': forwarded } : {};
        const fastify = (await app.inject({ method: 'GET', url: '/', remoteAddress, headers })).body;
        const req = { headers, socket: { remoteAddress }, connection: { remoteAddress } } as unknown as IncomingMessage;
        expect(ours(req), `${String(trustProxy)} ${remoteAddress} ${forwarded}`).toBe(fastify);
        compared++;
      }
      await app.close();
    }
    expect(compared).toBe(20);
  });
});
