import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { call, createTestApp, demoPassword } from '../test/test-app.ts';
import { signQuote } from '../modules/checkout/quote-token.ts';
import { deriveKeys } from './keys.ts';

let app: FastifyInstance;
let raw: Uint8Array;
let sid: string;
let memberId: number;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  raw = new TextEncoder().encode(app.config.authSecret);
  const login = await call(app, 'POST', '/api/login', { body: { UserName: 'asha@annapurna.example', Password: demoPassword(app, 'asha@annapurna.example') } });
  token = login.body.data.token;
  memberId = login.body.data.MemberID;
  sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
});
afterAll(async () => {
  await app.close();
});

const sessionToken = (secret: Uint8Array) =>
  new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(memberId)).setIssuedAt().setExpirationTime('1h').sign(secret);

describe('separate keys derived from AUTH_SECRET', () => {
  it('derives three different keys, none of them the secret itself, the same on every server', () => {
    const { session, quote, loginCode } = app.keys;
    for (const key of [session, quote, loginCode]) {
      expect(key).toHaveLength(32);
      expect(Buffer.from(key).equals(Buffer.from(raw))).toBe(false);
    }
    expect(new Set([session, quote, loginCode].map((k) => Buffer.from(k).toString('hex'))).size).toBe(3);
    expect(deriveKeys(raw)).toEqual(app.keys);
    expect(deriveKeys(new TextEncoder().encode('another-secret-another-secret-0123456789')).session).not.toEqual(app.keys.session);
  });

  it('accepts a session token signed with the session key', async () => {
    expect((await call(app, 'GET', '/api/cartdetails', { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/cartdetails', { token: await sessionToken(app.keys.session) })).status).toBe(200);
  });

  it('refuses a session token signed with the raw AUTH_SECRET or with another key', async () => {
    for (const secret of [raw, app.keys.quote, app.keys.loginCode]) {
      const res = await call(app, 'GET', '/api/cartdetails', { token: await sessionToken(secret) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ response: false, msg: 'Your session has expired. Please log in again.', data: null });
    }
  });

  it('refuses an order quote signed with the raw AUTH_SECRET or with the session key', async () => {
    for (const secret of [raw, app.keys.session]) {
      const { token: quote } = await signQuote(secret, { memberId, did: 1, aid: 1, lines: [[1, 1, 100]], cpn: null, cd: 0, dl: 0, pay: 100 });
      const res = await call(app, 'POST', '/api/ordersave', { token, body: { orderData: { quote } } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('This order summary is not valid. Please review your order and place it again.');
    }
  });
});
