import { hindiOf } from '@shop/contract/hindi';

/** The languages the server answers in; English, the spec's texts, is the default. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/**
 * The language an `Accept-Language` header asks for: Hindi when `hi` (or `hi-IN`…) has a higher q-value than any
 * English or `*` entry, English otherwise (also when the header is missing or malformed). RFC 9110 §12.5.4.
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en';
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

/** A message in the language asked for; a message with no translation stays in English rather than being lost. */
export function translate(message: string, language: Language): string {
  return language === 'hi' ? (hindiOf(message) ?? message) : message;
}
