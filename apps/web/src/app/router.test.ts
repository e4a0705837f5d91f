import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The router names each lazy screen's feature beside its import: the feature decides whether the screen waits for the
// English beyond the first page (i18n.ts `screenTexts`). Read from the source, so a screen moved to another folder
// cannot keep a stale name.
const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const screens = [...source.matchAll(/page\('([a-z]+)', \(\) => import\('([^']+)'\)/g)].map(([, feature, path]) => ({ feature, path }));

describe("the router's lazy screens", () => {
  it('each names the folder its code is imported from', () => {
    expect(screens.length).toBeGreaterThan(20);
    expect(source.match(/\bpage\(/g)?.length).toBe(screens.length + 1); // and page's own definition
    for (const { feature, path } of screens) expect(feature, path).toBe(/^\.\.\/features\/([a-z]+)\//.exec(path)?.[1] ?? 'app');
  });
});
