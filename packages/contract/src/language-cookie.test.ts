import { describe, expect, it } from 'vitest';
import { languageCookie, languageOfCookies } from './language-cookie.ts';

describe('the Language cookie', () => {
  it('reads the language among other cookies, and nothing from a look-alike', () => {
    expect(languageOfCookies('Language=hi')).toBe('hi');
    expect(languageOfCookies('theme=x; Language=hi; other=1')).toBe('hi');
    expect(languageOfCookies('theme=x;Language=en')).toBe('en');
    for (const cookies of [undefined, '', 'Language=hindi', 'xLanguage=hi', 'Language=hi-IN', 'language=hi', 'Language=']) expect(languageOfCookies(cookies), String(cookies)).toBeNull();
  });

  it('is written for a year, for the whole site, secure over https', () => {
    expect(languageCookie('hi', false)).toBe('Language=hi; path=/; max-age=31536000; samesite=lax');
    expect(languageCookie('en', true)).toBe('Language=en; path=/; max-age=31536000; samesite=lax; secure');
    expect(languageOfCookies(languageCookie('hi', true))).toBe('hi');
  });
});
