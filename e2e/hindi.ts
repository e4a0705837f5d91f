import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import PO from 'pofile';

// The catalogues read by the journeys in Hindi (the storefront's, and the contract's with the server's messages): a
// test names a text by its English (as the code writes it) and finds the Hindi the shopper sees, so the journeys hold
// whatever the translators write.
const sources = [join(import.meta.dirname, '..', 'apps', 'web', 'src'), join(import.meta.dirname, '..', 'packages', 'contract', 'src')];

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return catalogueFiles(path);
    return e.name === 'hi.po' && dir.endsWith('locales') ? [path] : [];
  });
}

const catalogue = new Map<string, string>();
for (const file of sources.flatMap(catalogueFiles)) {
  for (const item of PO.parse(readFileSync(file, 'utf8')).items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
}

/** The Hindi of a storefront text, its `{name}` placeholders filled; throws for a text the catalogues do not have. */
export function hindi(english: string, values: Record<string, string | number> = {}): string {
  const found = catalogue.get(english);
  if (found === undefined) throw new Error(`No storefront text "${english}" in the catalogues`);
  return found.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/**
 * The storefront's English sentences (catalogue texts and server messages of three words or more, their fixed parts)
 * that a page in Hindi still shows; a shopper reading Hindi should meet none.
 */
const englishSentences = [...catalogue.keys()]
  .flatMap((text) => text.replace(/<\/?\d+>/g, '').split(/\{[^}]*\}/))
  .map((part) => part.trim())
  .filter((part) => /^[A-Z][a-z]+( [a-zA-Z',]+){2,}/.test(part));

/** How many sentences the check looks for (a test makes sure the list is not empty). */
export const englishSentenceCount = englishSentences.length;

export async function englishLeftOn(page: Page): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return englishSentences.filter((sentence) => shown.includes(sentence));
}

/** The device chooses Hindi before the shop loads, as a shopper who chose it earlier comes back. */
export async function chooseHindiBeforeLoad(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('Language')) localStorage.setItem('Language', 'hi');
  });
}
