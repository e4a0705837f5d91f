import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp } from '../test/test-app.ts';
import { maskUrl } from './log-serializers.ts';

/** Log lines name no login address, and a failed statement's parameters (addresses, password hashes) are left out. */
const lines: string[] = [];
const app = await createTestApp({ config: { env: 'production', logLevel: 'trace', accessLogSample: 1 }, logStream: { write: (line) => void lines.push(line) } });
afterAll(() => app.close());

describe('log lines', () => {
  it('mask the login address in a requested URL, however the key is written', async () => {
    const address = 'sunita.logged@example.com';
    expect((await call(app, 'GET', `/api/loginwithotp?username=${encodeURIComponent(address)}`)).status).toBe(200);
    await call(app, 'GET', `/api/product?page=1&Email=${encodeURIComponent(address)}`);
    await call(app, 'GET', `/api/product?page=1&e%6Dail=${encodeURIComponent(address)}`);
    const text = lines.join('');
    expect(text).toContain('/api/loginwithotp?username=[masked]');
    expect(text).toContain('/api/product?page=1&Email=[masked]');
    // The development mailer's own line names its recipient; no request line does.
    const requestLines = lines.filter((l) => /"req(Id)?":/.test(l) && !l.includes('"msg":"mail to '));
    expect(requestLines.length).toBeGreaterThanOrEqual(3);
    expect(requestLines.filter((l) => l.includes('sunita.logged'))).toEqual([]);
  });

  it('leave out the parameters and detail of a failed insert', async () => {
    // The database refuses every new member, quoting the address as a unique violation would.
    await app.db.execute(sql`create function refuse_member() returns trigger language plpgsql as $$
      begin raise exception 'members are refused' using detail = 'Key (email)=(' || new.email || ') already exists.'; end $$`);
    await app.db.execute(sql`create trigger refuse_member before insert on members for each row execute function refuse_member()`);
    const address = 'ravi.refused@example.com';
    const password = 'Ravi-secret-9876';
    const res = await call(app, 'POST', '/api/memberregistraion', {
      body: { Firstname: 'Ravi', Lastname: 'Kumar', Email: address, Pincode: '560001', Password: password, ConfirmPassword: password },
    });
    expect(res.status).toBe(500);
    const failed = lines.filter((l) => l.includes('request failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('members are refused');
    const text = lines.join('');
    expect(text).not.toContain('ravi.refused');
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain(password);
  });
});

describe('maskUrl', () => {
  it.each([
    ['/api/loginwithotp?username=a%40b.in', '/api/loginwithotp?username=[masked]'],
    ['/x?token=abc&page=2&OTP=123456#top', '/x?token=[masked]&page=2&OTP=[masked]#top'],
    ['/x?user%6Eame=a@b.in&code=9', '/x?user%6Eame=[masked]&code=[masked]'],
    ['/x?page=2', '/x?page=2'],
    ['/x', '/x'],
  ])('%s', (url, masked) => expect(maskUrl(url)).toBe(masked));
});
