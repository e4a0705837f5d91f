import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { translated, type Text } from '@shop/contract/text';

/** The languages the server answers in; English, the spec's texts, is the default. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/**
 * The language an `Accept-Language` header asks for: Hindi when `hi` (or `hi-IN`…) has a higher q-value than any
 * English or `*` entry, English otherwise (also when the header is missing or malformed). RFC 9110 §12.5.4.
 */
export function languageOf(header: string | undefined): Language {
  // Read for every API reply (twice: its msg, then its Content-Language): most headers name no Hindi at all.
  if (!header || !/hi/i.test(header)) return 'en';
  let hindi = 0;
  let english = 0;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    const primary = tag.trim().split('-')[0];
    if (primary === 'hi') hindi = Math.max(hindi, weight);
    else if (primary === 'en' || primary === '*') english = Math.max(english, weight);
  }
  return hindi > 0 && hindi >= english ? 'hi' : 'en';
}

const catalogueUrl = new URL('../../../../packages/contract/src/locales/hi.po', import.meta.url);

/** The server's Hindi catalogue, read and compiled the first time a Hindi text is asked for (English never needs it). */
function readHindi(): { i18n: I18n; messages: Messages } {
  const messages: Messages = {};
  for (const item of PO.parse(readFileSync(catalogueUrl, 'utf8')).items) {
    if (item.msgstr[0] && !item.obsolete) messages[item.msgid] = compileMessageOrThrow(item.msgstr[0]);
  }
  return { i18n: setupI18n({ locale: 'hi', messages: { hi: messages } }), messages };
}

let hindi: ReturnType<typeof readHindi> | undefined;

/**
 * A text in the language asked for (decision 283): English as it was written; Hindi from the catalogue, its values
 * put in (a value that is a Text translated too). A text the catalogue lacks stays in English rather than being lost.
 */
export function translate(message: string | Text, language: Language): string {
  if (language === 'en') return String(message);
  const { i18n, messages } = (hindi ??= readHindi());
  return translated(message, (id, values) => (id in messages ? i18n._(id, values) : undefined));
}
