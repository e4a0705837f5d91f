import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { proxyTrust } from './proxy-trust.ts';

const wellFormed = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: a proxy's X-Request-Id is kept (so its log lines and ours match) only when the request comes
 * from a proxy TRUST_PROXY names, the same rule Fastify applies to X-Forwarded-For, and only when it is a short
 * plain token; anyone else gets a fresh id, so a client cannot write into the logs or pose as another request.
 */
export function requestIdGenerator(trustProxy: boolean | string): (req: IncomingMessage) => string {
  const trusted = proxyTrust(trustProxy);
  return (req) => {
    const given = req.headers['x-request-id'];
    const address = req.socket?.remoteAddress;
    if (typeof given === 'string' && wellFormed.test(given) && address && trusted(address, 0)) return given;
    return randomUUID();
  };
}
