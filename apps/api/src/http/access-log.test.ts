import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../test/test-app.ts';

type Line = { msg: string; level: number; reqId?: string; req?: { url: string }; res?: { statusCode: number }; responseTime?: number };

async function appLogging(accessLogSample: number) {
  const lines: Line[] = [];
  const app = await createTestApp({ config: { logLevel: 'info', accessLogSample }, logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });
  return { app, lines, access: () => lines.filter((l) => l.req && l.res) };
}

const quiet = await appLogging(0);
const every = await appLogging(1);
afterAll(() => Promise.all([quiet.app.close(), every.app.close()]));

describe('the access log', () => {
  it('writes one line per request with its id, status and time, never the two lines of before', async () => {
    await call(every.app, 'GET', '/api/companydetails');
    const [line] = every.access();
    expect(every.access()).toHaveLength(1);
    expect(line).toMatchObject({ msg: 'request completed', level: 30, req: { url: '/api/companydetails' }, res: { statusCode: 200 } });
    expect(typeof line.reqId).toBe('string');
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(every.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });

  it('leaves out the ordinary requests it does not sample, and always logs refusals', async () => {
    for (let i = 0; i < 20; i++) await call(quiet.app, 'GET', '/api/companydetails');
    expect(quiet.access()).toEqual([]);
    await call(quiet.app, 'GET', '/api/cartdetails');
    await call(quiet.app, 'GET', '/api/no-such-call');
    expect(quiet.access().map((l) => [l.req?.url, l.res?.statusCode])).toEqual([
      ['/api/cartdetails', 401],
      ['/api/no-such-call', 404],
    ]);
  });
});
