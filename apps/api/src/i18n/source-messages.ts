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
    for (const finder of finders) {
      for (const match of text.matchAll(finder)) {
        const message = templateOf(match[2]);
        // Only sentences are messages: a literal with no letter or without an end is some other argument.
        if (/[A-Za-z]/.test(message) && /[.!?:)]$/.test(message.trim()) && !found.has(message)) found.set(message, file);
      }
    }
  }
  return found;
}
