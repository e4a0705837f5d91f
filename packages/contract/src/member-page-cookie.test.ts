import { describe, expect, it } from 'vitest';
import { isMemberPage, memberPageCookies, tokenOfCookies } from './member-page-cookie.ts';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl';

describe('the MemberPage cookie', () => {
  it('reads a token among other cookies, and nothing from a look-alike or a value of another shape', () => {
    expect(tokenOfCookies(`MemberPage=${token}`)).toBe(token);
    expect(tokenOfCookies(`Language=hi; MemberPage=${token}; other=1`)).toBe(token);
    for (const cookies of [undefined, '', 'MemberPage=', `xMemberPage=${token}`, `memberpage=${token}`, 'MemberPage=abc', `MemberPage=${token}; x`.replace(token, '<script>.a.b'), `MemberPage=${'a'.repeat(2050)}.b.c`])
      expect(tokenOfCookies(cookies), String(cookies).slice(0, 40)).toBeNull();
  });

  it('is written for the member pages only, for the browser session, same-site only, secure over https; null clears it', () => {
    expect(memberPageCookies(token, false)).toEqual([`MemberPage=${token}; path=/cart; samesite=strict`, `MemberPage=${token}; path=/checkout; samesite=strict`]);
    expect(memberPageCookies(token, true)[0]).toBe(`MemberPage=${token}; path=/cart; samesite=strict; secure`);
    expect(memberPageCookies(null, true)).toEqual(['MemberPage=; path=/cart; max-age=0; samesite=strict; secure', 'MemberPage=; path=/checkout; max-age=0; samesite=strict; secure']);
  });

  it('names the cart and checkout, exactly', () => {
    expect(['/cart', '/checkout'].map(isMemberPage)).toEqual([true, true]);
    expect(['/', '/cart/', '/Cart', '/checkout/success', '/account', '/cartx'].map(isMemberPage)).toEqual([false, false, false, false, false, false]);
  });
});
