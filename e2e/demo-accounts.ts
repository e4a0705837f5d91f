import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPasswordIn } from '../apps/api/src/db/seed/demo-accounts.ts';
import { callApi } from './api';
import { receivedMails, runFile } from './mail-sink';

/**
 * The demo accounts get random passwords when the e2e server loads the demo shop; it writes them to this file
 * (playwright.config.ts sets DEMO_ACCOUNTS_FILE), and the journeys read them from it as a shop owner would.
 */
export const demoAccountsFile = join(tmpdir(), `shop-e2e-demo-accounts-${process.env.E2E_PORT ?? 3210}.txt`);

export const ASHA = 'asha@annapurna.example';
export const ADMIN = 'admin@annapurna.example';

export function demoPassword(email: string): string {
  return demoPasswordIn(demoAccountsFile, email);
}

/** The code of the first login-code mail to `email` received after `since` mails, waiting for it. */
export async function codeMailedTo(email: string, since: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = receivedMails()
      .slice(since)
      .find((m) => m.to.includes(email) && /login code/.test(m.subject));
    const code = /login code for .* is:\s+(\d{6})/.exec(mail?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No login code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * When this run last had a login code sent to the administrator, kept in a file of the run: each test file loads its
 * own copy of this module, and the shop's limit holds across them.
 */
const adminCodeFile = runFile('admin-code-at');
const lastAdminCodeAt = () => {
  try {
    return Number(readFileSync(adminCodeFile, 'utf8')) || 0;
  } catch {
    return 0;
  }
};

/**
 * Waits until the shop will send the administrator another login code: it sends one a minute per address, so two
 * journeys logging the admin in less than a minute apart would otherwise get 429. The test's time limit grows by the
 * wait.
 */
async function adminCodeWindow() {
  const wait = lastAdminCodeAt() + 61_000 - Date.now();
  if (wait > 0) {
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Notes that a code was just sent to the administrator (called once it arrived, so never before the shop's own clock started). */
const adminCodeSent = () => writeFileSync(adminCodeFile, String(Date.now()));

/**
 * The administrator's session, kept for the rest of the run once a journey has logged in: the shop mails at most five
 * login codes an hour to an address (and then pauses code login), and more journeys than that need the back office.
 * The first journey goes through both steps; the others reuse its session.
 */
const adminSessionKeys = ['authToken', 'MemberName', 'MemberID', 'MemberMob', 'Status', 'Role'] as const;
type AdminSession = Record<(typeof adminSessionKeys)[number], string>;
const adminSessionFile = runFile('admin-session');
const keepAdminSession = (session: AdminSession) => writeFileSync(adminSessionFile, JSON.stringify(session));
function keptAdminSession(): AdminSession | undefined {
  try {
    return JSON.parse(readFileSync(adminSessionFile, 'utf8')) as AdminSession;
  } catch {
    return undefined;
  }
}

/** The administrator's two steps through the API: password, then the mailed code. Returns the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const kept = keptAdminSession();
  if (kept) return kept.authToken;
  await adminCodeWindow();
  const since = receivedMails().length;
  const first = await callApi(request, 'passwordLogin', { body: { UserName: ADMIN, Password: demoPassword(ADMIN), RememberMe: 'false' } });
  expect(first.data).toEqual({ CodeSent: true, Email: ADMIN });
  const otp = await codeMailedTo(ADMIN, since);
  adminCodeSent();
  const second = await callApi(request, 'codeLogin', { body: { username: ADMIN, otp } });
  const { token, MemberName, MemberID, MemberMob, Status } = second.data;
  keepAdminSession({ authToken: token, MemberName, MemberID: String(MemberID), MemberMob: MemberMob ?? '', Status: String(Status), Role: 'admin' });
  return token;
}

/** The administrator's two steps through the screens: /Login with the password, then /EnterOtp with the mailed code. */
export async function adminLogsIn(page: Page) {
  const kept = keptAdminSession();
  if (kept) {
    // Logged in before in this run: the browser gets the session's keys, as the login screens leave them. (On a page of
    // the shop: the tests' goto waits for the app to start, which a picture never does.)
    await page.goto('/');
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(kept));
    await page.goto('/');
    return;
  }
  await adminCodeWindow();
  const since = receivedMails().length;
  await page.goto('/Login');
  await page.getByLabel(/^Username/).fill(ADMIN);
  await page.getByLabel(/^Password/).fill(demoPassword(ADMIN));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/EnterOtp\?email=admin%40annapurna\.example&step=admin$/);
  await expect(page.getByText('Back-office login, step 2 of 2')).toBeVisible();
  const otp = await codeMailedTo(ADMIN, since);
  adminCodeSent();
  await page.getByLabel(/^OTP/).fill(otp);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  keepAdminSession(await page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k) ?? ''])), [...adminSessionKeys]) as AdminSession);
}
