import { afterAll, describe, expect, it } from 'vitest';
import helmet from 'helmet';
import { call, createTestApp } from '../test/test-app.ts';
import { securityHeaders } from './security-headers.ts';

const app = await createTestApp();
afterAll(() => app.close());

describe('security headers', () => {
  it("are helmet's own, worked out once", () => {
    const headers = securityHeaders();
    expect(Object.isFrozen(headers)).toBe(true);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The same options through helmet's own middleware on a real-looking response give the same headers.
    const seen: Record<string, string> = {};
    helmet({ crossOriginEmbedderPolicy: false })({} as never, { setHeader: (k: string, v: string) => (seen[k.toLowerCase()] = v), removeHeader: () => undefined } as never, () => undefined);
    expect(Object.keys(headers).sort()).toEqual(Object.keys(seen).sort());
  });

  it('are on every reply: a call, a refusal, an unknown path and a page', async () => {
    const expected = securityHeaders();
    for (const [method, url] of [
      ['GET', '/api/companydetails'],
      ['GET', '/api/cartdetails'],
      ['GET', '/api/no-such-call'],
      ['POST', '/api/login'],
      ['GET', '/healthz'],
    ] as const) {
      const res = await call(app, method, url, method === 'POST' ? { body: {} } : {});
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${method} ${url}: ${name}`).toBe(value);
    }
  });
});
