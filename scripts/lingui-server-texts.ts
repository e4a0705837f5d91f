import type { ExtractorType } from '@lingui/conf';

/**
 * Lingui's extractor for the server's texts and the contract's (decision 283): `npm run i18n:extract` collects them
 * into packages/contract/src/locales/{en,hi}.po as it collects the storefront's, and the one catalogue check
 * (apps/web/src/i18n/catalogues.test.ts) fails while one has no Hindi. The API runs without a build, so it has no
 * macros: this reads what it writes instead. A text is
 * - an `` m`…` `` or `` said`…` `` template (packages/contract/src/text.ts), `${value}` becoming `{0}`, `{1}`…;
 * - a plain sentence given to the error helpers (http/reply.ts), set as `msg`, given to ok(), kept in a `…Message` or
 *   UPPER_CASE constant, or a zod `error` or issue `message` text, and in the modules' route and rule files one returned or picked by a
 *   ternary. A plain string is its own id, so the English the server sends is looked up as it is;
 * - a word of a table of words (an object constant named …Words, such as the contract's orderStatusWords, or the
 *   orders' HistoryNote): each value, a sentence or not.
 */
const quoted = String.raw`(['\`])((?:\\.|(?!\1)[^\\])*?)\1`;
const tagged = /\b(?:m|said)`((?:\\.|\$\{(?:[^{}]|\{[^{}]*\})*\}|[^\\`])*)`/g;
const finders = [
  new RegExp(String.raw`\b(?:badRequest|notFound|conflict|forbidden|unauthorized|tooMany)\(\s*` + quoted, 'g'),
  new RegExp(String.raw`new HttpError\(\s*\d+,\s*` + quoted, 'g'),
  new RegExp(String.raw`\bmsg(?:\s*[:=]|\s*\?\?=)\s*` + quoted, 'g'),
  new RegExp(String.raw`\bok\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?,\s*` + quoted + String.raw`\s*\)`, 'g'),
  new RegExp(String.raw`\bmessage:\s*` + quoted, 'g'),
  new RegExp(String.raw`\berror:\s*` + quoted, 'g'),
  new RegExp(String.raw`\b[A-Za-z]*Message\s*=\s*` + quoted, 'g'),
  new RegExp(String.raw`\b[A-Z][A-Z0-9_]+\s*=\s*` + quoted, 'g'),
  new RegExp(String.raw`\bFST_ERR_[A-Z_]+:\s*` + quoted, 'g'),
];
const ternary = String.raw`\?\s*(['\`])((?:\\.|(?!\1)[^\\])*?)\1\s*:\s*(['\`])((?:\\.|(?!\3)[^\\])*?)\3`;
const moduleFinders = [new RegExp(String.raw`\breturn\s+` + quoted, 'g'), new RegExp(ternary, 'g')];
const wordTables = /\b(?:[A-Za-z]*Words|HistoryNote)\s*=\s*\{([^}]*)\}/g;
const tableWord = /:\s*(['"])((?:\\.|(?!\1)[^\\])*?)\1/g;
const notMessages = /[\\/](mail|invoices|admin)[\\/]|page-head\.ts$|order-mails\.ts$/;

/** A template's text as its id: each `${…}` numbered in order, escapes undone. */
export function idOf(template: string): string {
  let n = 0;
  return template.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, () => `{${n++}}`).replace(/\\(.)/g, '$1');
}

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** Only sentences are messages: a plain literal with no letter or without an end is some other argument. */
const isSentence = (text: string) => /[A-Za-z]/.test(text) && /[.!?:)]$/.test(text.trim());

export const serverTexts: ExtractorType = {
  match: (filename) => /[\\/](apps[\\/]api|packages[\\/]contract)[\\/]src[\\/].*\.ts$/.test(filename) && !/\.test\.ts$|[\\/]src[\\/](test|db)[\\/]/.test(filename),
  extract(filename, code, onMessageExtracted) {
    const found = (id: string, index: number) => onMessageExtracted({ id, message: id, origin: [filename, lineOf(code, index)] });
    for (const match of code.matchAll(tagged)) found(idOf(match[1]), match.index);
    for (const table of code.matchAll(wordTables)) for (const word of table[1].matchAll(tableWord)) found(word[2].replace(/\\(.)/g, '$1'), table.index);
    const inModule = /[\\/]modules[\\/]/.test(filename) && !notMessages.test(filename);
    for (const finder of inModule ? [...finders, ...moduleFinders] : finders) {
      for (const match of code.matchAll(finder)) {
        for (const literal of [match[2], match[4]]) {
          if (literal === undefined) continue;
          const id = idOf(literal);
          if (isSentence(id)) found(id, match.index);
        }
      }
    }
  },
};
