import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { callApi, sendCall } from './api';
import { receivedMails, waitForMail } from './mail-sink';

// A shopper's account journeys: sign up, both logins, logout in every tab, and closing the account. Mail is read
// from the SMTP sink the e2e server sends to, as the shopper would read their inbox.

const password = 'green-cardamom-7';
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.in`;

async function signUpByApi(page: Page, email: string, first = 'Priya') {
  await callApi(page.request, 'register', { body: { Firstname: first, Lastname: 'Sharma', Email: email, Mobile: '98450 12345', Pincode: '411001', Password: password, ConfirmPassword: password } });
}

async function logInByForm(page: Page, email: string) {
  await page.goto('/Login');
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

test('a shopper signs up, logs in and logs out, and every open tab follows', async ({ page, context }) => {
  const email = uniqueEmail('priya');
  await page.goto('/Sign-Up');
  await page.getByLabel(/^First Name/).fill('Priya');
  await page.getByLabel(/^Last Name/).fill('Sharma');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Pincode/).fill('011001');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill('green-cardamom-8');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Pincode must be 6 digits and cannot start with 0.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel(/^Pincode/).fill('411001');
  await page.getByLabel(/^Mobile number/).fill('98450 12345');
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Registration successful! Please log in with your email and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByLabel(/^Username/)).toHaveValue(email);
  const welcome = await waitForMail((m) => m.to.includes(email));
  expect(welcome.subject).toBe('Welcome to Annapurna Organics: please confirm your e-mail');
  // The mail's link opens a page that confirms only when the button is pressed.
  const link = /https?:\/\/[^\s]+\/confirm-email\?token=[\w.-]+/.exec(welcome.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();

  // Signing up again with the same address answers as a new sign-up does (it tells nobody who has an account here);
  // the account's owner is told by mail instead.
  await page.goto('/Sign-Up');
  await page.getByLabel(/^First Name/).fill('Priya');
  await page.getByLabel(/^Last Name/).fill('Again');
  await page.getByLabel(/^Email Address/).fill(email.toUpperCase());
  await page.getByLabel(/^Pincode/).fill('411001');
  await page.getByLabel(/^Mobile number/).fill('98450 12346');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! Please log in with your email and password.')).toBeVisible();
  const notice = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Someone tried to sign up'));
  expect(notice.text).toContain('No account was created and nothing changed on yours.');

  await page.goto('/Login');
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed: Invalid username or password.' })).toBeVisible();

  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const stored = await storage(page);
  expect(stored).toMatchObject({ MemberName: 'Priya Sharma', Status: '1', Role: 'member' });
  expect(stored.authToken?.split('.')).toHaveLength(3);
  const token = stored.authToken;

  // A second tab on the account page.
  const other = await context.newPage();
  await other.goto('/orders?activeTab=privacy');
  await expect(other.getByRole('heading', { name: 'My Account' })).toBeVisible();

  await page.getByRole('button', { name: /Account of Priya/ }).click();
  // A shopper's menu has no way to the back office.
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storage(page)).not.toHaveProperty('authToken');
  expect(await storage(page)).not.toHaveProperty('Role');

  // The other tab leaves the account page by itself, and the old token is dead on the server.
  await expect(other).toHaveURL(/\/Login$/);
  await expect.poll(async () => (await sendCall(page.request, 'logout', {}, token)).status()).toBe(401);
});

test('a shopper logs in with a code from the mail and returns to the page they wanted', async ({ page }) => {
  const email = uniqueEmail('arjun');
  await signUpByApi(page, email, 'Arjun');

  await page.goto('/orders?activeTab=myAddresses');
  await expect(page).toHaveURL(/\/Login$/);
  await page.getByRole('link', { name: 'Login with Email' }).click();
  await expect(page).toHaveURL(/\/LoginwithEmail$/);

  const send = page.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeDisabled();
  await page.getByLabel(/^Email Address/).fill('arjun@');
  await page.getByLabel(/^Email Address/).blur();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await page.getByLabel(/^Email Address/).fill(`  ${email.toUpperCase()} `);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page).toHaveURL(new RegExp(`/EnterOtp\\?email=${encodeURIComponent(email).replace(/\./g, '\\.')}$`));
  await expect(page.getByText(`For: ${email}`)).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(email) && /login code/.test(m.subject));
  const code = /login code for Annapurna Organics is:\s+(\d{6})/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // The code reached the inbox only: not this browser's storage.
  expect(JSON.stringify(await storage(page))).not.toContain(code);
  expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))).not.toContain(code);

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please enter the OTP', { exact: true })).toBeVisible();
  const wrong = code === '111111' ? '222222' : '111111';
  await page.getByLabel('OTP').fill(wrong);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP. Please try again.' })).toBeVisible();

  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?activeTab=myAddresses$/);
  expect((await storage(page)).MemberName).toBe('Arjun Sharma');

  // The account page's own Logout goes home, not to the login screen.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page)).not.toHaveProperty('authToken');
});

test('the code page without an e-mail says so and goes home after 2 seconds', async ({ page }) => {
  await page.goto('/EnterOtp');
  await expect(page.getByRole('alert').filter({ hasText: 'Email not found. Redirecting to login page...' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test('a shopper deletes the account: data erased, logged out, the old login no longer works', async ({ page }) => {
  const email = uniqueEmail('neha');
  await signUpByApi(page, email, 'Neha');
  await logInByForm(page, email);

  await page.goto('/orders?activeTab=privacy');
  await page.getByRole('button', { name: 'Read More' }).click();
  await expect(page.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();
  await page.getByRole('button', { name: 'Request to delete account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  const reasons = page.getByRole('group', { name: 'Why would you like to delete your account?' }).getByRole('radio');
  await expect(reasons).toHaveCount(6);
  await page.getByLabel('You are sending me too many emails/notifications').check();
  await expect(page.getByText('You selected: You are sending me too many emails/notifications')).toBeVisible();
  await page.getByLabel('Please provide additional details (optional)').fill('Two mails a week is too many for me.');
  await page.getByRole('button', { name: 'Delete Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  // A token alone does not close an account: the password is asked for, and a wrong one keeps the dialog open.
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('dialog').getByText('Please enter your password.')).toBeVisible();
  await page.getByRole('dialog').getByLabel(/^Current password/).fill('not-my-password');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('dialog').getByText('That password is not right. Please try again.')).toBeVisible();
  await page.getByRole('dialog').getByLabel(/^Current password/).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();

  await expect(page.getByText('Your account has been deleted. We are sorry to see you go.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page)).not.toHaveProperty('authToken');
  const goodbye = await waitForMail((m) => m.to.includes(email) && /deleted/.test(m.subject));
  expect(goodbye.text).toContain('Hello Neha,');

  await page.goto('/Login');
  await page.getByLabel(/^Username/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed: Invalid username or password.' })).toBeVisible();

  // No code is sent to the address any more.
  const before = receivedMails().length;
  await sendCall(page.request, 'requestLoginCode', { query: { username: email } });
  const after = await waitForMail((m) => m.to.includes(email) && m.subject.includes('login request'));
  expect(after.text).not.toMatch(/\b\d{6}\b/);
  expect(receivedMails().length).toBeGreaterThan(before);
});

test('a shopper changes the password on Login & Security: other devices are logged out, this one stays', async ({ page, browser }) => {
  const email = uniqueEmail('ravi');
  await signUpByApi(page, email, 'Ravi');
  const laptop = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/130.0' });
  const other = await laptop.newPage();
  await logInByForm(other, email);
  await logInByForm(page, email);

  await page.goto('/orders?activeTab=security');
  const devices = page.getByRole('region', { name: 'Where you are logged in' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.filter({ hasText: 'Firefox on Linux' })).toHaveCount(1);

  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill('wrong-password-1');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('new-cardamom-8');
  await form.getByRole('textbox', { name: 'New password again', exact: true }).fill('new-cardamom-8');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('That password is not right. Please try again.')).toBeVisible();
  await form.getByLabel(/^Current password/).fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. You have been logged out on your other devices.')).toBeVisible();
  await expect(devices).toHaveCount(1);

  // The other device finds its session over at its next call.
  await other.goto('/orders');
  await expect(other).toHaveURL(/\/Login$/);
  await laptop.close();

  await page.getByRole('button', { name: 'Log out everywhere' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page.getByText('You have been logged out everywhere.')).toBeVisible();
  expect(await storage(page)).not.toHaveProperty('authToken');
});
