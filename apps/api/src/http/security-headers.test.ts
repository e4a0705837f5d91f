import { afterAll, describe, expect, it } from 'vitest';
import helmet from 'helmet';
import { call, createTestApp } from '../test/test-app.ts';
import { apiSecurityHeaders, isApiPath, securityHeaders } from './security-headers.ts';

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

  it('are on every reply: JSON replies carry the API set, pages and documents the full set', async () => {
    for (const [method, url, expected] of [
      ['GET', '/api/companydetails', apiSecurityHeaders],
      ['GET', '/api/cartdetails', apiSecurityHeaders],
      ['GET', '/api/no-such-call', apiSecurityHeaders],
      ['POST', '/api/login', apiSecurityHeaders],
      ['GET', '/healthz', apiSecurityHeaders],
      ['GET', '/docs/', securityHeaders()],
      ['GET', '/no-such-page', securityHeaders()],
    ] as const) {
      const res = await call(app, method, url, method === 'POST' ? { body: {} } : {});
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${method} ${url}: ${name}`).toBe(value);
      if (expected === apiSecurityHeaders) expect(res.headers['cross-origin-opener-policy'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('tell API paths from pages by their path alone', () => {
    for (const url of ['/api/productdetails?Pid=1', '/api', '/api?x=1', '/healthz', '/readyz']) expect(isApiPath(url), url).toBe(true);
    for (const url of ['/', '/apiary', '/product/1', '/docs', '/assets/app.js', '/api-docs']) expect(isApiPath(url), url).toBe(false);
  });
});
