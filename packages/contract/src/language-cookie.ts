/**
 * The `Language` cookie (decision 161): the storefront sets it when a shopper chooses a language, beside its local
 * storage, and the server reads it to send a Hindi reader's page with `lang="hi-IN"` and the Hindi texts preloaded. It
 * holds only `en` or `hi`. Written and read here only, by the storefront (document.cookie) and the server (Cookie).
 */
export const languageCookieName = 'Language';
export type CookieLanguage = 'en' | 'hi';

/** The language a cookie string (a Cookie header, document.cookie) names; null without the cookie or with another value. */
export function languageOfCookies(cookies: string | undefined): CookieLanguage | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookieName && (value === 'en' || value === 'hi')) return value;
  }
  return null;
}

/** The cookie to set for `language`: for a year, the whole site, same-site requests only, `secure` over https. */
export const languageCookie = (language: CookieLanguage, secure: boolean) =>
  `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax${secure ? '; secure' : ''}`;
