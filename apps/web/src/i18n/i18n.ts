import { i18n } from '@lingui/core';
import { firstPageFeatures, messages as english } from './catalogs/english';
import { languageOfCookies } from '@shop/contract/language-cookie';
import { localeTag, rememberForPages, storedLanguage, storeLanguage, type Language } from './language';
import { whenIdle } from '../lib/deferred';

export { i18n };

i18n.load('en', english);
i18n.activate('en');

let englishRest: Promise<void> | null = null;
/** The English of the screens not on the first page (one chunk), fetched once. */
export function loadEnglishRest(): Promise<void> {
  englishRest ??= import('./catalogs/english-rest').then(
    (rest) => i18n.load('en', rest.messages),
    (e: unknown) => {
      englishRest = null;
      throw e;
    },
  );
  return englishRest;
}

/** Whether a screen beyond the first page has been asked for: in English it needs the rest of the texts. */
let restAskedFor = false;

/**
 * The device's language while startLanguage loads its texts: a drawn page's screen is loaded meanwhile (main.tsx,
 * decisions 164 and 169), for that language, not for the English active until then.
 */
let starting: Language | null = null;

/**
 * What a lazy screen of `feature` (its folder under features/, or `app` for the shell's own screens) waits for
 * besides its code (router.tsx): the English of the screens beyond the first page, when it is one of them and the
 * page is in English. A first-page screen's English ships with the first page, and Hindi's chunk holds every text, so
 * the cart, the catalogue's pages and any page in Hindi wait for nothing more.
 */
export function screenTexts(feature: string): Promise<void> {
  if (feature === 'app' || firstPageFeatures.has(feature)) return Promise.resolve();
  restAskedFor = true;
  return (starting ?? currentLanguage()) === 'en' ? loadEnglishRest() : Promise.resolve();
}

// A text of those screens shown before its chunk (a screen added to the first page without its catalogue): fetch it
// and show the page again, rather than keep a message id on screen.
i18n.on('missing', ({ locale }) => {
  if (locale === 'en') void loadEnglishRest().catch(() => undefined);
});

/** The contract's Hindi for an English message (validation messages), there once the Hindi chunk has loaded. */
let hindiOf: ((message: string) => string | undefined) | null = null;

/** The Hindi names of states and cities, there once the Hindi chunk has loaded (so always while Hindi is shown). */
let hindiPlaces: { state: (name: string) => string; city: (name: string) => string } | null = null;

let hindiLoaded = false;
async function load(language: Language) {
  // Back to English on a screen beyond the first page (one shown in Hindi so far): its English first.
  if (language === 'en') return restAskedFor ? loadEnglishRest() : undefined;
  if (hindiLoaded) return;
  // Validation messages show only after the shopper types: their Hindi loads once the page is idle, after its first
  // paint, not beside the code and texts that paint holds for.
  if (typeof window !== 'undefined') whenIdle(() => void import('@shop/contract/hindi').then((m) => (hindiOf = m.hindiOf)).catch(() => undefined), 1000);
  const hindi = await import('./catalogs/hindi');
  i18n.load('hi', hindi.messages);
  hindiPlaces = { state: hindi.hindiStateName, city: hindi.hindiCityName };
  hindiLoaded = true;
}

function activate(language: Language) {
  i18n.activate(language);
  document.documentElement.lang = localeTag(language);
}

/** Before the first render: the language this device chose, its messages loaded (Hindi's chunk only when chosen). */
export async function startLanguage() {
  const language = storedLanguage() ?? 'en';
  // A device that chose before the cookie existed gets it now.
  if (language === 'hi' && languageOfCookies(document.cookie) !== 'hi') rememberForPages(language);
  // The page may have come in Hindi (its cookie) to a device that reads English.
  if (language === 'en') {
    document.documentElement.lang = localeTag('en');
    return;
  }
  starting = language;
  try {
    await load(language);
    activate(language);
  } catch {
    // The Hindi chunk could not be fetched (offline, a new deployment): the shop opens in English.
  } finally {
    starting = null;
  }
}

/** On the server, before it renders a page (decision 164): the language the page's reader chose, its messages loaded. */
export async function activateOnServer(language: Language) {
  await load(language);
  i18n.activate(language);
}

/** Switches the storefront's language and remembers it on this device. */
export async function changeLanguage(language: Language) {
  await load(language);
  activate(language);
  storeLanguage(language);
}

export const currentLanguage = (): Language => (i18n.locale === 'hi' ? 'hi' : 'en');

/** An English message of the contract (a form's validation message) in the shopper's language. */
export function translateMessage(message: string): string {
  return currentLanguage() === 'hi' && hindiOf ? (hindiOf(message) ?? message) : message;
}

/** A state's or a city's name (the API's English name) in the shopper's language; one the list lacks as it is. */
export function placeName(kind: 'state' | 'city', name: string): string {
  return currentLanguage() === 'hi' && hindiPlaces ? hindiPlaces[kind](name) : name;
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
