/**
 * The `MemberPage` cookie (decision 169): the storefront copies a member's session token into it, for the paths of
 * the member's pages the server draws (`memberPagePaths`) and no other, so the server can send those pages with their
 * content as it does the public ones. The API never reads it: its calls take the token from the `authorization` header
 * only. Written here only, read by the storefront (document.cookie) and the server (Cookie).
 */
export const memberPageCookieName = 'MemberPage';

/** The member's pages the server draws: a cookie of each path is sent with that page's requests only. */
export const memberPagePaths = ['/cart', '/checkout'] as const;

/** True for a member's page the server may draw (`memberPagePaths`, the exact path). */
export const isMemberPage = (pathname: string) => (memberPagePaths as readonly string[]).includes(pathname);

/** A session token as the API issues it (a JWT: base64url parts joined by dots), and nothing longer. */
const tokenShape = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The token a cookie string (a Cookie header, document.cookie) carries; null without the cookie or with anything else. */
export function tokenOfCookies(cookies: string | undefined): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const at = part.indexOf('=');
    if (part.slice(0, at).trim() !== memberPageCookieName) continue;
    const value = part.slice(at + 1).trim();
    if (value.length <= 2048 && tokenShape.test(value)) return value;
  }
  return null;
}

/**
 * The cookies to write for `token` (one per member page; null clears them): for the browser's session, same-site
 * requests only, `secure` over https. A link from another site never brings them.
 */
export const memberPageCookies = (token: string | null, secure: boolean) =>
  memberPagePaths.map((path) => `${memberPageCookieName}=${token ?? ''}; path=${path}; ${token ? '' : 'max-age=0; '}samesite=strict${secure ? '; secure' : ''}`);
