import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether an address is a proxy TRUST_PROXY names (true: every one), as Fastify reads the option. */
export function proxyTrust(trustProxy: boolean | string): (address: string, hop: number) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

/** The client's address as Fastify's `request.ip` gives it, for a request Fastify has not seen (early-replies.ts). */
export function clientAddress(trustProxy: boolean | string): (req: IncomingMessage) => string | undefined {
  if (trustProxy === false) return (req) => req.socket.remoteAddress;
  const trusted = proxyTrust(trustProxy);
  return (req) => proxyAddr.all(req, trusted).at(-1);
}
