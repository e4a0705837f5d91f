import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { languageOfCookies } from '@shop/contract/language-cookie';
import { messages as english } from './catalogs/english';
import { localeTag, rememberForPages, storedLanguage, storeLanguage, type Language } from './language';
import { whenIdle } from '../lib/deferred';
import { translated } from '@shop/contract/text';

/** The browser's texts: English from the start, Hindi once its chunk has loaded. */
export { i18n };

i18n.load('en', english);
i18n.activate('en');

type HindiTexts = typeof import('./catalogs/hindi');

/**
 * The Hindi texts and the Hindi names of states and cities: the server has them from its start (entry.server.tsx),
 * the browser once a page in Hindi has loaded their chunk.
 */
let hindi: HindiTexts | null = null;

/** English beyond the first page's, which the browser loads with the screens that show it (english-rest.ts). */
let englishRest: Messages = {};

/** On the server: every text, for every page drawn in either language. */
export function serveTexts(texts: { hindi: HindiTexts; englishRest: Messages }) {
  hindi = texts.hindi;
  englishRest = texts.englishRest;
}

const serverTexts = new Map<Language, I18n>();

/**
 * The texts a page is drawn in on the server: one instance per language, shared by every page in that language and
 * never switched, so two pages drawn at once in two languages each get their own (decision 173).
 */
export function serverI18n(language: Language): I18n {
  let texts = serverTexts.get(language);
  if (!texts) {
    texts = setupI18n({ locale: language, messages: { [language]: language === 'hi' && hindi ? hindi.messages : { ...english, ...englishRest } } });
    serverTexts.set(language, texts);
  }
  return texts;
}

/** The texts of a page's head (route `meta`): the server's for the page's language, the browser's own. */
export const headI18n = (language: Language): I18n => (typeof window === 'undefined' ? serverI18n(language) : i18n);

/** The contract's Hindi (validation messages), in the browser's Hindi texts once its own chunk has loaded. */
let contractHindi = false;

async function load(language: Language) {
  if (language === 'en' || hindi) return;
  // Validation messages show only after the shopper types: their Hindi loads once the page is idle.
  whenIdle(() => void import('@shop/contract/locales/hi.po').then((m) => (i18n.load('hi', m.messages), (contractHindi = true))).catch(() => undefined), 1000);
  const texts = await import('./catalogs/hindi');
  i18n.load('hi', texts.messages);
  hindi = texts;
}

function activate(language: Language) {
  i18n.activate(language);
  document.documentElement.lang = localeTag(language);
}

/** The language the server drew the page in (its `<html lang>`), before hydrating: its texts loaded and active. */
export async function startLanguage(): Promise<void> {
  const drawnIn: Language = document.documentElement.lang === localeTag('hi') ? 'hi' : 'en';
  try {
    await load(drawnIn);
    i18n.activate(drawnIn);
  } catch {
    // The Hindi chunk could not be fetched (offline, a new deployment): the page goes on in English.
  }
}

/**
 * After hydrating: a device that chose another language than the page came in (no cookie yet, or a choice made in
 * another tab) switches to it; a device that chose Hindi before the cookie existed gets the cookie.
 */
export function settleDeviceLanguage() {
  const chosen = storedLanguage();
  if (chosen === 'hi' && languageOfCookies(document.cookie) !== 'hi') rememberForPages('hi');
  if (chosen && chosen !== currentLanguage()) void changeLanguage(chosen).catch(() => undefined);
}

/** Switches the storefront's language and remembers it on this device. */
export async function changeLanguage(language: Language) {
  await load(language);
  activate(language);
  storeLanguage(language);
}

/** The browser's language now (the API's `Accept-Language`). */
export const currentLanguage = (): Language => (i18n.locale === 'hi' ? 'hi' : 'en');

/** An English message of the contract (a form's validation message) in `language`, by the contract's catalogue (decision 283). */
export function translateMessage(message: string, language: string): string {
  if (language !== 'hi' || !contractHindi || i18n.locale !== 'hi') return message;
  return translated(message, (id, values) => (i18n.messages[id] === undefined ? undefined : i18n._(id, values)));
}

/** A state's or a city's name (the API's English name) in `language`; one the list lacks as it is. */
export function placeName(kind: 'state' | 'city', name: string, language: string): string {
  if (language !== 'hi' || !hindi) return name;
  return kind === 'state' ? hindi.hindiStateName(name) : hindi.hindiCityName(name);
}

/**
 * After a login: a device that chose a language keeps it and writes it to the account (so mails follow what the
 * member reads); a device that never chose takes the account's (decision 149).
 */
export async function settleLanguage(accountLanguage: Language, saveOnAccount: (language: Language) => Promise<unknown>) {
  const chosen = storedLanguage();
  if (chosen === null) {
    if (accountLanguage !== currentLanguage()) await changeLanguage(accountLanguage).catch(() => undefined);
  } else if (chosen !== accountLanguage) {
    await saveOnAccount(chosen).catch(() => undefined);
  }
}
