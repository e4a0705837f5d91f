import { describe, expect, it } from 'vitest';
import { assertServerConfig, loadConfig } from './config.ts';

const serverConfig = (env: Record<string, string>) => {
  const config = loadConfig(env);
  assertServerConfig(config);
  return config;
};

describe('a server reachable from other machines needs a way to deliver mail', () => {
  it('refuses to start on a public address with neither SMTP_URL nor MAIL_OUTBOX', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => serverConfig({ HOST })).toThrow(
        `SMTP_URL is not set, so mails (login codes included) would only be written to files in DATA_DIR/outbox, but HOST=${HOST} serves other machines. Set SMTP_URL to send real mail, or MAIL_OUTBOX=true to keep the file outbox on purpose.`,
      );
    }
  });

  it('starts with SMTP_URL, or with the file outbox asked for explicitly', () => {
    expect(serverConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).toBe('smtp://mail.example.com:587');
    expect(serverConfig({ HOST: '0.0.0.0', MAIL_OUTBOX: 'true' }).mailOutbox).toBe(true);
    expect(() => serverConfig({ HOST: '0.0.0.0', MAIL_OUTBOX: 'false' })).toThrow(/MAIL_OUTBOX=true/);
  });

  it('starts on loopback without SMTP_URL, as npm start and the browser tests do', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) expect(serverConfig({ HOST }).host).toBe(HOST);
    expect(serverConfig({}).host).toBe('127.0.0.1');
  });
});

describe('empty environment variables count as unset', () => {
  it('takes the defaults for empty values, as compose passes them (ADMIN_EMAIL=)', () => {
    const config = loadConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SMTP_URL: '', AUTH_SECRET: '', DATABASE_URL: '', REDIS_URL: '', PORT: '', HOST: '', SEED_DEMO: '', PUBLIC_URL: '', TRUST_PROXY: '', OUTBOX_KEEP_DAYS: '' });
    expect(config).toMatchObject({ adminEmail: undefined, adminPassword: undefined, smtpUrl: undefined, authSecret: undefined, databaseUrl: undefined, redisUrl: undefined, port: 3000, host: '127.0.0.1', seedDemo: true, publicUrl: 'http://127.0.0.1:3000', trustProxy: 'loopback', outboxKeepDays: 7 });
  });

  it('still refuses a value that is set and wrong', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ OUTBOX_KEEP_DAYS: '0' })).toThrow(/OUTBOX_KEEP_DAYS/);
  });
});

describe('UPI_PAYMENT_MINUTES', () => {
  it('holds an unpaid UPI order for 30 minutes unless set, from 1 minute to a day', () => {
    expect(loadConfig({}).upiPaymentMinutes).toBe(30);
    expect(loadConfig({ UPI_PAYMENT_MINUTES: '' }).upiPaymentMinutes).toBe(30);
    expect(loadConfig({ UPI_PAYMENT_MINUTES: '45' }).upiPaymentMinutes).toBe(45);
    expect(() => loadConfig({ UPI_PAYMENT_MINUTES: '0' })).toThrow('Invalid configuration: UPI_PAYMENT_MINUTES: UPI_PAYMENT_MINUTES must be from 1 to 1440 (a day)');
    expect(() => loadConfig({ UPI_PAYMENT_MINUTES: '1441' })).toThrow(/UPI_PAYMENT_MINUTES must be from 1 to 1440/);
    expect(() => loadConfig({ UPI_PAYMENT_MINUTES: '2.5' })).toThrow(/UPI_PAYMENT_MINUTES must be a whole number of minutes/);
    expect(() => loadConfig({ UPI_PAYMENT_MINUTES: 'soon' })).toThrow(/UPI_PAYMENT_MINUTES/);
  });
});

describe('UNPAID_ORDERS_MAX and OPEN_ORDERS_MAX', () => {
  it('let a member hold 2 unpaid UPI orders and 5 undelivered ones unless set, at least 1 each', () => {
    expect(loadConfig({})).toMatchObject({ unpaidOrdersMax: 2, openOrdersMax: 5 });
    expect(loadConfig({ UNPAID_ORDERS_MAX: '', OPEN_ORDERS_MAX: '' })).toMatchObject({ unpaidOrdersMax: 2, openOrdersMax: 5 });
    expect(loadConfig({ UNPAID_ORDERS_MAX: '3', OPEN_ORDERS_MAX: '10' })).toMatchObject({ unpaidOrdersMax: 3, openOrdersMax: 10 });
    expect(() => loadConfig({ UNPAID_ORDERS_MAX: '0' })).toThrow('Invalid configuration: UNPAID_ORDERS_MAX: UNPAID_ORDERS_MAX must be a whole number of orders, at least 1');
    expect(() => loadConfig({ OPEN_ORDERS_MAX: '1.5' })).toThrow(/OPEN_ORDERS_MAX must be a whole number of orders, at least 1/);
    expect(() => loadConfig({ OPEN_ORDERS_MAX: 'many' })).toThrow(/OPEN_ORDERS_MAX/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset unless given, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow('Invalid configuration: METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters');
  });
});
