import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server drew (decision 164), its last part included (decision 170):
 * until then its buttons and fields are the server's HTML only. Returns at once on any other page.
 */
export const appStarted = (page: Page) => page.waitForFunction(() => !document.getElementById('page-data'));

/** Playwright's test, whose page's goto returns once the app runs the page (appStarted), as a shopper's taps need. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
});
