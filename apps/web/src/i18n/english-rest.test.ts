import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The English beyond the first page (catalogs/english-rest.ts) comes with the code that shows it: each route whose
// screen is of one of those features imports it, and a first-page feature reaches them only through a part that does.
const src = fileURLToPath(new URL('..', import.meta.url));
const restFeatures = /features\/(checkout|orders|account|addresses)\//;
const importsRest = (text: string) => text.includes("catalogs/english-rest'");
const sourcesOf = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourcesOf(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [join(dir, e.name)] : []));

describe("the English of the screens beyond the first page", () => {
  it('comes with every route that shows them', () => {
    const missing = readdirSync(join(src, 'routes'))
      .map((name) => ({ name, text: readFileSync(join(src, 'routes', name), 'utf8') }))
      .filter(({ text }) => restFeatures.test(text) && !importsRest(text))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('and with every part of them a first-page screen loads', () => {
    const firstPage = ['app', 'ui', 'lib', ...['catalog', 'home', 'search', 'cart', 'delivery', 'auth', 'company', 'marketing'].map((f) => `features/${f}`)];
    const reaching: string[] = [];
    for (const dir of firstPage)
      for (const file of sourcesOf(join(src, dir)))
        for (const [, target] of readFileSync(file, 'utf8').matchAll(/(?:from |import\()'((?:\.\.\/)+(?:features\/)?(?:checkout|orders|account|addresses)[^']*)'/g)) {
          const reached = readFileSync(`${join(file, '..', target)}.tsx`, 'utf8');
          if (!importsRest(reached)) reaching.push(`${file.slice(src.length)} → ${target}`);
        }
    expect(reaching).toEqual([]);
  });
});
