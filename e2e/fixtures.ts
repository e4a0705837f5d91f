import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until React has taken over the page the server drew (decision 173; the app marks `<html data-ready>`,
 * lib/early-taps.tsx): until then its buttons and fields are the server's HTML only (taps are held, decision 288).
 */
export const appStarted = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);

/**
 * A page whose goto and reload return once the app runs the page it loaded (appStarted), as a shopper's taps need: a
 * tap on the server's HTML before React has taken it over waits for it. Only for HTML (a picture or a PDF never starts
 * the app), and not when the test asks for the response only (waitUntil: 'commit').
 */
function waitsForTheApp(page: Page) {
  const started = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await appStarted(page);
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => (options?.waitUntil === 'commit' ? goto(url, options) : started(await goto(url, options)));
  const reload = page.reload.bind(page);
  page.reload = async (options) => started(await reload(options));
}

/** Every page of a context that runs scripts waits for the app (a context without JavaScript shows the server's HTML). */
function pagesWaitForTheApp(context: BrowserContext, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return;
  for (const page of context.pages()) waitsForTheApp(page);
  context.on('page', waitsForTheApp);
}

/**
 * Playwright's test, whose pages wait for the app after goto and reload: the test's own page, and those of the
 * contexts a journey opens for a second person (browser.newContext).
 */
export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    pagesWaitForTheApp(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        pagesWaitForTheApp(context, options?.javaScriptEnabled);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
