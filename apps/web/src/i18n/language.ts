import { languageCookie } from '@shop/contract/language-cookie';

/** The storefront's languages: English (the spec's texts, the default) and Hindi (decision 148). */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** The device's choice, kept across logouts (it is not a session key). */
const storageKey = 'Language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'hi' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language) {
  rememberForPages(language);
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page.
  }
}

/**
 * A cookie the server reads when it sends a page (decision 161): a page for a Hindi reader then names its Hindi texts'
 * chunk at once. It carries only the language, for a year, and only for this site.
 */
export function rememberForPages(language: Language) {
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/** The tag for `<html lang>`, Intl and `Accept-Language`. */
export const localeTag = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');
