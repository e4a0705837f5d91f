import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until React has taken over the page the server drew (decision 173; root.tsx marks `<html data-ready>`):
 * until then its buttons and fields are the server's HTML only.
 */
export const appStarted = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);

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
