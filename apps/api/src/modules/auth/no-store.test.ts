import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, demoPassword } from '../../test/test-app.ts';
import type { Mail } from '../mail/mailer.ts';
import { createMember, signIn } from '../../test/admin-support.ts';

let app: FastifyInstance;
let member: string;
let admin: string;
const sent: Mail[] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.mailer.send = async (mail) => void sent.push(mail);
  ({ member: { token: member }, admin: { token: admin } } = await signIn(app));
});
afterAll(async () => {
  await app.close();
});

describe('replies that carry personal data or tokens are never stored by a cache', () => {
  it.each([
    ['GET', '/api/cartdetails'],
    ['GET', '/api/myorderlist'],
    ['GET', '/api/shipingdetails'],
    ['GET', '/api/changeqty?pid=999999&qty=1'],
    ['POST', '/api/logout'],
  ] as const)('member call %s %s', async (method, url) => {
    const res = await call(app, method, url, { token: member, body: method === 'POST' ? {} : undefined });
    expect(res.status).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/999999'],
  ] as const)('admin call %s %s', async (method, url) => {
    const res = await call(app, method, url, { token: admin });
    expect(res.status).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refusals of member and admin calls too', async () => {
    expect((await call(app, 'GET', '/api/cartdetails')).headers['cache-control']).toBe('no-store');
    expect((await call(app, 'GET', '/api/cartdetails', { token: 'not-a-token' })).headers['cache-control']).toBe('no-store');
    const forbidden = await call(app, 'GET', '/api/admin/dashboard', { token: (await createMember(app)).token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
  });

  it('the password login reply and its refusal', async () => {
    const ok = await call(app, 'POST', '/api/login', { body: { UserName: 'asha@annapurna.example', Password: demoPassword(app, 'asha@annapurna.example') } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toBeTruthy();
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await call(app, 'POST', '/api/login', { body: { UserName: 'asha@annapurna.example', Password: 'wrong-password' } });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the login-with-code reply', async () => {
    await call(app, 'GET', '/api/loginwithotp?username=asha@annapurna.example');
    const code = /login code for .* is:\s+(\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1];
    const res = await call(app, 'POST', '/api/loginwithotp', { body: { username: 'asha@annapurna.example', otp: code } });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public calls keep their own caching', async () => {
    const res = await call(app, 'GET', '/api/companydetails');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
