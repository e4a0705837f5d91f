import { defineConfig, devices } from '@playwright/test';
import { calls } from '@shop/contract/calls';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';
import { smtpPort } from './e2e/mail-sink';
import { demoAccountsFile } from './e2e/demo-accounts';

const port = Number(process.env.E2E_PORT ?? 3210);
const resultsDir = process.env.CI_RESULTS_DIR;

export default defineConfig({
  testDir: './e2e',
  // An SMTP server that receives the shop's mail, so journeys can read a login code from the inbox.
  globalSetup: './e2e/mail-sink.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: resultsDir ? [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // The demo member is shared by every journey of a run, and several leave an order open (shipped, or cancelled only
  // when the run ends): OPEN_ORDERS_MAX is raised so the journeys do not meet the per-member limit (decision 201).
  webServer: {
    command: `node --import tsx apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}${calls.companyDetails.path}`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'true', WEB_DIST: process.env.WEB_DIST ?? '', AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, DEMO_ACCOUNTS_FILE: demoAccountsFile, OPEN_ORDERS_MAX: '20' },
  },
});
