import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

// The one check that every text has its Hindi (decisions 148, 283), for the storefront and the server alike: every
// catalogue against its code (the storefront's marked texts, and the server's and the contract's messages, mails and
// PDFs that lingui.config.ts's server extractor collects), every text in its catalogue and with Hindi, and a server
// text's Hindi naming exactly the values its English has. The build also refuses a missing Hindi; this names the
// text and its file.
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const devanagari = /[\u0900-\u097F]/;

/** Texts whose Hindi may be written without Devanagari (a name, a code or a unit a Hindi page writes in Latin). */
const latinInHindi = new Set(['UPI', 'GST', 'OTP', 'FSSAI', 'GSTIN', 'HSN', 'MRP', 'PDF', 'English']);
/** A text whose words, values and markup aside, are all such names ("GSTIN {gstin}"). */
const onlyLatinNames = (text: string) =>
  text
    .replace(/\{[^}]*\}|<\/?\d+>/g, ' ')
    .split(/[\s.,:;()·]+/)
    .filter(Boolean)
    .every((word) => latinInHindi.has(word));

/** The values a text names, in order of their names: `{0}`, `{name}`. */
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join();

describe('translations', () => {
  it('every marked text is in its catalogue and has Hindi', { timeout: 60_000 }, async () => {
    const config = getConfig({ cwd: webRoot, configPath: `${webRoot}/lingui.config.ts`, skipValidation: true });
    const problems: string[] = [];
    let texts = 0;
    for (const catalog of await getCatalogs(config)) {
      const collected = await catalog.collect();
      if (!collected) throw new Error(`Could not read the sources of ${catalog.path}`);
      const english = (await catalog.read('en')) ?? {};
      const hindi = (await catalog.read('hi')) ?? {};
      for (const [id, found] of Object.entries(collected)) {
        texts++;
        const where = `${found.message ?? id}  (${found.origin?.[0]?.[0] ?? catalog.path})`;
        if (!(id in english)) problems.push(`not extracted, run \`npm run i18n:extract\`: ${where}`);
        const hi = hindi[id]?.translation ?? '';
        if (!hi) problems.push(`no Hindi: ${where}`);
        else if (!devanagari.test(hi) && !onlyLatinNames(hi) && /[A-Za-z]{3}/.test(found.message ?? '')) problems.push(`Hindi without Devanagari: ${where} → ${hi}`);
        else if (hi && !/\{[a-z]+,/.test(hi) && placeholders(hi) !== placeholders(found.message ?? id)) problems.push(`Hindi with other values than its English: ${where} → ${hi}`);
      }
    }
    expect(problems).toEqual([]);
    expect(texts).toBeGreaterThan(20);
  });
});
