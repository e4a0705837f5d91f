// Vitest's global setup of the API suite: the web app's build is there and current before any test file starts, for
// the tests that draw the storefront's pages (pages/*.test.ts) and the start checks.
import { ensureWebBuild } from '../../../../scripts/web-build.mjs';

export default function setup() {
  if (!ensureWebBuild()) throw new Error('The web app did not build: the page tests need it.');
}
