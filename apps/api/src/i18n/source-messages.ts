import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every envelope message the server can send, as written in the source: the texts passed to the error helpers
 * (http/reply.ts), set as `msg`, given to ok(), kept in constants, and the contract's zod error texts. A `${value}` in a template
 * literal becomes `{}`, as the catalogue (@shop/contract/hindi) writes its patterns. Used by the test that fails when one has no
 * Hindi translation; read from the files so a new message cannot be forgotten.
 */
const quoted = String.raw`(['\`])((?:\\.|(?!\1)[^\\])*?)\1`;
const finders = [
  new RegExp(String.raw`\b(?:badRequest|notFound|conflict|forbidden|unauthorized|tooMany)\(\s*` + quoted, 'g'),
  new RegExp(String.raw`new HttpError\(\s*\d+,\s*` + quoted, 'g'),
  new RegExp(String.raw`\bmsg(?:\s*[:=]|\s*\?\?=)\s*` + quoted, 'g'),
  new RegExp(String.raw`\bok\((?:[^()]|\([^()]*\))*?,\s*` + quoted + String.raw`\s*\)`, 'g'),
  new RegExp(String.raw`\berror:\s*` + quoted, 'g'),
  new RegExp(String.raw`\b[A-Za-z]*Message\s*=\s*` + quoted, 'g'),
  // Messages kept in constants: EMAIL_TAKEN = '…'.
  new RegExp(String.raw`\b[A-Z][A-Z0-9_]+\s*=\s*` + quoted, 'g'),
  new RegExp(String.raw`\bFST_ERR_[A-Z_]+:\s*` + quoted, 'g'),
];

// Sentences a module's function returns or picks in a ternary (a cart line's problem, a coupon's refusal, ok()'s
// message chosen by a condition): read only in the modules' route and rule files, not in mails, the invoice PDF or
// the command line, whose texts are not envelope messages.
const ternary = String.raw`\?\s*(['\`])((?:\\.|(?!\1)[^\\])*?)\1\s*:\s*(['\`])((?:\\.|(?!\3)[^\\])*?)\3`;
const moduleFinders = [new RegExp(String.raw`\breturn\s+` + quoted, 'g'), new RegExp(ternary, 'g')];
const notMessages = /[\\/](mail|invoices|admin)[\\/]|page-head\.ts$|order-mails\.ts$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `${expr}` to `{}`, escapes undone. */
const templateOf = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '{}').replace(/\\(.)/g, '$1');

export function sourceMessages(roots: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of roots.flatMap(filesUnder)) {
    const text = readFileSync(file, 'utf8');
    const inModule = /[\\/]modules[\\/]/.test(file) && !notMessages.test(file);
    for (const finder of inModule ? [...finders, ...moduleFinders] : finders) {
      for (const match of text.matchAll(finder)) {
        for (const literal of [match[2], match[4]]) {
          if (literal === undefined) continue;
          const message = templateOf(literal);
          // Only sentences are messages: a literal with no letter or without an end is some other argument.
          if (/[A-Za-z]/.test(message) && /[.!?:)]$/.test(message.trim()) && !found.has(message)) found.set(message, file);
        }
      }
    }
  }
  return found;
}
